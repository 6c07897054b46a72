import {
  ACTIVATED_MESSAGE,
  NAVIGATE_MESSAGE,
  OFFLINE_MESSAGE,
  SKIP_WAITING_MESSAGE,
} from '../worker/messages';
import { runsAnotherBuild, SKIP_WAITING_RETRY_MS, startServiceWorkerClient } from './service-worker-client';

/** A ServiceWorker as far as the client uses it: its state, its statechange events, the messages it gets. */
function fakeWorker(state: ServiceWorkerState) {
  return Object.assign(new EventTarget(), { state, postMessage: jest.fn() });
}
type FakeWorker = ReturnType<typeof fakeWorker>;

/** A ServiceWorkerRegistration as far as the client uses it. */
function fakeRegistration(waiting: FakeWorker | null = null) {
  return Object.assign(new EventTarget(), {
    waiting,
    installing: null as FakeWorker | null,
  });
}
type FakeRegistration = ReturnType<typeof fakeRegistration>;

/** A ServiceWorkerContainer as far as the client uses it. */
function fakeContainer(
  controller: object | null = null,
  registration: FakeRegistration = fakeRegistration(),
) {
  const target = new EventTarget();
  const register = jest.fn(async () => registration as unknown as ServiceWorkerRegistration);
  const container = Object.assign(target, { controller, register }) as unknown as ServiceWorkerContainer;
  const post = (data: unknown) => target.dispatchEvent(new MessageEvent('message', { data }));
  return { container, register, post, target };
}

const BASE = 'https://anifan.example/app/';

/** A document at BASE whose index.html preloads these start-up chunks. */
function fakeDocument(preloads: string[], readyState = 'complete'): Document {
  const links = preloads.map((href) => {
    const link = document.createElement('link');
    Object.assign(link, { rel: 'preload', as: 'script' });
    link.setAttribute('href', href);
    return link;
  });
  return {
    readyState,
    baseURI: BASE,
    querySelectorAll: (selector: string) => (selector === 'link[rel="preload"][as="script"]' ? links : []),
  } as unknown as Document;
}

/** A window whose load state and location the test controls. */
function fakeWindow({ loaded = true, online = true, preloads = ['react-dom.ab2158bd.js'] } = {}) {
  const target = new EventTarget();
  const assign = jest.fn();
  const page = Object.assign(target, {
    navigator: { onLine: online },
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
    document: fakeDocument(preloads, loaded ? 'complete' : 'loading'),
    location: { href: 'https://anifan.example/app/#/', origin: 'https://anifan.example', assign },
  }) as unknown as Window;
  return { page, assign, target };
}

describe('startServiceWorkerClient', () => {
  it('registers sw.js beside index.html once the page has loaded, bypassing the HTTP cache', () => {
    const { container, register } = fakeContainer();
    const { page, target } = fakeWindow({ loaded: false });
    startServiceWorkerClient({ window: page, container, register: true });
    expect(register).not.toHaveBeenCalled();
    target.dispatchEvent(new Event('load'));
    expect(register).toHaveBeenCalledWith('https://anifan.example/app/sw.js', { updateViaCache: 'none' });
  });

  it('registers at once when the page had already loaded, and not at all in development', () => {
    const loaded = fakeContainer();
    startServiceWorkerClient({ window: fakeWindow().page, container: loaded.container, register: true });
    expect(loaded.register).toHaveBeenCalledTimes(1);
    const development = fakeContainer();
    startServiceWorkerClient({
      window: fakeWindow().page,
      container: development.container,
      register: false,
    });
    expect(development.register).not.toHaveBeenCalled();
  });

  it('asks a worker it finds waiting to activate, and again while that worker still waits', async () => {
    jest.useFakeTimers();
    try {
      const waiting = fakeWorker('installed');
      const registration = fakeRegistration(waiting);
      const { container } = fakeContainer(null, registration);
      startServiceWorkerClient({ window: fakeWindow().page, container, register: true });
      await Promise.resolve();
      expect(waiting.postMessage).toHaveBeenCalledTimes(1);
      expect(waiting.postMessage).toHaveBeenCalledWith({ type: SKIP_WAITING_MESSAGE });
      jest.advanceTimersByTime(SKIP_WAITING_RETRY_MS[0]);
      expect(waiting.postMessage).toHaveBeenCalledTimes(2);
      // Activated meanwhile: not asked again.
      registration.waiting = null;
      jest.advanceTimersByTime(SKIP_WAITING_RETRY_MS[1]);
      expect(waiting.postMessage).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('asks a newer worker to activate once it has installed, not before', async () => {
    jest.useFakeTimers();
    try {
      const registration = fakeRegistration();
      const { container } = fakeContainer(null, registration);
      startServiceWorkerClient({ window: fakeWindow().page, container, register: true });
      await Promise.resolve();
      const newer = fakeWorker('installing');
      registration.installing = newer;
      registration.dispatchEvent(new Event('updatefound'));
      expect(newer.postMessage).not.toHaveBeenCalled();
      newer.state = 'installed';
      registration.installing = null;
      registration.waiting = newer;
      newer.dispatchEvent(new Event('statechange'));
      expect(newer.postMessage).toHaveBeenCalledWith({ type: SKIP_WAITING_MESSAGE });
    } finally {
      jest.useRealTimers();
    }
  });

  it('works without service workers (an http:// origin): online state only, nothing registered', () => {
    const { page, target } = fakeWindow();
    const client = startServiceWorkerClient({ window: page, container: undefined, register: true });
    target.dispatchEvent(new Event('offline'));
    expect(client.snapshot()).toEqual({ offline: true, updated: false });
  });

  it('is offline when the browser says so or the worker answered from its cache, online again on `online`', () => {
    const { container, post } = fakeContainer();
    const { page, target } = fakeWindow({ online: false });
    const client = startServiceWorkerClient({ window: page, container, register: true });
    const seen: boolean[] = [];
    client.state$.subscribe((state) => seen.push(state.offline));
    target.dispatchEvent(new Event('online'));
    post({ type: OFFLINE_MESSAGE });
    post({ type: 'something-else' });
    target.dispatchEvent(new Event('online'));
    expect(seen).toEqual([true, false, true, false]);
  });

  it('goes where a clicked notification leads, within the app only', () => {
    const { container, post } = fakeContainer();
    const { page, assign } = fakeWindow();
    startServiceWorkerClient({ window: page, container, register: true });
    post({ type: NAVIGATE_MESSAGE, url: 'https://anifan.example/app/#/notifications' });
    post({ type: NAVIGATE_MESSAGE, url: 'https://evil.example/#/x' });
    post({ type: NAVIGATE_MESSAGE, url: 42 });
    expect(assign.mock.calls).toEqual([['https://anifan.example/app/#/notifications']]);
  });

  it("says another deployment took over when the new worker's build lacks the page's start-up chunks", () => {
    const same = fakeContainer({});
    const current = startServiceWorkerClient({
      window: fakeWindow().page,
      container: same.container,
      register: true,
    });
    same.post({ type: ACTIVATED_MESSAGE, files: ['./', 'main.js', 'react-dom.ab2158bd.js'] });
    expect(current.snapshot().updated).toBe(false);

    const newer = fakeContainer({});
    const old = startServiceWorkerClient({
      window: fakeWindow().page,
      container: newer.container,
      register: true,
    });
    newer.post({ type: ACTIVATED_MESSAGE, files: 'not a list' });
    expect(old.snapshot().updated).toBe(false);
    newer.post({ type: ACTIVATED_MESSAGE, files: ['./', 'main.js', 'react-dom.99999999.js'] });
    expect(old.snapshot().updated).toBe(true);
  });
});

describe('runsAnotherBuild', () => {
  it('compares the chunks index.html preloads, relative to the page, with the build', () => {
    const page = fakeDocument([
      'singletons.5954663e.js',
      `${BASE}react-dom.ab2158bd.js`,
      'https://cdn.example/x.12345678.js',
      // What boot.js preloads for the opened route: the remote's files, not the shell's build.
      'remotes/mf-anime/remoteEntry.js',
      'remotes/mf-anime/233.45a23a6f.js',
    ]);
    expect(runsAnotherBuild(page, ['react-dom.ab2158bd.js', 'singletons.5954663e.js'])).toBe(false);
    expect(runsAnotherBuild(page, ['react-dom.ab2158bd.js'])).toBe(true);
    expect(runsAnotherBuild(fakeDocument([]), [])).toBe(false);
  });
});
