import { NAVIGATE_MESSAGE, OFFLINE_MESSAGE } from '../worker/messages';
import { startServiceWorkerClient } from './service-worker-client';

/** A ServiceWorkerContainer as far as the client uses it. */
function fakeContainer(controller: object | null = null) {
  const target = new EventTarget();
  const register = jest.fn(async () => ({}) as ServiceWorkerRegistration);
  const container = Object.assign(target, { controller, register }) as unknown as ServiceWorkerContainer;
  const post = (data: unknown) => target.dispatchEvent(new MessageEvent('message', { data }));
  return { container, register, post, target };
}

/** A window whose load state and location the test controls. */
function fakeWindow({ loaded = true, online = true } = {}) {
  const target = new EventTarget();
  const assign = jest.fn();
  const page = Object.assign(target, {
    navigator: { onLine: online },
    document: { readyState: loaded ? 'complete' : 'loading', baseURI: 'https://anifan.example/app/' },
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

  it("says a newer deployment took over only when a worker replaces the page's controller", () => {
    const first = fakeContainer(null);
    const fresh = startServiceWorkerClient({
      window: fakeWindow().page,
      container: first.container,
      register: true,
    });
    first.target.dispatchEvent(new Event('controllerchange'));
    expect(fresh.snapshot().updated).toBe(false);
    first.target.dispatchEvent(new Event('controllerchange'));
    expect(fresh.snapshot().updated).toBe(true);

    const controlled = fakeContainer({});
    const client = startServiceWorkerClient({
      window: fakeWindow().page,
      container: controlled.container,
      register: true,
    });
    controlled.target.dispatchEvent(new Event('controllerchange'));
    expect(client.snapshot().updated).toBe(true);
  });
});
