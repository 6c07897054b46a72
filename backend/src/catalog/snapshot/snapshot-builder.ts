// Turns the bangumi-data and bgmd packages into the catalogue snapshot: deterministic, no timestamps.
import { normalizeForSearch } from '../lib/normalize';
import { bangumiWorkId, hashedWorkId } from '../lib/synthetic-ids';
import { seasonKey, seasonLabel, seasonOfBroadcast } from '@anifan/contract';
import type { CatalogSnapshot, SnapshotSite, SnapshotWork } from './snapshot-types';

export interface BangumiDataItem {
  title: string;
  titleTranslate?: Record<string, string[] | undefined>;
  type: string;
  lang?: string;
  officialSite?: string;
  begin: string;
  end?: string;
  broadcast?: string;
  /** `url` replaces the site's `urlTemplate` when the work's page does not follow it. */
  sites: { site: string; id?: string; url?: string }[];
}

/** bangumi-data's `siteMeta`: `info` (databases), `onair` (streaming), `resource` (file sharing). */
export interface BangumiDataSiteMeta {
  title: string;
  urlTemplate: string;
  regions?: string[];
  type: string;
}

export interface BgmdBangumi {
  id: number;
  name: string;
  alias?: string[];
  original?: string[];
  bangumi?: { id: number; name_cn?: string; images?: { large?: string; common?: string; small?: string } };
  tmdb?: { original_name?: string };
}

const FORMATS: Record<string, SnapshotWork['format']> = { tv: 'TV', movie: 'MOVIE', ova: 'OVA', web: 'ONA' };

/**
 * bangumi-data's `type`, except that an `ova` whose title calls it 「劇場版」 (a theatrical release,
 * such as 劇場版 空の境界 終章) is a film; a trailer of one (予告) stays an OVA.
 */
export function formatOf(item: Pick<BangumiDataItem, 'type' | 'title'>): SnapshotWork['format'] | null {
  const format = FORMATS[item.type] ?? null;
  const title = item.title.trim();
  return format === 'OVA' && title.startsWith('劇場版') && !title.includes('予告') ? 'MOVIE' : format;
}

/** Locale-independent, so every machine builds the same file. */
function codePointOrder(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function siteId(item: BangumiDataItem, site: string): string | null {
  return item.sites.find((s) => s.site === site)?.id ?? null;
}

function positiveInt(value: string | null): number | null {
  const n = value === null ? NaN : Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
}

const LATIN_ONLY = /^[\p{Script=Latin}\p{N}\p{P}\p{S}\p{Z}]+$/u;

/**
 * The ranking signal (no watcher counts exist offline): 10 points per distinct site listing the work
 * (streaming services, databases and trackers list what people watch), +5 when it has a cover,
 * +3 for a TV series. Ties are broken later by start date (newest first) and id.
 */
export function rankingSignal(item: BangumiDataItem, hasCover: boolean): number {
  const sites = new Set(item.sites.map((s) => s.site)).size;
  return sites * 10 + (hasCover ? 5 : 0) + (item.type === 'tv' ? 3 : 0);
}

const COUNTRY_OF_LANGUAGE: Readonly<Record<string, SnapshotWork['countryOfOrigin']>> = {
  ja: 'JP',
  'zh-Hans': 'CN',
};

const BROADCAST = /^R\/([^/]+)\/P\d+[DWM]$/;
const WEB_URL = /^https?:\/\/[^\s]+$/;

/** A valid ISO instant, else null (bangumi-data writes "" for unknown). */
function instant(text: string | undefined): string | null {
  return text && !Number.isNaN(Date.parse(text)) ? text : null;
}

function broadcastOf(item: BangumiDataItem): string | null {
  const match = item.broadcast ? BROADCAST.exec(item.broadcast) : null;
  return match && instant(match[1]) ? (item.broadcast ?? null) : null;
}

function webUrl(text: string | undefined): string | null {
  const url = text?.trim();
  return url && WEB_URL.test(url) ? url : null;
}

/** The item's streaming sites with their URLs, in bangumi-data's order, each site once. */
function streamingOf(item: BangumiDataItem, siteMeta: Readonly<Record<string, BangumiDataSiteMeta>>) {
  const links: [string, string][] = [];
  for (const site of item.sites) {
    const meta = siteMeta[site.site];
    if (meta?.type !== 'onair' || links.some(([key]) => key === site.site)) continue;
    const url = webUrl(site.url ?? (site.id ? meta.urlTemplate.replace('{{id}}', site.id) : undefined));
    if (url) links.push([site.site, url]);
  }
  return links;
}

/** The `onair` sites of siteMeta, by key in code-point order. */
function streamingSites(
  siteMeta: Readonly<Record<string, BangumiDataSiteMeta>>,
): Record<string, SnapshotSite> {
  const sites: Record<string, SnapshotSite> = {};
  for (const key of Object.keys(siteMeta).sort(codePointOrder)) {
    const meta = siteMeta[key];
    if (meta?.type !== 'onair') continue;
    sites[key] = {
      title: meta.title,
      regions: meta.regions && meta.regions.length > 0 ? [...meta.regions] : null,
    };
  }
  return sites;
}

function jstDate(iso: string): string {
  const time = Date.parse(iso);
  return new Date(time + 9 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

function uniqueAliases(native: string, candidates: readonly (string | undefined)[]): string[] {
  const seen = new Set([normalizeForSearch(native)]);
  const aliases: string[] = [];
  for (const candidate of candidates) {
    const text = candidate?.trim();
    if (!text) continue;
    const key = normalizeForSearch(text);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    aliases.push(text);
  }
  return aliases;
}

function searchKeys(texts: readonly (string | null)[]): string[] {
  const keys: string[] = [];
  for (const text of texts) {
    const key = text ? normalizeForSearch(text) : '';
    if (key && !keys.includes(key)) keys.push(key);
  }
  return keys;
}

/** What may follow a first season's title in a later season's: 「(第2期)」, 「 2nd Season」, 「 続編」… */
const SEQUEL_SUFFIX =
  /^[\s:：\-–—(（]*(第?\s*[0-9０-９]+\s*期|第[一二三四五六七八九十]+期|[0-9]+(st|nd|rd|th)\s*season|season\s*[0-9]+|第?\s*[0-9０-９]+\s*クール|続編?|完結編|前編|後編|最終章)[\s)）]*$/i;

/**
 * A later season often has only its Japanese title in bangumi-data ("葬送のフリーレン(第2期)" has no
 * English), so searching "Frieren" would find the first season alone. A work whose title is another
 * work's plus a season suffix is also found by that work's romaji and English titles (search keys
 * only: the titles it answers with stay its own).
 */
function inheritSequelKeys(works: SnapshotWork[]): void {
  const byNative = new Map(works.map((work) => [work.native.trim(), work]));
  for (const work of works) {
    const native = work.native.trim();
    let root: SnapshotWork | undefined;
    for (let end = native.length - 1; end > 0 && !root; end -= 1) {
      const candidate = byNative.get(native.slice(0, end).trim());
      if (candidate && candidate !== work && SEQUEL_SUFFIX.test(native.slice(end))) root = candidate;
    }
    if (!root) continue;
    for (const key of searchKeys([root.romaji, root.english, ...root.aliases])) {
      if (!work.keys.includes(key)) work.keys.push(key);
    }
  }
}

export function buildSnapshot(
  items: readonly BangumiDataItem[],
  bgmd: readonly BgmdBangumi[],
  sources: CatalogSnapshot['sources'],
  siteMeta: Readonly<Record<string, BangumiDataSiteMeta>> = {},
): CatalogSnapshot {
  const byBangumiId = new Map(bgmd.map((b) => [b.id, b]));
  const usedIds = new Set<number>();
  const works: SnapshotWork[] = [];
  const sortedItems = [...items].sort(
    (a, b) => codePointOrder(a.begin, b.begin) || codePointOrder(a.title, b.title),
  );
  for (const item of sortedItems) {
    const season = seasonOfBroadcast(item.begin);
    const format = formatOf(item);
    if (!season || !format || !item.title.trim()) continue;
    const bangumiId = positiveInt(siteId(item, 'bangumi'));
    const extra = bangumiId === null ? undefined : byBangumiId.get(bangumiId);
    const images = extra?.bangumi?.images;
    const large = images?.common ?? images?.large;
    const cover = large ? { large, medium: images?.small ?? large } : null;
    const anilistId = positiveInt(siteId(item, 'aniList'));
    let id =
      anilistId !== null && !usedIds.has(anilistId)
        ? anilistId
        : bangumiId !== null
          ? bangumiWorkId(bangumiId)
          : hashedWorkId(item.title, item.begin);
    while (usedIds.has(id)) id += 1;
    usedIds.add(id);
    const translations = item.titleTranslate ?? {};
    const english = translations.en?.[0] ?? null;
    const bgmdAliases = [...(extra?.alias ?? []), ...(extra?.original ?? [])];
    const romaji =
      (LATIN_ONLY.test(item.title) ? item.title : undefined) ??
      bgmdAliases.find((a) => LATIN_ONLY.test(a) && !translations.en?.includes(a)) ??
      english;
    const aliases = uniqueAliases(item.title, [
      ...(translations.ja ?? []),
      ...(translations.en ?? []),
      ...bgmdAliases,
      extra?.tmdb?.original_name,
      extra?.bangumi?.name_cn,
      ...(translations['zh-Hans'] ?? []),
      ...(translations['zh-Hant'] ?? []),
    ]);
    works.push({
      id,
      anilistId,
      malId: positiveInt(siteId(item, 'mal')),
      native: item.title,
      romaji,
      english,
      aliases,
      format,
      startDate: jstDate(item.begin),
      begin: item.begin,
      end: instant(item.end),
      broadcast: broadcastOf(item),
      officialSite: webUrl(item.officialSite),
      countryOfOrigin: COUNTRY_OF_LANGUAGE[item.lang ?? ''] ?? null,
      streaming: streamingOf(item, siteMeta),
      seasonYear: season.year,
      season: season.season,
      cover,
      rank: rankingSignal(item, cover !== null),
      keys: searchKeys([item.title, romaji, english, ...aliases]),
    });
  }
  inheritSequelKeys(works);
  works.sort((a, b) => a.id - b.id);
  const keys = works.map((w) => seasonKey(w.seasonYear, w.season));
  return {
    format: 4,
    sources,
    newestSeason: seasonLabel(Math.max(...keys)),
    oldestSeason: seasonLabel(Math.min(...keys)),
    sites: streamingSites(siteMeta),
    works,
  };
}
