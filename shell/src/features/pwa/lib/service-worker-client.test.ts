import { ACTIVATED_MESSAGE, NAVIGATE_MESSAGE, OFFLINE_MESSAGE } from '../worker/messages';
import { runsAnotherBuild, startServiceWorkerClient } from './service-worker-client';

/** A ServiceWorkerContainer as far as the client uses it. */
function fakeContainer(controller: object | null = null) {
  const target = new EventTarget();
  const register = jest.fn(async () => ({}) as ServiceWorkerRegistration);
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
