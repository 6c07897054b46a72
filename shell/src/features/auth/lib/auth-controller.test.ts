import { firstValueFrom } from 'rxjs';
import { alice, createFakeBackend, createTestAuth, firebaseConfig } from '../../../testing/fake-auth';
import { BEFORE_SIGN_OUT_TIMEOUT_MS, createShellAuth } from './auth-controller';

const authError = (code: string) => Object.assign(new Error(code), { code });

describe('createShellAuth', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('is loading until the first callback, then signed in or out', async () => {
    const backend = createFakeBackend();
    const auth = createTestAuth(backend);
    expect(auth.snapshot()).toEqual({ status: 'loading', user: null });
    auth.start();
    await Promise.resolve();
    backend.emit(alice);
    expect(auth.snapshot()).toEqual({ status: 'signedIn', user: alice });
    backend.emit(null);
    expect(auth.snapshot()).toEqual({ status: 'signedOut', user: null });
  });

  it("carries the provider's moderator flag, and tells the pages only of a user that changed", async () => {
    const backend = createFakeBackend();
    const auth = createTestAuth(backend);
    const states: unknown[] = [];
    auth.state$.subscribe((state) => states.push(state));
    auth.start();
    await Promise.resolve();
    backend.emit({ ...alice, moderator: false });
    // A token refresh that brings nothing new (the hourly one) is not a new state.
    backend.emit({ ...alice, moderator: false });
    expect(states).toHaveLength(2);
    // A refresh that brings the granted claim is.
    backend.emit({ ...alice, moderator: true });
    expect(auth.snapshot()).toEqual({ status: 'signedIn', user: { ...alice, moderator: true } });
    backend.emit({ ...alice, moderator: false });
    expect(auth.snapshot()).toEqual({ status: 'signedIn', user: { ...alice, moderator: false } });
    expect(states).toHaveLength(4);
  });

  it('marks a likely guest while loading, asks nothing of the provider for its token, and lets the first callback decide', async () => {
    const backend = createFakeBackend();
    const load = jest.fn(async () => backend);
    const auth = createShellAuth(firebaseConfig(null), load, true);
    expect(auth.snapshot()).toEqual({ status: 'loading', user: null, likelyGuest: true });
    await expect(auth.getIdToken()).resolves.toBeNull();
    expect(load).not.toHaveBeenCalled();
    auth.start();
    await Promise.resolve();
    backend.emit(alice);
    expect(auth.snapshot()).toEqual({ status: 'signedIn', user: alice });
    await expect(auth.getIdToken()).resolves.toBe('id-token');
  });

  it('runs what must be done while signed in before signing out, waiting a few seconds at most', async () => {
    const backend = createFakeBackend();
    const auth = createTestAuth(backend);
    auth.start();
    await Promise.resolve();
    backend.emit(alice);
    const order: string[] = [];
    (backend.signOut as jest.Mock).mockImplementation(async () => {
      order.push('signed out');
      backend.emit(null);
    });
    const remove = auth.beforeSignOut(async () => {
      order.push(`push removed with ${String(await auth.getIdToken())}`);
    });
    auth.beforeSignOut(async () => {
      throw new Error('offline');
    });
    await auth.signOut();
    expect(order).toEqual(['push removed with id-token', 'signed out']);

    // A task that hangs holds the sign-out back a few seconds only; a removed one is not run.
    remove();
    backend.emit(alice);
    jest.useFakeTimers();
    auth.beforeSignOut(() => new Promise(() => undefined));
    const signingOut = auth.signOut();
    await jest.advanceTimersByTimeAsync(BEFORE_SIGN_OUT_TIMEOUT_MS);
    await signingOut;
    jest.useRealTimers();
    expect(order).toEqual(['push removed with id-token', 'signed out', 'signed out']);
  });

  it('gives a guest no ID token and a signed-in user the provider token', async () => {
    const backend = createFakeBackend();
    const auth = createTestAuth(backend);
    const pending = auth.getIdToken();
    await Promise.resolve();
    backend.emit(null);
    await expect(pending).resolves.toBeNull();
    backend.emit(alice);
    await expect(auth.getIdToken()).resolves.toBe('id-token');
  });

  it.each(['auth/user-disabled', 'auth/user-token-expired'])(
    'signs the user out when the token refresh fails with %s',
    async (code) => {
      const backend = createFakeBackend({ getIdToken: jest.fn(async () => Promise.reject(authError(code))) });
      const auth = createTestAuth(backend);
      auth.start();
      await Promise.resolve();
      backend.emit(alice);
      await expect(auth.getIdToken()).resolves.toBeNull();
      expect(backend.signOut).toHaveBeenCalled();
      expect(auth.snapshot().status).toBe('signedOut');
    },
  );

  it.each([
    'auth/popup-closed-by-user',
    'auth/popup-blocked',
    'auth/cancelled-popup-request',
    'auth/network-request-failed',
  ])('drops the popup failure %s silently', async (code) => {
    const backend = createFakeBackend({
      signInWithPopup: jest.fn(async () => Promise.reject(authError(code))),
    });
    const auth = createTestAuth(backend, null);
    await auth.signIn();
    expect(consoleError).not.toHaveBeenCalled();
    expect(backend.signOut).not.toHaveBeenCalled();
  });

  it('signs out when the popup sign-in says the user is disabled', async () => {
    const backend = createFakeBackend({
      signInWithPopup: jest.fn(async () => Promise.reject(authError('auth/user-disabled'))),
    });
    await createTestAuth(backend, null).signIn();
    expect(backend.signOut).toHaveBeenCalled();
  });

  it('logs ログイン失敗 when sign-in cannot even start', async () => {
    const failure = new Error('chunk load failed');
    const auth = createShellAuth(firebaseConfig(null), async () => Promise.reject(failure));
    await auth.signIn();
    expect(consoleError).toHaveBeenCalledWith('ログイン失敗', failure);
    expect(auth.snapshot().status).toBe('signedOut');
  });

  it('logs ログアウト失敗 when sign-out fails', async () => {
    const failure = new Error('offline');
    const backend = createFakeBackend({ signOut: jest.fn(async () => Promise.reject(failure)) });
    await createTestAuth(backend).signOut();
    expect(consoleError).toHaveBeenCalledWith('ログアウト失敗', failure);
  });

  it("keeps the picker open during the emulator's Google popup and closes it once signed in", async () => {
    let finish: () => void = () => undefined;
    const popup = new Promise<void>((resolve) => (finish = resolve));
    const backend = createFakeBackend({ signInWithPopup: jest.fn(() => popup) });
    const auth = createTestAuth(backend, '127.0.0.1:9099');
    await auth.signIn();
    const pending = auth.signInWithEmulatorPopup();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(backend.signInWithPopup).toHaveBeenCalled();
    expect(auth.testSignInOpen()).toBe(true);
    finish();
    await pending;
    expect(auth.testSignInOpen()).toBe(false);
  });

  it.each(['auth/popup-closed-by-user', 'auth/popup-blocked', 'auth/internal-error'])(
    "hands the emulator's popup failure %s to the picker, which stays open",
    async (code) => {
      const failure = authError(code);
      const backend = createFakeBackend({ signInWithPopup: jest.fn(async () => Promise.reject(failure)) });
      const auth = createTestAuth(backend, '127.0.0.1:9099');
      await auth.signIn();
      await expect(auth.signInWithEmulatorPopup()).rejects.toBe(failure);
      expect(auth.testSignInOpen()).toBe(true);
      expect(consoleError).not.toHaveBeenCalled();
      expect(auth.snapshot().status).not.toBe('signedIn');
    },
  );

  it("logs ログイン失敗 and rejects when the emulator's popup cannot even start", async () => {
    const failure = new Error('chunk load failed');
    const auth = createShellAuth(firebaseConfig('127.0.0.1:9099'), async () => Promise.reject(failure));
    await expect(auth.signInWithEmulatorPopup()).rejects.toBe(failure);
    expect(consoleError).toHaveBeenCalledWith('ログイン失敗', failure);
  });

  it('opens the test-account picker instead of a popup on the emulator', async () => {
    const backend = createFakeBackend();
    const auth = createTestAuth(backend, '127.0.0.1:9099');
    expect(auth.mode).toBe('emulator');
    await auth.signIn();
    expect(await firstValueFrom(auth.testSignInOpen$)).toBe(true);
    expect(backend.signInWithPopup).not.toHaveBeenCalled();
    auth.closeTestSignIn();
    expect(auth.testSignInOpen()).toBe(false);
  });
});
