import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Logger } from '@nestjs/common';
import { SnapshotLoader } from './snapshot-loader';
import type { CatalogSnapshot } from './snapshot-types';

const snapshot = (newestSeason: string): CatalogSnapshot => ({
  format: 4,
  sources: { bangumiData: '1', bgmd: '1', publishedAt: '2026-05-15T06:02:16.679Z' },
  newestSeason,
  oldestSeason: '2001-winter',
  sites: {},
  works: [],
});

beforeEach(() => {
  jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('SnapshotLoader', () => {
  it('reads the built snapshot file without building', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'snapshot-')), 'catalog-snapshot.json');
    writeFileSync(file, JSON.stringify(snapshot('2026-spring')));
    const build = jest.fn(() => snapshot('built'));
    expect(new SnapshotLoader({ snapshotPath: file }, build).load()?.newestSeason).toBe('2026-spring');
    expect(build).not.toHaveBeenCalled();
  });

  it.each([
    ['is missing', null],
    ['holds another format', JSON.stringify({ format: 2, works: [] })],
    ['holds format 3, which has no publication date', JSON.stringify({ format: 3, works: [], sites: {} })],
    ['is not JSON', '{"format": 3,'],
  ])('builds in-process when the file %s', (_label, content) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'snapshot-'));
    const file = path.join(dir, 'catalog-snapshot.json');
    if (content !== null) writeFileSync(file, content);
    expect(new SnapshotLoader({ snapshotPath: file }, () => snapshot('built')).load()?.newestSeason).toBe(
      'built',
    );
  });

  it('answers null (not ready) when neither the file nor the packages give a snapshot', () => {
    const loader = new SnapshotLoader({ snapshotPath: '/nonexistent/catalog-snapshot.json' }, () => {
      throw new Error('bangumi-data is not installed');
    });
    expect(loader.load()).toBeNull();
    expect(Logger.prototype.error).toHaveBeenCalledWith(
      expect.stringContaining('bangumi-data is not installed'),
    );
  });
});
