// Where the snapshot lives and how it is produced from the installed data packages.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { bangumiDataPublishedAt } from './data-releases';
import {
  buildSnapshot,
  type BangumiDataItem,
  type BangumiDataSiteMeta,
  type BgmdBangumi,
} from './snapshot-builder';
import type { CatalogSnapshot } from './snapshot-types';

/** The backend package root: the same three levels up from src/catalog/snapshot and dist/catalog/snapshot. */
export const BACKEND_ROOT = path.resolve(__dirname, '../../..');
export const SNAPSHOT_PATH = path.join(BACKEND_ROOT, '.generated', 'catalog-snapshot.json');

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

/** Reads bangumi-data and bgmd (by file: bgmd's exports map hides package.json) and builds the snapshot. */
export function buildSnapshotFromPackages(): CatalogSnapshot {
  const bangumiDataMain = require.resolve('bangumi-data', { paths: [BACKEND_ROOT] });
  const bangumiDataRoot = path.resolve(path.dirname(bangumiDataMain), '..');
  // bgmd/full holds more works than bgmd's default index; its calendar adds the airing season's.
  const bgmdFull = require.resolve('bgmd/full', { paths: [BACKEND_ROOT] });
  const bgmdCalendar = require.resolve('bgmd/calendar', { paths: [BACKEND_ROOT] });
  const bgmdRoot = path.resolve(path.dirname(bgmdFull), '..');
  const data = readJson<{ items: BangumiDataItem[]; siteMeta: Record<string, BangumiDataSiteMeta> }>(
    bangumiDataMain,
  );
  const full = readJson<{ bangumis: BgmdBangumi[] }>(bgmdFull).bangumis;
  const calendar = readJson<{ calendar: BgmdBangumi[][]; web: BgmdBangumi[] }>(bgmdCalendar);
  const known = new Set(full.map((b) => b.id));
  const airing = [...calendar.calendar.flat(), ...calendar.web].filter((b) => !known.has(b.id));
  const bangumiData = readJson<{ version: string }>(path.join(bangumiDataRoot, 'package.json')).version;
  return buildSnapshot(
    data.items,
    [...full, ...airing],
    {
      bangumiData,
      bgmd: readJson<{ version: string }>(path.join(bgmdRoot, 'package.json')).version,
      publishedAt: bangumiDataPublishedAt(bangumiData),
    },
    data.siteMeta,
  );
}

export function readSnapshotFile(file = SNAPSHOT_PATH): CatalogSnapshot {
  const snapshot = readJson<CatalogSnapshot>(file);
  if (snapshot.format !== 4 || !Array.isArray(snapshot.works) || typeof snapshot.sites !== 'object') {
    throw new Error(`${file} is not a catalogue snapshot (format ${String(snapshot.format)})`);
  }
  return snapshot;
}
