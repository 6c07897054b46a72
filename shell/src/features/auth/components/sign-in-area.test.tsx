import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { alice, createFakeBackend, createTestAuth, type FakeBackend } from '../../../testing/fake-auth';
import { TEST_ACCOUNTS_STORAGE_KEY } from '../lib/test-accounts';
import { SignInArea } from './sign-in-area';

async function startedAuth(backend: FakeBackend, emulatorHost: string | null = '127.0.0.1:9099') {
  const auth = createTestAuth(backend, emulatorHost);
  render(<SignInArea auth={auth} />);
  await act(async () => auth.start());
  return auth;
}

describe('SignInArea', () => {
  beforeEach(() => localStorage.clear());

  it('shows a neutral placeholder until the first auth callback', async () => {
    const backend = createFakeBackend();
    await startedAuth(backend);
    expect(screen.getByRole('status', { name: 'サインイン状態を確認しています' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    act(() => backend.emit(null));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'サインイン' })).toBeInTheDocument();
  });

  it('shows サインイン at once to a likely guest, and it works before the provider has answered', async () => {
    const backend = createFakeBackend({ signInWithPopup: jest.fn(async () => backend.emit(alice)) });
    const auth = createTestAuth(backend, null, true);
    render(<SignInArea auth={auth} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'サインイン' }));
    expect(backend.signInWithPopup).toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: 'アカウントメニュー' })).toBeInTheDocument();
  });

  it('uses the Google popup with a real Firebase project', async () => {
    const backend = createFakeBackend();
    await startedAuth(backend, null);
    act(() => backend.emit(null));
    await userEvent.click(screen.getByRole('button', { name: 'サインイン' }));
    expect(backend.signInWithPopup).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the local test sign-in on the emulator and signs in with a new account', async () => {
    const backend = createFakeBackend({
      signInWithTestAccount: jest.fn(async () =>
        backend.emit({ uid: 'u1', displayName: 'Mika', photoURL: null }),
      ),
    });
    await startedAuth(backend);
    act(() => backend.emit(null));
    await userEvent.click(screen.getByRole('button', { name: 'サインイン' }));

    const dialog = await screen.findByRole('dialog', { name: 'ローカルテスト用サインイン' });
    expect(dialog).toHaveTextContent('開発用のサインイン');
    await userEvent.type(screen.getByLabelText('名前'), 'Mika');
    await userEvent.type(screen.getByLabelText('メールアドレス'), 'mika@example.com');
    await userEvent.click(screen.getByRole('button', { name: '作成してサインイン' }));

    expect(backend.signInWithTestAccount).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Mika',
        email: 'mika@example.com',
        sub: expect.stringMatching(/^\d{21}$/),
      }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'アカウントメニュー' })).toHaveTextContent('M');
    expect(JSON.parse(localStorage.getItem(TEST_ACCOUNTS_STORAGE_KEY) ?? '[]')).toHaveLength(1);
  });

  it('lists previously used test accounts and tells when the emulator refuses', async () => {
    localStorage.setItem(
      TEST_ACCOUNTS_STORAGE_KEY,
      JSON.stringify([{ sub: '1', name: 'Kei', email: 'kei@example.com' }]),
    );
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const refusal = Object.assign(new Error('down'), { code: 'auth/network-request-failed' });
    const backend = createFakeBackend({
      signInWithTestAccount: jest.fn(async () => Promise.reject(refusal)),
    });
    await startedAuth(backend);
    act(() => backend.emit(null));
    await userEvent.click(screen.getByRole('button', { name: 'サインイン' }));
    await userEvent.click(await screen.findByRole('button', { name: /Kei/ }));

    expect(await screen.findByRole('alert')).toHaveTextContent('サインインできませんでした');
    expect(consoleError).toHaveBeenCalledWith('ログイン失敗', refusal);
    consoleError.mockRestore();
  });

  it("says what happened when the emulator's Google popup signs nobody in, and the picker still works", async () => {
    let fail: (error: unknown) => void = () => undefined;
    const backend = createFakeBackend({
      signInWithPopup: jest.fn(() => new Promise<void>((_resolve, reject) => (fail = reject))),
    });
    await startedAuth(backend);
    act(() => backend.emit(null));
    await userEvent.click(screen.getByRole('button', { name: 'サインイン' }));
    const dialog = await screen.findByRole('dialog', { name: 'ローカルテスト用サインイン' });
    await userEvent.click(
      screen.getByRole('button', { name: 'Google ポップアップ（エミュレーター）を使う' }),
    );

    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Google ポップアップでサインインしています…');
    await act(async () => fail(Object.assign(new Error('closed'), { code: 'auth/popup-closed-by-user' })));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Google ポップアップが閉じられたため、サインインしませんでした。',
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    // Offline, Google's script cannot load: the SDK fails before any popup opens.
    await userEvent.click(
      screen.getByRole('button', { name: 'Google ポップアップ（エミュレーター）を使う' }),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(async () => fail(Object.assign(new Error('gapi'), { code: 'auth/internal-error' })));
    expect(screen.getByRole('alert')).toHaveTextContent(
      /Google ポップアップを開けませんでした。.*apis\.google\.com/,
    );
    expect(screen.getByRole('button', { name: '作成してサインイン' })).toBeEnabled();
  });

  it("closes the picker once the emulator's Google popup signs the visitor in", async () => {
    const backend = createFakeBackend({ signInWithPopup: jest.fn(async () => backend.emit(alice)) });
    await startedAuth(backend);
    act(() => backend.emit(null));
    await userEvent.click(screen.getByRole('button', { name: 'サインイン' }));
    await screen.findByRole('dialog');
    await userEvent.click(
      screen.getByRole('button', { name: 'Google ポップアップ（エミュレーター）を使う' }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'アカウントメニュー' })).toBeInTheDocument();
  });

  it('closes the test sign-in with Escape', async () => {
    const backend = createFakeBackend();
    await startedAuth(backend);
    act(() => backend.emit(null));
    await userEvent.click(screen.getByRole('button', { name: 'サインイン' }));
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  describe('when signed in', () => {
    async function signedIn(photoURL: string | null = null) {
      const backend = createFakeBackend();
      await startedAuth(backend);
      act(() => backend.emit({ ...alice, photoURL }));
      return backend;
    }

    it('shows the photo in a round avatar button', async () => {
      await signedIn('https://example.com/alice.png');
      const avatar = screen.getByRole('button', { name: 'アカウントメニュー' });
      expect(avatar.querySelector('img')).toHaveAttribute('src', 'https://example.com/alice.png');
    });

    it('toggles the menu with ログアウト from the avatar', async () => {
      await signedIn();
      const avatar = screen.getByRole('button', { name: 'アカウントメニュー' });
      expect(avatar).toHaveTextContent('A');
      expect(avatar).toHaveAttribute('aria-expanded', 'false');
      await userEvent.click(avatar);
      expect(avatar).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('button', { name: 'ログアウト' })).toBeInTheDocument();
      await userEvent.click(avatar);
      expect(screen.queryByRole('button', { name: 'ログアウト' })).not.toBeInTheDocument();
    });

    it('closes the menu on Escape and returns focus to the avatar', async () => {
      await signedIn();
      const avatar = screen.getByRole('button', { name: 'アカウントメニュー' });
      await userEvent.click(avatar);
      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('button', { name: 'ログアウト' })).not.toBeInTheDocument();
      expect(avatar).toHaveFocus();
    });

    it('closes the menu on a click outside it', async () => {
      await signedIn();
      await userEvent.click(screen.getByRole('button', { name: 'アカウントメニュー' }));
      await userEvent.click(document.body);
      expect(screen.queryByRole('button', { name: 'ログアウト' })).not.toBeInTheDocument();
    });

    it('signs out from the menu and shows サインイン again', async () => {
      const backend = await signedIn();
      await userEvent.click(screen.getByRole('button', { name: 'アカウントメニュー' }));
      await userEvent.click(screen.getByRole('button', { name: 'ログアウト' }));
      expect(backend.signOut).toHaveBeenCalled();
      expect(await screen.findByRole('button', { name: 'サインイン' })).toBeInTheDocument();
    });
  });
});
