// The shape of the embedded catalogue snapshot (backend/.generated/catalog-snapshot.json).
import type { Season as SeasonName } from '@anifan/contract';

export interface SnapshotWork {
  /** The AniList id when bangumi-data knows it, else a stable synthetic id (see build-snapshot). */
  id: number;
  anilistId: number | null;
  malId: number | null;
  /** Japanese title as broadcast (bangumi-data `title`). */
  native: string;
  romaji: string | null;
  english: string | null;
  /** Translations and alternative titles (zh, en, romaji, kana), without the native title. */
  aliases: string[];
  format: 'TV' | 'MOVIE' | 'OVA' | 'ONA';
  /** Broadcast start as a JST calendar date, YYYY-MM-DD. */
  startDate: string;
  seasonYear: number;
  season: SeasonName;
  cover: { large: string; medium: string } | null;
  /** Search keys (`normalizeForSearch`), computed at build: native title first, then the others. */
  keys: string[];
  /** Deterministic stand-in for popularity; see `rankingSignal` in build-snapshot. */
  rank: number;
}

export interface CatalogSnapshot {
  format: 2;
  sources: { bangumiData: string; bgmd: string };
  newestSeason: string;
  oldestSeason: string;
  works: SnapshotWork[];
}
