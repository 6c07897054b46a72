import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@anifan/contract';
import { createTestPlatform, GOJO, signedIn, type ApiHandler } from '../testing/test-platform';
import CharacterDetailPage from './character-detail-page';
import { captureConsoleErrors, expectOnlyLoggedFailures } from '../testing/console-errors';

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
