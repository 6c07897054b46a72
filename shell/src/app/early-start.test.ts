import { preloadRouteRemote, remoteForHash, startEarly, takeEarlyManifest } from './early-start';

const manifest = {
  mf_anime: 'http://127.0.0.1:8080/remotes/mf-anime/remoteEntry.js',
  mf_demos: 'https://cdn.example.com/mf-demos/remoteEntry.js',
};

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => [
    link.as,
    link.href,
  ]);

describe('remoteForHash', () => {
  it.each([
    ['', 'mf_demos'],
    ['#/', 'mf_demos'],
    ['#/animeHome', 'mf_anime'],
    ['#/animeHome?q=1', 'mf_anime'],
    ['#/popularAnime/characterDetail', 'mf_character'],
    ['#/characterChat', 'mf_chat'],
    ['#/no/such/page', null],
  ])('%s → %s', (hash, remote) => {
    expect(remoteForHash(hash)).toBe(remote);
  });
});

describe('preloadRouteRemote', () => {
  afterEach(() => document.head.replaceChildren());

  it.each([
    ['#/animeHome', [['script', manifest.mf_anime]]],
    ['', [['script', manifest.mf_demos]]],
    // Not in the manifest, or not a route: nothing to fetch ahead.
    ['#/characterChat', []],
    ['#/nowhere', []],
  ])('for %s preloads %j', (hash, expected) => {
    preloadRouteRemote(manifest, hash, document);
    expect(preloads()).toEqual(expected);
  });
});

describe('startEarly', () => {
  afterEach(() => document.head.replaceChildren());

  it('hands its manifest request over once, then leaves the fetching to the caller', async () => {
    const fetchManifest = jest.fn(async () => manifest);
    startEarly('http://127.0.0.1:8080/remotes.json', fetchManifest);
    await expect(takeEarlyManifest()).resolves.toEqual(manifest);
    expect(takeEarlyManifest()).toBeNull();
    expect(fetchManifest).toHaveBeenCalledWith('http://127.0.0.1:8080/remotes.json');
    expect(preloads()).toEqual([['script', manifest.mf_demos]]);
  });

  it('leaves a failed request to the caller to report', async () => {
    startEarly('http://127.0.0.1:8080/remotes.json', () => Promise.reject(new Error('503')));
    await expect(takeEarlyManifest()).rejects.toThrow('503');
    expect(preloads()).toEqual([]);
  });
});
