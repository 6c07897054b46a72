import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@anifan/contract';
import { createTestPlatform, GOJO, signedIn } from '../testing/test-platform';
import CharacterDetailPage from './character-detail-page';
import FavoritesPage from './favorites-page';
import { captureConsoleErrors, expectOnlyLoggedFailures } from '../testing/console-errors';

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
