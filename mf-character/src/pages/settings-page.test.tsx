import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type MutedAuthor } from '@anifan/contract';
import { ACTION_MESSAGES } from '../shared/action-error-messages';
import { MESSAGES } from '../shared/error-messages';
import { captureConsoleErrors, expectOnlyLoggedFailures } from '../testing/console-errors';
import { createTestPlatform, signedIn, type ApiHandler } from '../testing/test-platform';
import SettingsPage from './settings-page';

const BOB: MutedAuthor = {
  userId: 'u-bob',
  authorName: 'ボブ',
  authorPhotoURL: 'https://img.example/bob.png',
  mutedAt: '2026-11-22T10:00:00.000Z',
};
const CAROL: MutedAuthor = {
  userId: 'u-carol',
  authorName: 'キャロル',
  authorPhotoURL: null,
  mutedAt: '2026-11-20T10:00:00.000Z',
};

/** GET /mutes answers `mutes`; DELETE /mutes/:userId answers `unmute()` (204 by default). */
function mutesServer(
  mutes: MutedAuthor[],
  unmute: () => Promise<unknown> = async () => undefined,
): ApiHandler {
  return async (path, { method }) => {
    if (method === 'GET' && path === '/mutes') return mutes;
    if (method === 'DELETE' && path.startsWith('/mutes/')) return unmute();
    throw new ApiError(404, 'route/not_found', `no route ${method} ${path}`);
  };
}

function renderPage(api: ApiHandler, auth = signedIn()) {
  const platform = createTestPlatform({ auth, api });
  render(<SettingsPage platform={platform} />);
  return platform;
}

const list = () => screen.getByRole('region', { name: 'ミュートしたユーザー' });
const names = () =>
  within(list())
    .queryAllByRole('listitem')
    .map((row) => row.querySelector('.name')?.textContent);

let consoleError: jest.SpyInstance;
beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  consoleError = captureConsoleErrors();
});
afterEach(() => expectOnlyLoggedFailures(consoleError));

describe('SettingsPage', () => {
  it('asks a guest to sign in, and asks the server nothing', async () => {
    const platform = renderPage(mutesServer([BOB]), { status: 'signedOut', user: null });
    const signIn = jest.spyOn(platform.auth, 'signIn');
    expect(screen.getByRole('heading', { level: 1, name: '設定' })).toBeInTheDocument();
    expect(screen.getByText('設定を使うには、サインインしてください。')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'サインインする' }));
    expect(signIn).toHaveBeenCalled();
    expect(platform.request).not.toHaveBeenCalled();
  });

  it('lists the muted authors with their photo and since when, newest first', async () => {
    const platform = renderPage(mutesServer([BOB, CAROL]));
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    const bob = await screen.findByRole('button', { name: 'ボブをミュート解除' });
    expect(bob).toHaveTextContent('ミュート解除');
    expect(names()).toEqual(['ボブ', 'キャロル']);
    const row = bob.closest('li')!;
    expect(row.querySelector('img[src="https://img.example/bob.png"]')).not.toBeNull();
    expect(row.querySelector('time[datetime="2026-11-22T10:00:00.000Z"]')).not.toBeNull();
    expect(within(row).getByText(/からミュート中/)).toBeInTheDocument();
    expect(platform.request).toHaveBeenCalledWith('/mutes', expect.objectContaining({ method: 'GET' }));
  });

  it('says when nobody is muted', async () => {
    renderPage(mutesServer([]));
    expect(await screen.findByText('ミュートしているユーザーはいません')).toBeInTheDocument();
  });

  it('shows the list of the user who signs in on this page', async () => {
    const platform = createTestPlatform({ api: mutesServer([BOB]) });
    render(<SettingsPage platform={platform} />);
    expect(screen.getByRole('button', { name: 'サインインする' })).toBeInTheDocument();
    act(() => platform.setAuth(signedIn()));
    expect(await screen.findByRole('button', { name: 'ボブをミュート解除' })).toBeInTheDocument();
  });

  it.each<[string, unknown, string]>([
    ['no connection', new ApiError(0, 'network/unreachable', 'x'), MESSAGES.network],
    ['an expired sign-in (401)', new ApiError(401, 'auth/invalid_token', 'x'), MESSAGES.signInAgain],
    [
      'a server error (500)',
      new ApiError(500, 'internal/error', 'x'),
      'ミュートしたユーザーを読み込めませんでした。しばらくしてからもう一度お試しください',
    ],
  ])('says why the list cannot be read (%s), with 再試行', async (_name, error, message) => {
    const user = userEvent.setup();
    let fail = true;
    const server = mutesServer([BOB]);
    renderPage((path, request) => (fail ? Promise.reject(error) : server(path, request)));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(consoleError).toHaveBeenCalledWith('ミュートしたユーザーを読み込めませんでした', error);
    fail = false;
    await user.click(within(alert).getByRole('button', { name: '再試行' }));
    expect(await screen.findByRole('button', { name: 'ボブをミュート解除' })).toBeInTheDocument();
  });

  it('ミュート解除 takes the author away at once, says so once done, and focuses the next one', async () => {
    const user = userEvent.setup();
    let done: (value: unknown) => void = () => undefined;
    const platform = renderPage(mutesServer([BOB, CAROL], () => new Promise((resolve) => (done = resolve))));
    await user.click(await screen.findByRole('button', { name: 'ボブをミュート解除' }));
    expect(names()).toEqual(['キャロル']);
    expect(screen.getByRole('button', { name: 'キャロルをミュート解除' })).toHaveFocus();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(platform.request).toHaveBeenCalledWith('/mutes/u-bob', {
      method: 'DELETE',
      body: undefined,
      signal: undefined,
    });

    await act(async () => done(undefined));
    expect(screen.getByRole('status')).toHaveTextContent('ボブのミュートを解除しました');
  });

  it('focuses the previous author after the last one, and the heading when none is left', async () => {
    const user = userEvent.setup();
    renderPage(mutesServer([BOB, CAROL]));
    await user.click(await screen.findByRole('button', { name: 'キャロルをミュート解除' }));
    expect(screen.getByRole('button', { name: 'ボブをミュート解除' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'ボブをミュート解除' }));
    expect(await screen.findByText('ミュートしているユーザーはいません')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ミュートしたユーザー' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('ボブのミュートを解除しました');
  });

  it.each<[string, unknown, string]>([
    ['no connection', new ApiError(0, 'network/unreachable', 'x'), MESSAGES.network],
    ['an expired sign-in (401)', new ApiError(401, 'auth/invalid_token', 'x'), MESSAGES.signInAgain],
    [
      'a refused sign-in provider (403)',
      new ApiError(403, 'auth/provider_not_allowed', 'x'),
      ACTION_MESSAGES.providerNotAllowed,
    ],
    [
      'a backend without the route (404)',
      new ApiError(404, 'route/not_found', 'x'),
      'ミュートを解除できませんでした。しばらくしてからもう一度お試しください',
    ],
    ['a busy server (503)', new ApiError(503, 'service/unavailable', 'x'), MESSAGES.unavailable],
    [
      'a server error (500)',
      new ApiError(500, 'internal/error', 'x'),
      'ミュートを解除できませんでした。しばらくしてからもう一度お試しください',
    ],
  ])(
    'a ミュート解除 refused (%s) puts the author back in place and says why',
    async (_name, error, message) => {
      const user = userEvent.setup();
      renderPage(mutesServer([BOB, CAROL], () => Promise.reject(error)));
      await user.click(await screen.findByRole('button', { name: 'ボブをミュート解除' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(`ボブ: ${message}`);
      expect(names()).toEqual(['ボブ', 'キャロル']);
      expect(screen.getByRole('button', { name: 'ボブをミュート解除' })).toHaveFocus();
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
      expect(consoleError).toHaveBeenCalledWith('ミュートを解除できませんでした', error);
    },
  );
});
