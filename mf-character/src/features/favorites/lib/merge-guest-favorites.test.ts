import { ApiError } from '@anifan/contract';
import { createTestPlatform, type ApiHandler } from '../../../testing/test-platform';
import { GUEST_FAVORITES_KEY, readGuestFavorites, writeGuestFavorites } from './guest-favorites-store';
import { mergeGuestFavorites, mergeMessage } from './merge-guest-favorites';

const item = (characterId: number, name: string) => ({
  characterId,
  name,
  image: `https://img.example/${characterId}.png`,
  createdAt: '2026-01-01T00:00:00Z',
});
const GOJO = item(1001, '五条悟');
const NOBARA = item(1002, '釘崎野薔薇');
const FRIEREN = item(77, 'フリーレン');

/** An account holding `held`, whose PUTs fail for the ids in `failing`. */
function account(held: ReturnType<typeof item>[], failing: number[] = []) {
  const favorites = [...held];
  const handler: ApiHandler = async (path, request) => {
    if (path === '/favorites') return favorites;
    const id = Number(path.split('/')[2]);
    if (request.method === 'PUT') {
      if (failing.includes(id)) throw new ApiError(429, 'rate_limit/exceeded', 'too many');
      favorites.push({ ...item(id, String((request.body as { name: string }).name)) });
      return favorites.at(-1);
    }
    throw new Error(`unexpected ${request.method ?? 'GET'} ${path}`);
  };
  const platform = createTestPlatform({ api: handler });
  const puts = () =>
    platform.request.mock.calls
      .filter(([, request]) => (request as { method?: string }).method === 'PUT')
      .map(([path]) => path as string);
  return { platform, favorites, puts };
}

beforeEach(() => localStorage.clear());

describe('mergeGuestFavorites', () => {
  it('adds the guest favorites the account lacks, keeps those it has, then clears the guest copy', async () => {
    writeGuestFavorites(localStorage, [GOJO, FRIEREN, NOBARA]);
    const { platform, favorites, puts } = account([FRIEREN]);
    const outcome = await mergeGuestFavorites(platform.api, localStorage);
    expect(outcome).toEqual({ added: 2, alreadyThere: 1, failed: 0 });
    expect(puts()).toEqual(['/favorites/1001', '/favorites/1002']);
    expect(platform.request).toHaveBeenCalledWith('/favorites/1001', {
      method: 'PUT',
      body: { name: '五条悟', image: GOJO.image },
    });
    expect(favorites.map((favorite) => favorite.characterId)).toEqual([77, 1001, 1002]);
    expect(readGuestFavorites(localStorage)).toEqual([]);
    expect(mergeMessage(outcome!)).toBe('ゲストのお気に入り2件をアカウントに追加しました');
  });

  it('keeps in this browser the favorite the server refused and those after it, for a retry that finishes', async () => {
    writeGuestFavorites(localStorage, [GOJO, NOBARA, FRIEREN]);
    const failing = [1002];
    const { platform, puts } = account([], failing);
    const outcome = await mergeGuestFavorites(platform.api, localStorage);
    expect(outcome).toMatchObject({ added: 1, failed: 2, error: expect.any(ApiError) });
    expect(readGuestFavorites(localStorage)).toEqual([NOBARA, FRIEREN]);
    expect(mergeMessage(outcome!)).toBe(
      'ゲストのお気に入り2件をアカウントに追加できませんでした。この端末に残してあります。',
    );

    failing.length = 0;
    expect(await mergeGuestFavorites(platform.api, localStorage)).toEqual({
      added: 2,
      alreadyThere: 0,
      failed: 0,
    });
    expect(puts()).toEqual(['/favorites/1001', '/favorites/1002', '/favorites/1002', '/favorites/77']);
    expect(readGuestFavorites(localStorage)).toEqual([]);
  });

  it('keeps every guest favorite when the account cannot be read', async () => {
    writeGuestFavorites(localStorage, [GOJO]);
    const platform = createTestPlatform({
      api: async () => {
        throw new ApiError(0, 'network/unreachable', 'offline');
      },
    });
    const outcome = await mergeGuestFavorites(platform.api, localStorage);
    expect(outcome).toMatchObject({ added: 0, failed: 1 });
    expect(readGuestFavorites(localStorage)).toEqual([GOJO]);
  });

  it('says when the account already had them all', async () => {
    writeGuestFavorites(localStorage, [FRIEREN]);
    const { platform, puts } = account([FRIEREN]);
    const outcome = await mergeGuestFavorites(platform.api, localStorage);
    expect(puts()).toEqual([]);
    expect(mergeMessage(outcome!)).toBe('ゲストのお気に入りはすべてアカウントに登録済みでした');
    expect(localStorage.getItem(GUEST_FAVORITES_KEY)).toBe('[]');
  });

  it('does nothing without guest favorites', async () => {
    const { platform } = account([]);
    expect(await mergeGuestFavorites(platform.api, localStorage)).toBeNull();
    expect(platform.request).not.toHaveBeenCalled();
  });

  it('runs once when two pages ask at the same time', async () => {
    writeGuestFavorites(localStorage, [GOJO]);
    const { platform, puts } = account([]);
    const [first, second] = await Promise.all([
      mergeGuestFavorites(platform.api, localStorage),
      mergeGuestFavorites(platform.api, localStorage),
    ]);
    expect(second).toBe(first);
    expect(puts()).toEqual(['/favorites/1001']);
  });
});
