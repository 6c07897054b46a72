import { act, fireEvent, render as renderOutside, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ApiError } from '@anifan/contract';
import { createTestPlatform, GOJO, signedIn, type ApiHandler } from '../testing/test-platform';
import CharacterDetailPage from './character-detail-page';
import { captureConsoleErrors, expectOnlyLoggedFailures } from '../testing/console-errors';

/** The page's address, shown beside it so a test can read it. */
function Address() {
  const location = useLocation();
  return <output aria-label="address">{location.pathname + location.search}</output>;
}

/** The page as the shell's router mounts it, at `path`. */
function render(ui: ReactElement, path = '/popularAnime/characterDetail') {
  const Router = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>
      {children}
      <Address />
    </MemoryRouter>
  );
  return renderOutside(ui, { wrapper: Router });
}

const address = () => screen.getByRole('status', { name: 'address' }).textContent;

let consoleError: jest.SpyInstance;
beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  consoleError = captureConsoleErrors();
});
afterEach(() => expectOnlyLoggedFailures(consoleError));

/** The comment list loads asynchronously; tests end after it settles. */
const commentsSettled = () => screen.findByText('まだコメントはありません。');
const favoriteButton = () => screen.getByRole('button', { name: /お気に入り(追加|解除)/ });

describe('CharacterDetailPage', () => {
  it('shows the selected character with its CV and a back button', async () => {
    const user = userEvent.setup();
    const platform = createTestPlatform({ character: GOJO });
    render(<CharacterDetailPage platform={platform} />);
    expect(screen.getByRole('heading', { level: 1, name: '五条悟' })).toBeInTheDocument();
    expect(screen.getByText('CV: 中村悠一')).toBeInTheDocument();
    const portrait = screen.getByRole('img', { name: '五条悟' });
    expect(portrait).toHaveAttribute('src', GOJO.image);
    // The page's largest paint: fetched at once and ahead of the voice actor's portrait.
    expect(portrait).toHaveAttribute('loading', 'eager');
    expect(portrait).toHaveAttribute('fetchpriority', 'high');
    await user.click(screen.getByRole('button', { name: '戻る' }));
    expect(platform.back).toHaveBeenCalled();
    expect(await commentsSettled()).toBeInTheDocument();
  });

  it('survives a reload: the selection comes back from the bus’s sessionStorage', async () => {
    createTestPlatform({ character: GOJO });
    render(<CharacterDetailPage platform={createTestPlatform()} />);
    expect(screen.getByRole('heading', { level: 1, name: '五条悟' })).toBeInTheDocument();
    await commentsSettled();
  });

  it('opens the voice actor’s Japanese Wikipedia page in a new tab', async () => {
    render(<CharacterDetailPage platform={createTestPlatform({ character: GOJO })} />);
    const link = screen.getByRole('link', { name: '中村悠一のWikipediaページを新しいタブで開く' });
    expect(link).toHaveAttribute('href', `https://ja.wikipedia.org/wiki/${encodeURIComponent('中村悠一')}`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(link).getByRole('presentation')).toHaveAttribute('src', GOJO.voiceActorsImage);
    await commentsSettled();
  });

  it('says 不明 without a voice actor and falls back to the placeholder picture', async () => {
    render(
      <CharacterDetailPage
        platform={createTestPlatform({
          character: { ...GOJO, image: '', voiceActors: '', voiceActorsImage: '' },
        })}
      />,
    );
    expect(screen.getByText('CV: 不明')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Wikipedia/ })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: '五条悟' })).toHaveAttribute('src', 'test-file-stub');
    await commentsSettled();
  });

  it('swaps a picture that fails to load for the placeholder', async () => {
    render(<CharacterDetailPage platform={createTestPlatform({ character: GOJO })} />);
    const picture = screen.getByRole('img', { name: '五条悟' });
    fireEvent.error(picture);
    expect(picture).toHaveAttribute('src', 'test-file-stub');
    await commentsSettled();
  });

  it('publishes the character and opens the chat from 「このキャラと話す」', async () => {
    const user = userEvent.setup();
    const platform = createTestPlatform({ character: GOJO });
    const published = jest.spyOn(platform.bus, 'selectCharacter');
    render(<CharacterDetailPage platform={platform} />);
    await user.click(screen.getByRole('button', { name: 'このキャラと話す' }));
    expect(published).toHaveBeenCalledWith(GOJO);
    expect(platform.navigate).toHaveBeenCalledWith('/characterChat');
  });

  it('without a selection, explains and links to the anime home', async () => {
    const user = userEvent.setup();
    const platform = createTestPlatform();
    render(<CharacterDetailPage platform={platform} />);
    expect(screen.getByRole('heading', { name: 'キャラクターが選択されていません' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'アニメを探す' });
    expect(link).toHaveAttribute('href', '#/animeHome');
    await user.click(link);
    expect(platform.navigate).toHaveBeenCalledWith('/animeHome');
  });

  it('follows a new selection published on the bus', async () => {
    const platform = createTestPlatform({ character: GOJO });
    render(<CharacterDetailPage platform={platform} />);
    act(() => platform.bus.selectCharacter({ ...GOJO, id: 2002, name: '虎杖悠仁', voiceActors: '榎木淳弥' }));
    expect(screen.getByRole('heading', { level: 1, name: '虎杖悠仁' })).toBeInTheDocument();
    expect(screen.getByText('CV: 榎木淳弥')).toBeInTheDocument();
    await commentsSettled();
  });
});

describe('favorite toggle', () => {
  it('as a guest switches label, colour and aria-pressed and persists in localStorage', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<CharacterDetailPage platform={createTestPlatform({ character: GOJO })} />);
    expect(favoriteButton()).toHaveTextContent('お気に入り追加');
    expect(favoriteButton()).toHaveAttribute('aria-pressed', 'false');
    expect(favoriteButton()).not.toHaveClass('toggleActive');

    await user.click(favoriteButton());
    expect(favoriteButton()).toHaveTextContent('お気に入り解除');
    expect(favoriteButton()).toHaveAttribute('aria-pressed', 'true');
    expect(favoriteButton()).toHaveClass('toggleActive');
    expect(JSON.parse(localStorage.getItem('anifan.favorites')!)).toEqual([
      { characterId: 1001, name: '五条悟', image: GOJO.image, createdAt: expect.any(String) },
    ]);
    unmount();

    render(<CharacterDetailPage platform={createTestPlatform({ character: GOJO })} />);
    expect(favoriteButton()).toHaveTextContent('お気に入り解除');
    await user.click(favoriteButton());
    expect(favoriteButton()).toHaveTextContent('お気に入り追加');
    expect(JSON.parse(localStorage.getItem('anifan.favorites')!)).toEqual([]);
  });

  it.each([
    ['no id', null],
    ['its name as id', '五条悟'],
    ['its id as text', '1001'],
  ])('treats a character published with %s as no selection, asking nothing of the server', (_case, id) => {
    const platform = createTestPlatform({ character: { ...GOJO, id: id as unknown as number } });
    render(<CharacterDetailPage platform={platform} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'キャラクターが選択されていません' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /お気に入り/ })).not.toBeInTheDocument();
    expect(platform.request).not.toHaveBeenCalled();
  });

  it('signed in, saves through /api/favorites and rolls back with a message on failure', async () => {
    const user = userEvent.setup();
    let favorites: unknown[] = [];
    let failPut = false;
    const api: ApiHandler = async (path, init) => {
      if (path === '/favorites') return favorites;
      if (path === '/favorites/1001' && init.method === 'PUT') {
        if (failPut) throw new ApiError(0, 'network/unreachable', 'offline');
        favorites = [{ characterId: 1001, name: '五条悟', image: GOJO.image, createdAt: 'now' }];
        return favorites[0];
      }
      if (path === '/favorites/1001' && init.method === 'DELETE') {
        favorites = [];
        return { deleted: true };
      }
      return [];
    };
    const platform = createTestPlatform({ auth: signedIn(), character: GOJO, api });
    render(<CharacterDetailPage platform={platform} />);
    await commentsSettled();

    await user.click(favoriteButton());
    expect(platform.request).toHaveBeenCalledWith('/favorites/1001', {
      method: 'PUT',
      body: { name: '五条悟', image: GOJO.image },
    });
    expect(favoriteButton()).toHaveAttribute('aria-pressed', 'true');
    await user.click(favoriteButton());
    expect(platform.request).toHaveBeenCalledWith('/favorites/1001', { method: 'DELETE' });
    expect(favoriteButton()).toHaveAttribute('aria-pressed', 'false');
    expect(localStorage.getItem('anifan.favorites')).toBeNull();

    failPut = true;
    await user.click(favoriteButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('通信に失敗しました');
    expect(favoriteButton()).toHaveAttribute('aria-pressed', 'false');
    expect(consoleError).toHaveBeenCalledWith('お気に入りの更新に失敗しました', expect.any(ApiError));
  });
});

describe('CharacterDetailPage with the character id in its address', () => {
  const NOBARA = {
    id: 127691,
    name: { full: 'Nobara Kugisaki', native: '釘崎野薔薇' },
    image: { large: 'https://img.example/nobara.png' },
    media: {
      edges: [
        {
          node: { id: 113415, title: { native: '呪術廻戦' } },
          voiceActors: [
            {
              id: 9,
              name: { full: 'Asami Seto', native: '瀬戸麻沙美' },
              image: { large: 'https://img.example/seto.png' },
            },
          ],
        },
      ],
    },
  };
  const realFetch = globalThis.fetch;
  let gateway: jest.Mock;
  const answer = (status: number, body: unknown) =>
    gateway.mockResolvedValueOnce({ ok: status < 300, status, json: async () => body } as Response);
  beforeEach(() => {
    gateway = jest.fn();
    globalThis.fetch = gateway;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('puts the selected character’s id in the address and names it for the document title', async () => {
    const platform = createTestPlatform({ character: GOJO });
    render(<CharacterDetailPage platform={platform} />);
    await waitFor(() => expect(address()).toBe('/popularAnime/characterDetail?id=1001'));
    expect(platform.navigation.setPageName).toHaveBeenLastCalledWith('五条悟');
    expect(gateway).not.toHaveBeenCalled();
    await commentsSettled();
  });

  it('follows a character published after the address named another, and the address follows too', async () => {
    const platform = createTestPlatform({ character: GOJO });
    render(<CharacterDetailPage platform={platform} />, '/popularAnime/characterDetail?id=1001');
    act(() => platform.bus.selectCharacter({ ...GOJO, id: 2002, name: '虎杖悠仁' }));
    expect(screen.getByRole('heading', { level: 1, name: '虎杖悠仁' })).toBeInTheDocument();
    await waitFor(() => expect(address()).toBe('/popularAnime/characterDetail?id=2002'));
    expect(gateway).not.toHaveBeenCalled();
    await commentsSettled();
  });

  it('opened from a link without the selection, loads the character by id and shows it as a card would', async () => {
    answer(200, { data: { Character: NOBARA } });
    const platform = createTestPlatform({ character: GOJO });
    render(<CharacterDetailPage platform={platform} />, '/popularAnime/characterDetail?id=127691');
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Loading...');
    expect(await screen.findByRole('heading', { level: 1, name: '釘崎野薔薇' })).toBeInTheDocument();
    expect(screen.getByText('CV: 瀬戸麻沙美')).toBeInTheDocument();
    const [url, init] = gateway.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(platform.config.graphqlUrl);
    expect(JSON.parse(String(init.body))).toMatchObject({
      operationName: 'GetCharacter',
      variables: { id: 127691 },
    });
    expect(platform.bus.snapshot().selectedCharacter).toEqual({
      id: 127691,
      name: '釘崎野薔薇',
      image: 'https://img.example/nobara.png',
      voiceActors: '瀬戸麻沙美',
      voiceActorsImage: 'https://img.example/seto.png',
      animeTitle: '呪術廻戦',
    });
    expect(address()).toBe('/popularAnime/characterDetail?id=127691');
    expect(platform.navigation.setPageName).toHaveBeenLastCalledWith('釘崎野薔薇');
    await commentsSettled();
  });

  it.each(['abc', '0', '01001', '1.5', '99999999999'])(
    'says a malformed id %j names no character, asking nothing',
    (id) => {
      const platform = createTestPlatform({ character: GOJO });
      render(<CharacterDetailPage platform={platform} />, `/popularAnime/characterDetail?id=${id}`);
      expect(
        screen.getByRole('heading', { level: 1, name: 'キャラクターが見つかりません' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'アニメを探す' })).toHaveAttribute('href', '#/animeHome');
      expect(gateway).not.toHaveBeenCalled();
      expect(platform.request).not.toHaveBeenCalled();
    },
  );

  it('says an id the catalogue does not know names no character (AniList: 404 with Character null)', async () => {
    answer(404, { data: { Character: null }, errors: [{ message: 'Not Found.', status: 404 }] });
    const platform = createTestPlatform();
    render(<CharacterDetailPage platform={platform} />, '/popularAnime/characterDetail?id=-5');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'キャラクターが見つかりません' }),
    ).toBeInTheDocument();
    expect(platform.bus.snapshot().selectedCharacter).toBeNull();
  });

  it('says so when the lookup fails, and retries', async () => {
    gateway.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    answer(200, { data: { Character: NOBARA } });
    render(
      <CharacterDetailPage platform={createTestPlatform()} />,
      '/popularAnime/characterDetail?id=127691',
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('キャラクターを読み込めませんでした。');
    fireEvent.click(within(alert).getByRole('button', { name: '再試行' }));
    expect(await screen.findByRole('heading', { level: 1, name: '釘崎野薔薇' })).toBeInTheDocument();
    await commentsSettled();
  });
});
