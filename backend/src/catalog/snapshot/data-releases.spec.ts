import { readFileSync } from 'node:fs';
import path from 'node:path';
import { bangumiDataPublishedAt } from './data-releases';
import { BACKEND_ROOT } from './snapshot-files';

describe('bangumiDataPublishedAt', () => {
  it('knows when the installed bangumi-data was published, so the snapshot can be built', () => {
    const main = require.resolve('bangumi-data', { paths: [BACKEND_ROOT] });
    const manifest = path.resolve(path.dirname(main), '..', 'package.json');
    const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
    expect(Date.parse(bangumiDataPublishedAt(version))).not.toBeNaN();
  });

  it('answers the publication instant npm gives the release', () => {
    expect(bangumiDataPublishedAt('0.3.208')).toBe('2026-05-15T06:02:16.679Z');
  });

  it('stops the build, saying what to add, for a release it does not know', () => {
    expect(() => bangumiDataPublishedAt('9.9.9')).toThrow(
      /bangumi-data 9\.9\.9 has no publication date.*npm view bangumi-data@9\.9\.9 time/,
    );
  });
});
