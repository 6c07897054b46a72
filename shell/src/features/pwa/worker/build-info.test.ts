import { buildCacheName, DATA_CACHE, staleCaches } from './build-info';

describe('the caches', () => {
  it("names one cache per build, and finds the other builds' caches to delete, never the list data", () => {
    expect(buildCacheName('abc123')).toBe('anifan-build-abc123');
    expect(
      staleCaches(
        ['anifan-build-old1', 'anifan-build-abc123', DATA_CACHE, 'anifan-build-old2', 'other-app'],
        'abc123',
      ),
    ).toEqual(['anifan-build-old1', 'anifan-build-old2']);
  });
});
