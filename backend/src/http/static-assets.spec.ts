import { cacheControlFor, IMMUTABLE, REVALIDATE } from './static-assets';

describe('cacheControlFor', () => {
  it.each([
    ['/dist/165.86382e9b.js', IMMUTABLE],
    ['/dist/325.0d58bbdb.js.map', IMMUTABLE],
    ['/dist/assets/no_image_yoko.1a2b3c4d.jpg', IMMUTABLE],
    ['/dist/src_pages_AnimeHome_tsx.0123abcd.js', IMMUTABLE],
    ['/dist/index.html', REVALIDATE],
    ['/dist/remoteEntry.js', REVALIDATE],
    ['/dist/main.js', REVALIDATE],
    ['/dist/mf-manifest.json', REVALIDATE],
    ['/dist/downloads/markitdown-setup.tar.gz', REVALIDATE],
    ['/dist/assets/logo.png', REVALIDATE],
    ['/dist/a1b2c3d4/main.js', REVALIDATE],
    ['/dist/short.abc123.js', REVALIDATE],
  ])('%s → %s', (filePath, expected) => {
    expect(cacheControlFor(filePath)).toBe(expected);
  });
});
