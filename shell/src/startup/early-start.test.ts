import { CONTRACT_MANIFEST_KEY, CONTRACT_VERSION, defaultRuntimeConfig } from '@anifan/contract';
import {
  afterFirstPaint,
  earlyRouteRemoteEntry,
  earlyRuntimeConfig,
  earlyStartReady,
  preloadRouteRemote,
  routeForHash,
  startEarly,
  takeEarlyFederationManifests,
  takeEarlyManifest,
} from './early-start';

const manifest = {
  mf_anime: 'http://127.0.0.1:8080/remotes/mf-anime/remoteEntry.js',
  mf_demos: 'https://cdn.example.com/mf-demos/remoteEntry.js',
};

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => [
    link.as,
    link.href,
  ]);

describe('routeForHash', () => {
  it.each([
    ['', 'mf_demos/HomeLanding'],
    ['#/', 'mf_demos/HomeLanding'],
    ['#/animeHome', 'mf_anime/AnimeHome'],
    ['#/animeHome?q=1', 'mf_anime/AnimeHome'],
    ['#/popularAnime/characterDetail', 'mf_character/CharacterDetail'],
    ['#/characterChat', 'mf_chat/CharacterChat'],
    ['#/no/such/page', null],
  ])('%s → %s', (hash, page) => {
    const route = routeForHash(hash);
    expect(route && `${route.remote}/${route.module}`).toBe(page);
  });
});

const animeManifest = (publicPath: string) => ({
  metaData: { publicPath },
  exposes: [
    { name: 'AnimeDetail', assets: { js: { sync: ['100.js', 'detail.js'] } } },
    { name: 'AnimeHome', assets: { js: { sync: ['100.js', 'home.js'], async: ['later.js'] } } },
  ],
});

describe('preloadRouteRemote', () => {
  afterEach(() => document.head.replaceChildren());

  it("preloads the remoteEntry and the files the route's page loads at once, beside the manifest", async () => {
    const fetchJson = jest.fn(async () => animeManifest('auto'));
    await preloadRouteRemote(manifest, '#/animeHome', document, { fetchJson });
    expect(fetchJson).toHaveBeenCalledWith('http://127.0.0.1:8080/remotes/mf-anime/mf-manifest.json');
    expect(preloads()).toEqual([
      ['script', manifest.mf_anime],
      ['script', 'http://127.0.0.1:8080/remotes/mf-anime/100.js'],
      ['script', 'http://127.0.0.1:8080/remotes/mf-anime/home.js'],
    ]);
  });

  it('takes the files from the public path the remote was built with', async () => {
    await preloadRouteRemote(manifest, '#/animeHome', document, {
      fetchJson: async () => animeManifest('https://cdn.example.com/anime/'),
    });
    expect(preloads().slice(1)).toEqual([
      ['script', 'https://cdn.example.com/anime/100.js'],
      ['script', 'https://cdn.example.com/anime/home.js'],
    ]);
  });

  it.each([
    ['cannot be read', () => Promise.reject(new Error('404'))],
    ['is not an object', async () => 'oops'],
    [
      'lists no files for the page',
      async () => ({ exposes: [{ name: 'AnimeHome', assets: { js: { sync: 'x' } } }] }),
    ],
    ['has no exposes', async () => ({ exposes: 'none' })],
  ])('preloads only the remoteEntry when the manifest %s', async (_case, fetchJson) => {
    await preloadRouteRemote(manifest, '#/animeHome', document, { fetchJson });
    expect(preloads()).toEqual([['script', manifest.mf_anime]]);
  });

  it("runs the page's route data script beside the remoteEntry before the manifest has answered", async () => {
    let answer: (body: unknown) => void = () => undefined;
    const fetchJson = () => new Promise<unknown>((resolve) => (answer = resolve));
    const preloading = preloadRouteRemote(manifest, '#/popularAnime/animeDetail', document, {
      fetchJson,
    });
    const scripts = [...document.head.querySelectorAll('script')];
    // At high priority: an inserted async script would otherwise queue behind the preloads.
    expect(scripts.map((script) => [script.src, script.async, script.getAttribute('fetchpriority')])).toEqual(
      [['http://127.0.0.1:8080/remotes/mf-anime/route-data-AnimeDetail.js', true, 'high']],
    );
    // Right after the remoteEntry, before the page's files, which wait for the manifest.
    expect(document.head.children[1]).toBe(scripts[0]);
    answer(animeManifest('auto'));
    await preloading;
    expect(preloads()).toHaveLength(3);
  });

  it('runs the route data script even when the manifest cannot be read', async () => {
    await preloadRouteRemote(manifest, '#/', document, {
      fetchJson: () => Promise.reject(new Error('404')),
    });
    expect([...document.head.querySelectorAll('script')].map((script) => script.src)).toEqual([
      'https://cdn.example.com/mf-demos/route-data-HomeLanding.js',
    ]);
  });

  it('preloads the remoteEntry before the manifest has answered', async () => {
    let answer: (body: unknown) => void = () => undefined;
    const fetchJson = () => new Promise<unknown>((resolve) => (answer = resolve));
    const preloading = preloadRouteRemote(manifest, '#/animeHome', document, { fetchJson });
    expect(preloads()).toEqual([['script', manifest.mf_anime]]);
    answer(animeManifest('auto'));
    await preloading;
    expect(preloads()).toHaveLength(3);
  });

  it('stops waiting for a manifest that does not answer, and preloads the remoteEntry', async () => {
    const never = () => new Promise<unknown>(() => undefined);
    await preloadRouteRemote(manifest, '#/animeHome', document, { fetchJson: never, waitMs: 10 });
    expect(preloads()).toEqual([['script', manifest.mf_anime]]);
  });

  it('fetches nothing ahead for a route whose remote the manifest does not list', async () => {
    const fetchJson = jest.fn(async () => ({}));
    const readManifest = jest.fn(async () => ({}));
    await preloadRouteRemote(manifest, '#/characterChat', document, { fetchJson, readManifest });
    expect(preloads()).toEqual([]);
    expect(fetchJson).not.toHaveBeenCalled();
    expect(readManifest).not.toHaveBeenCalled();
  });

  describe('a page a remote contributes', () => {
    const contributing = (pages: unknown[], exposes = ['MyList']) => ({
      metaData: { publicPath: 'auto', [CONTRACT_MANIFEST_KEY]: CONTRACT_VERSION, anifanPages: pages },
      exposes: exposes.map((name) => ({ name, assets: { js: { sync: ['1.js', `${name}.js`] } } })),
    });
    const myList = { path: '/myList', title: 'マイリスト', navLabel: 'マイリスト', module: 'MyList' };

    it("finds the remote in the remotes' manifests, read once each and kept for the shell, and preloads the page", async () => {
      const fetchJson = jest.fn(async () => ({}));
      const readManifest = jest.fn(async (entry: string) =>
        entry === manifest.mf_anime ? contributing([myList]) : contributing([]),
      );
      const reads = new Map<string, Promise<unknown>>();
      await preloadRouteRemote(manifest, '#/mylist?tab=CURRENT', document, {
        fetchJson,
        readManifest,
        contributedReads: reads,
      });
      expect(preloads()).toEqual([
        ['script', manifest.mf_anime],
        ['script', 'http://127.0.0.1:8080/remotes/mf-anime/1.js'],
        ['script', 'http://127.0.0.1:8080/remotes/mf-anime/MyList.js'],
      ]);
      expect([...document.head.querySelectorAll('script')].map((script) => script.src)).toEqual([
        'http://127.0.0.1:8080/remotes/mf-anime/route-data-MyList.js',
      ]);
      expect(fetchJson).not.toHaveBeenCalled();
      expect(readManifest.mock.calls).toEqual([[manifest.mf_anime], [manifest.mf_demos]]);
      expect([...reads.keys()]).toEqual([
        'http://127.0.0.1:8080/remotes/mf-anime/mf-manifest.json',
        'https://cdn.example.com/mf-demos/mf-manifest.json',
      ]);
      await expect(reads.get('https://cdn.example.com/mf-demos/mf-manifest.json')).resolves.toEqual(
        contributing([]),
      );
    });

    it('takes the earlier remote in REMOTE_NAMES for a path two remotes claim, whichever answers first', async () => {
      let answerAnime: (body: unknown) => void = () => undefined;
      const readManifest = (entry: string) =>
        entry === manifest.mf_anime
          ? new Promise<unknown>((resolve) => (answerAnime = resolve))
          : Promise.resolve(contributing([myList]));
      const preloading = preloadRouteRemote(manifest, '#/myList', document, { readManifest });
      await Promise.resolve();
      answerAnime(contributing([myList]));
      await preloading;
      expect(preloads()[0]).toEqual(['script', manifest.mf_anime]);
    });

    it.each([
      ['no remote declares the path', () => contributing([{ ...myList, path: '/other' }])],
      ['the declared module is not exposed', () => contributing([myList], ['Other'])],
      [
        'the remote was built against another major of the contract',
        () => ({
          ...contributing([myList]),
          metaData: { publicPath: 'auto', [CONTRACT_MANIFEST_KEY]: '1.0.0', anifanPages: [myList] },
        }),
      ],
      ['the manifests cannot be read', () => Promise.reject(new Error('404'))],
      ['the manifests do not answer in time', () => new Promise<unknown>(() => undefined)],
    ])('preloads nothing when %s', async (_case, read) => {
      await preloadRouteRemote(manifest, '#/myList', document, {
        readManifest: async () => read(),
        waitMs: 10,
      });
      expect(preloads()).toEqual([]);
      expect(document.head.querySelectorAll('script')).toHaveLength(0);
    });
  });
});

describe('startEarly', () => {
  afterEach(() => {
    document.head.replaceChildren();
    // A fresh page: boot.js has not run yet.
    delete window.__ANIFAN_STARTUP__;
  });

  const config = (preload = true) =>
    Promise.resolve({ ...defaultRuntimeConfig('http://127.0.0.1:8080'), startup: { preload } });

  it('hands its manifest request over once, with the route preloads in place, then leaves the fetching to the caller', async () => {
    const fetchManifest = jest.fn(async () => manifest);
    const fetchJson = jest.fn(async () => ({}));
    const runtimeConfig = config();
    startEarly(runtimeConfig, 'http://127.0.0.1:8080/remotes.json', fetchManifest, { fetchJson });
    await earlyStartReady();
    // The route here is `/`, served by mf_demos.
    expect(preloads()).toEqual([['script', manifest.mf_demos]]);
    expect(fetchJson).toHaveBeenCalledWith('https://cdn.example.com/mf-demos/mf-manifest.json');
    expect(fetchManifest).toHaveBeenCalledWith('http://127.0.0.1:8080/remotes.json');
    await expect(takeEarlyManifest()).resolves.toEqual(manifest);
    expect(takeEarlyManifest()).toBeNull();
    expect(earlyRuntimeConfig()).toBe(runtimeConfig);
  });

  it('hands the federation manifests it read for a contributed page over once', async () => {
    window.location.hash = '#/myList';
    try {
      const readManifest = jest.fn(async () => ({ metaData: {} }));
      startEarly(config(), 'http://127.0.0.1:8080/remotes.json', async () => manifest, { readManifest });
      await earlyStartReady();
      const reads = takeEarlyFederationManifests();
      expect([...reads.keys()]).toEqual([
        'http://127.0.0.1:8080/remotes/mf-anime/mf-manifest.json',
        'https://cdn.example.com/mf-demos/mf-manifest.json',
      ]);
      expect(takeEarlyFederationManifests().size).toBe(0);
    } finally {
      window.location.hash = '';
    }
  });

  it('preloads nothing when the runtime config switches start-up preloading off', async () => {
    const fetchJson = jest.fn(async () => ({}));
    startEarly(config(false), 'http://127.0.0.1:8080/remotes.json', async () => manifest, { fetchJson });
    await earlyStartReady();
    expect(preloads()).toEqual([]);
    expect(fetchJson).not.toHaveBeenCalled();
    await expect(takeEarlyManifest()).resolves.toEqual(manifest);
  });

  it('leaves a failed request to the caller to report, and lets the app start', async () => {
    startEarly(config(), 'http://127.0.0.1:8080/remotes.json', () => Promise.reject(new Error('503')));
    await expect(earlyStartReady()).resolves.toBeUndefined();
    await expect(takeEarlyManifest()).rejects.toThrow('503');
    expect(preloads()).toEqual([]);
  });

  it('lets the app start and fetch for itself when boot.js never ran', async () => {
    await expect(earlyStartReady()).resolves.toBeUndefined();
    expect(takeEarlyManifest()).toBeNull();
    expect(earlyRuntimeConfig()).toBeNull();
    await expect(earlyRouteRemoteEntry('#/animeHome')).resolves.toBeNull();
  });
});

describe('earlyRouteRemoteEntry', () => {
  afterEach(() => {
    document.head.replaceChildren();
    delete window.__ANIFAN_STARTUP__;
  });

  const start = (fetchManifest: () => Promise<typeof manifest>) =>
    startEarly(
      Promise.resolve(defaultRuntimeConfig('http://127.0.0.1:8080')),
      'http://127.0.0.1:8080/remotes.json',
      fetchManifest,
      { fetchJson: async () => ({}) },
    );

  it("names the opened route's remoteEntry from boot's /remotes.json, and leaves the request to the app", async () => {
    const fetchManifest = jest.fn(async () => manifest);
    start(fetchManifest);
    await expect(earlyRouteRemoteEntry('#/animeHome')).resolves.toBe(manifest.mf_anime);
    await expect(earlyRouteRemoteEntry('')).resolves.toBe(manifest.mf_demos);
    // Not taken over: the registry still gets the same request, and nothing was fetched twice.
    await expect(takeEarlyManifest()).resolves.toEqual(manifest);
    expect(fetchManifest).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a hash that is no route', '#/nowhere'],
    ['a route whose remote remotes.json does not list', '#/characterChat'],
  ])('is null for %s', async (_case, hash) => {
    start(async () => manifest);
    await expect(earlyRouteRemoteEntry(hash)).resolves.toBeNull();
  });

  it('is null when /remotes.json failed, leaving the failure to the registry', async () => {
    start(() => Promise.reject(new Error('503')));
    await expect(earlyRouteRemoteEntry('#/animeHome')).resolves.toBeNull();
    await expect(takeEarlyManifest()).rejects.toThrow('503');
  });

  it('is null once the app has taken the request over', async () => {
    start(async () => manifest);
    await takeEarlyManifest();
    await expect(earlyRouteRemoteEntry('#/animeHome')).resolves.toBeNull();
  });
});

describe('afterFirstPaint', () => {
  const setVisibility = (state: DocumentVisibilityState) =>
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    setVisibility('visible');
  });

  it('settles only after two frames, so the first one has been painted', async () => {
    jest.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    let settled = false;
    void afterFirstPaint().then(() => (settled = true));
    await jest.runAllTimersAsync();
    expect(settled).toBe(false);
    frames.shift()!(0);
    await jest.runAllTimersAsync();
    expect(settled).toBe(false);
    frames.shift()!(16);
    await jest.runAllTimersAsync();
    expect(settled).toBe(true);
  });

  it('does not wait for frames in a hidden page, or once the page is hidden', async () => {
    const frame = jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    setVisibility('hidden');
    await expect(afterFirstPaint()).resolves.toBeUndefined();
    expect(frame).not.toHaveBeenCalled();

    setVisibility('visible');
    const waiting = afterFirstPaint();
    setVisibility('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    await expect(waiting).resolves.toBeUndefined();
  });
});
