import { coverPreloadFailed, preloadCover } from './cover-preload';

const COVER = 'https://lain.bgm.tv/pic/cover/l/jujutsu.jpg';
const preloads = () => [
  ...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]'),
];

afterEach(() => document.head.replaceChildren());

describe('preloadCover', () => {
  it('preloads the cover at high priority', () => {
    preloadCover(COVER);
    expect(preloads().map((link) => [link.href, link.getAttribute('fetchpriority')])).toEqual([
      [COVER, 'high'],
    ]);
  });
});

describe('coverPreloadFailed', () => {
  it('is false while the preload loads and once it has loaded', () => {
    preloadCover(COVER);
    expect(coverPreloadFailed(COVER)).toBe(false);
    preloads()[0]?.dispatchEvent(new Event('load'));
    expect(coverPreloadFailed(COVER)).toBe(false);
  });

  it('is true once the preload has failed, for that cover only', () => {
    preloadCover(COVER);
    preloadCover('https://lain.bgm.tv/pic/cover/l/other.jpg');
    preloads()[0]?.dispatchEvent(new Event('error'));
    expect(coverPreloadFailed(COVER)).toBe(true);
    expect(coverPreloadFailed('https://lain.bgm.tv/pic/cover/l/other.jpg')).toBe(false);
  });

  it('is false without a preload (the standalone page) and for no cover', () => {
    expect(coverPreloadFailed(COVER)).toBe(false);
    expect(coverPreloadFailed('')).toBe(false);
  });
});
