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
  /** Broadcast (TV, web) or release (movie, first OVA) start, ISO 8601 UTC, as bangumi-data has it. */
  begin: string;
  /** End of the last broadcast (TV, web) or last OVA release, ISO 8601 UTC; null when not known yet. */
  end: string | null;
  /** bangumi-data's repeating interval `R/<first broadcast, UTC>/P<n>D` (P7D: weekly); null when unknown. */
  broadcast: string | null;
  officialSite: string | null;
  /** From the original language: ja → JP, zh-Hans → CN; null otherwise. */
  countryOfOrigin: 'JP' | 'CN' | null;
  /**
   * Where it streams: [site key in `CatalogSnapshot.sites`, URL] for bangumi-data's `onair` sites, the
   * URL built from the site's `urlTemplate` and the work's id there. File-sharing (`resource`) sites
   * are never kept.
   */
  streaming: [string, string][];
  seasonYear: number;
  season: SeasonName;
  cover: { large: string; medium: string } | null;
  /** Search keys (`normalizeForSearch`), computed at build: native title first, then the others. */
  keys: string[];
  /** Deterministic stand-in for popularity; see `rankingSignal` in build-snapshot. */
  rank: number;
}

/** A streaming (`onair`) site as bangumi-data's `siteMeta` describes it. */
export interface SnapshotSite {
  title: string;
  /** Countries (ISO 3166-1 alpha-2) it serves; null when it has no region limit (global). */
  regions: string[] | null;
}

export interface CatalogSnapshot {
  format: 4;
  /**
   * The data packages' versions, and when the bangumi-data release was published (ISO 8601 UTC): the
   * snapshot's horizon, past which it says nothing it cannot know (docs/rules.md).
   */
  sources: { bangumiData: string; bgmd: string; publishedAt: string };
  newestSeason: string;
  oldestSeason: string;
  /** The streaming sites works refer to, by bangumi-data's key. */
  sites: Record<string, SnapshotSite>;
  works: SnapshotWork[];
}
