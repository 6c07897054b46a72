import { act, render as renderOutside, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ApiError } from '@anifan/contract';
import { createTestPlatform, GOJO, signedIn, type ApiHandler } from '../testing/test-platform';
import CharacterDetailPage from './character-detail-page';
import FavoritesPage from './favorites-page';
import { captureConsoleErrors, expectOnlyLoggedFailures } from '../testing/console-errors';

/** The pages as the shell's router mounts them. */
const render = (ui: ReactElement) => renderOutside(ui, { wrapper: MemoryRouter });

let consoleError: jest.SpyInstance;
beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  consoleError = captureConsoleErrors();
});
afterEach(() => expectOnlyLoggedFailures(consoleError));

describe('FavoritesPage', () => {
  it('says so when there are no favorites', () => {
    render(<FavoritesPage platform={createTestPlatform()} />);
    expect(screen.getByRole('heading', { name: 'お気に入り' })).toBeInTheDocument();
    expect(screen.getByText(/お気に入りはまだありません。/)).toBeInTheDocument();
  });

  it('lists a guest’s favorites and reopens one with its full character', async () => {
    const user = userEvent.setup();
    const detail = render(<CharacterDetailPage platform={createTestPlatform({ character: GOJO })} />);
    await user.click(screen.getByRole('button', { name: 'お気に入り追加' }));
    detail.unmount();
    sessionStorage.clear();

    const platform = createTestPlatform();
    render(<FavoritesPage platform={platform} />);
    const card = screen.getByRole('button', { name: '五条悟' });
    expect(card.querySelector('img')).toHaveAttribute('src', GOJO.image);
    await user.click(card);
    expect(platform.bus.snapshot().selectedCharacter).toEqual(GOJO);
    expect(platform.navigate).toHaveBeenCalledWith('/popularAnime/characterDetail');
  });

  it('shows a likely guest’s favorites at once, while sign-in is still loading', async () => {
    const user = userEvent.setup();
    const detail = render(<CharacterDetailPage platform={createTestPlatform({ character: GOJO })} />);
    await user.click(screen.getByRole('button', { name: 'お気に入り追加' }));
    detail.unmount();

    const platform = createTestPlatform({ auth: { status: 'loading', user: null, likelyGuest: true } });
    render(<FavoritesPage platform={platform} />);
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '五条悟' })).toBeInTheDocument();
    expect(platform.request).not.toHaveBeenCalled();
  });

  it('waits for sign-in on a browser where a user was signed in last time', () => {
    render(<FavoritesPage platform={createTestPlatform({ auth: { status: 'loading', user: null } })} />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
  });

  it('loads the server’s favorites when a likely guest turns out to be signed in', async () => {
    const platform = createTestPlatform({
      auth: { status: 'loading', user: null, likelyGuest: true },
      api: async () => [
        { characterId: 77, name: 'フリーレン', image: null, createdAt: '2026-01-01T00:00:00Z' },
      ],
    });
    render(<FavoritesPage platform={platform} />);
    expect(screen.getByText(/お気に入りはまだありません。/)).toBeInTheDocument();
    act(() => platform.setAuth(signedIn()));
    expect(await screen.findByRole('button', { name: 'フリーレン' })).toBeInTheDocument();
  });

  it('lists a signed-in user’s favorites from the server', async () => {
    const user = userEvent.setup();
    const platform = createTestPlatform({
      auth: signedIn(),
      api: async () => [
        { characterId: 77, name: 'フリーレン', image: null, createdAt: '2026-01-01T00:00:00Z' },
      ],
    });
    render(<FavoritesPage platform={platform} />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'フリーレン' }));
    expect(platform.request).toHaveBeenCalledWith('/favorites', expect.anything());
    expect(platform.bus.snapshot().selectedCharacter).toEqual({
      id: 77,
      name: 'フリーレン',
      image: '',
      voiceActors: '',
      voiceActorsImage: '',
    });
  });

  it('shows the empty state and logs when the server list fails', async () => {
    const failure = new ApiError(503, 'service/unavailable', 'down');
    render(
      <FavoritesPage
        platform={createTestPlatform({ auth: signedIn(), api: () => Promise.reject(failure) })}
      />,
    );
    expect(await screen.findByText(/お気に入りはまだありません。/)).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('お気に入りの読み込みに失敗しました', failure);
  });
});

describe('guest favorites at sign-in', () => {
  const NOBARA = { ...GOJO, id: 1002, name: '釘崎野薔薇', image: 'https://img.example/nobara.png' };

  /** As a guest, marks each character a favorite on its page. */
  async function favoriteAsGuest(...characters: (typeof GOJO)[]) {
    const user = userEvent.setup();
    for (const character of characters) {
      const page = render(<CharacterDetailPage platform={createTestPlatform({ character })} />);
      await user.click(screen.getByRole('button', { name: 'お気に入り追加' }));
      page.unmount();
    }
  }

  /** An account holding フリーレン already, whose PUTs fail while `down.value` is true. */
  function account(down = { value: false }) {
    const favorites: unknown[] = [
      { characterId: 77, name: 'フリーレン', image: null, createdAt: '2026-01-01T00:00:00Z' },
    ];
    const api: ApiHandler = async (path, request) => {
      if (path === '/favorites') return favorites;
      if (request.method === 'PUT') {
        if (down.value) throw new ApiError(0, 'network/unreachable', 'offline');
        const body = request.body as { name: string; image?: string };
        const saved = { characterId: Number(path.split('/')[2]), ...body, createdAt: 'now' };
        favorites.push(saved);
        return saved;
      }
      return [];
    };
    return { api, down };
  }

  it('adds them to the account on sign-in, says so, and clears the guest copy', async () => {
    await favoriteAsGuest(GOJO, NOBARA);
    const { api } = account();
    const platform = createTestPlatform({ api });
    render(<FavoritesPage platform={platform} />);
    expect(screen.getByRole('button', { name: '五条悟' })).toBeInTheDocument();

    act(() => platform.setAuth(signedIn()));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'ゲストのお気に入り2件をアカウントに追加しました',
    );
    expect(await screen.findByRole('button', { name: '釘崎野薔薇' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'フリーレン' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '五条悟' })).toBeInTheDocument();
    expect(platform.request).toHaveBeenCalledWith('/favorites/1001', {
      method: 'PUT',
      body: { name: '五条悟', image: GOJO.image },
    });
    expect(JSON.parse(localStorage.getItem('anifan.favorites')!)).toEqual([]);

    // Signed out again, the guest list is empty: nothing is kept twice.
    act(() => platform.setAuth({ status: 'signedOut', user: null }));
    expect(await screen.findByText(/お気に入りはまだありません。/)).toBeInTheDocument();
    expect(screen.queryByText(/ゲストのお気に入り/)).not.toBeInTheDocument();
  });

  it('on the character page, says so beside the toggle, which shows the merged state', async () => {
    await favoriteAsGuest(GOJO);
    const platform = createTestPlatform({ auth: signedIn(), character: GOJO, api: account().api });
    render(<CharacterDetailPage platform={platform} />);
    expect(await screen.findByText('ゲストのお気に入り1件をアカウントに追加しました')).toHaveAttribute(
      'role',
      'status',
    );
    expect(await screen.findByRole('button', { name: 'お気に入り解除' })).toBeEnabled();
    await screen.findByText('まだコメントはありません。');
  });

  it('keeps them in this browser when the account cannot take them, says so, and retries', async () => {
    await favoriteAsGuest(GOJO);
    const { api, down } = account({ value: true });
    const platform = createTestPlatform({ auth: signedIn(), api });
    render(<FavoritesPage platform={platform} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'ゲストのお気に入り1件をアカウントに追加できませんでした。この端末に残してあります。',
    );
    expect(JSON.parse(localStorage.getItem('anifan.favorites')!)).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'フリーレン' })).toBeInTheDocument();

    down.value = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: '再試行' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'ゲストのお気に入り1件をアカウントに追加しました',
    );
    expect(await screen.findByRole('button', { name: '五条悟' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('anifan.favorites')!)).toEqual([]);
  });
});
