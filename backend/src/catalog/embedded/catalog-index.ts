// The embedded catalogue in memory: snapshot works and curated characters with precomputed search keys.
import { CURATED_TITLES, type CuratedPerson } from '../data/characters';
import { normalizeForSearch } from '../lib/normalize';
import { bestMatch, matchScore, MatchKind } from '../lib/search-rank';
import { curatedCharacterKey, curatedStaffId } from '../lib/synthetic-ids';
import { seasonKey, type SeasonFilter } from '@anifan/contract';
import type { CatalogSnapshot, SnapshotSite, SnapshotWork } from '../snapshot/snapshot-types';
import { spanOf, type AiringSpan } from './airing';

export interface IndexedWork extends SnapshotWork {
  characters: IndexedCharacter[];
  /**
   * Each title's place in its language's collation order (null where the title is unknown): a title
   * sort compares two integers instead of running a collator on every comparison (issue #32: a sort by
   * title took 27 ms a request).
   */
  titleOrder: TitleOrder;
  /** Its place in `compareByRank` order: the hot sorts compare two integers. */
  rankOrder: number;
  span: AiringSpan;
  /** Start and end as AniList's FuzzyDateInt (YYYYMMDD; the end's JST date), for the date filters. */
  dateInts: { start: number; end: number | null };
}

export interface TitleOrder {
  romaji: number | null;
  english: number | null;
  native: number;
}

export interface IndexedCharacter {
  /** AniList's character id, or a negative `curatedCharacterKey` (lib/synthetic-ids) when AniList's is unknown. */
  id: number;
  name: CuratedPerson;
  role: 'MAIN' | 'SUPPORTING';
  voiceActor: CuratedPerson & { id: number };
  keys: string[];
  /** Position in the curated list: the stand-in for AniList's favourites order. */
  order: number;
  /** Works the character appears in, the curated title's own work first. */
  works: IndexedWork[];
}

const KEY_SEPARATOR = '\u0001';
const SUBSEQUENCE_THRESHOLD = 100;
const NON_ASCII = /[^ -~]/;

function keysOf(texts: readonly (string | null | undefined)[]): string[] {
  const keys: string[] = [];
  for (const text of texts) {
    const key = text ? normalizeForSearch(text) : '';
    if (key && !keys.includes(key)) keys.push(key);
  }
  return keys;
}

/** Order of `searchWorks(orderBy: WATCHERS_COUNT)`: the ranking signal, then newest first, then id. */
export function compareByRank(a: SnapshotWork, b: SnapshotWork): number {
  return b.rank - a.rank || compareText(b.startDate, a.startDate) || a.id - b.id;
}

/** `compareByRank` for indexed works, from their precomputed places. */
export function compareRanked(a: IndexedWork, b: IndexedWork): number {
  return a.rankOrder - b.rankOrder;
}

/** Code-point order: ISO dates sort correctly and it is far cheaper than localeCompare. */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** For each work (by position), the rank of its title under `collator`; equal titles share a rank. */
function collationOrder(
  works: readonly SnapshotWork[],
  titleOf: (work: SnapshotWork) => string | null,
  collator: Intl.Collator,
): (number | null)[] {
  const titles = [...new Set(works.map(titleOf).filter((t): t is string => t !== null))].sort(
    collator.compare,
  );
  const rank = new Map(titles.map((title, i) => [title, i]));
  return works.map((work) => {
    const title = titleOf(work);
    return title === null ? null : (rank.get(title) ?? null);
  });
}

const noop = () => undefined;

/** "2024-04-05…" → 20240405. */
const dateInt = (isoDate: string) => Number(isoDate.slice(0, 10).replaceAll('-', ''));
const JST_MS = 9 * 60 * 60 * 1000;
const jstDate = (iso: string) => new Date(Date.parse(iso) + JST_MS).toISOString().slice(0, 10);

/**
 * Every field written out rather than spread: V8 gives each spread copy of a parsed object a hidden
 * class of its own (or a dictionary), which made every property read of the 8,000 works a slow lookup
 * (~1 µs; the statuses of all works took 9.6 ms). A literal gives them one shape with in-object fields.
 */
function indexedWork(work: SnapshotWork, titleOrder: TitleOrder, horizon: number): IndexedWork {
  return {
    id: work.id,
    anilistId: work.anilistId,
    malId: work.malId,
    native: work.native,
    romaji: work.romaji,
    english: work.english,
    aliases: work.aliases,
    format: work.format,
    startDate: work.startDate,
    begin: work.begin,
    end: work.end,
    broadcast: work.broadcast,
    officialSite: work.officialSite,
    countryOfOrigin: work.countryOfOrigin,
    streaming: work.streaming,
    seasonYear: work.seasonYear,
    season: work.season,
    cover: work.cover,
    keys: [...work.keys],
    rank: work.rank,
    characters: [],
    titleOrder,
    rankOrder: 0,
    span: spanOf(work, horizon),
    dateInts: {
      start: dateInt(work.startDate),
      end: work.end === null ? null : dateInt(jstDate(work.end)),
    },
  };
}

export class CatalogIndex {
  readonly works: IndexedWork[];
  readonly characters: IndexedCharacter[];
  readonly newestSeason: string;
  readonly oldestSeason: string;
  /** When the data was published (epoch ms): its horizon, past which it says nothing it cannot know. */
  readonly horizon: number;
  /** Streaming sites by bangumi-data key. */
  readonly sites: Readonly<Record<string, SnapshotSite>>;
  private readonly byId = new Map<number, IndexedWork>();
  private readonly bySeason = new Map<number, IndexedWork[]>();
  private readonly byYear = new Map<number, IndexedWork[]>();
  private readonly byTitle = new Map<string, IndexedWork>();
  /** Works in ranking order (`compareByRank`). */
  readonly ranked: readonly IndexedWork[];
  /** Each ranked work's keys joined (parallel to `ranked`): one substring scan per work. */
  private readonly haystacks: string[];

  constructor(snapshot: CatalogSnapshot) {
    this.newestSeason = snapshot.newestSeason;
    this.oldestSeason = snapshot.oldestSeason;
    this.horizon = Date.parse(snapshot.sources.publishedAt);
    if (Number.isNaN(this.horizon)) throw new Error('The snapshot has no publication date');
    this.sites = snapshot.sites;
    const romaji = collationOrder(snapshot.works, (w) => w.romaji, new Intl.Collator('en'));
    const english = collationOrder(snapshot.works, (w) => w.english, new Intl.Collator('en'));
    const native = collationOrder(snapshot.works, (w) => w.native, new Intl.Collator('ja'));
    this.works = snapshot.works.map((work, i) =>
      indexedWork(
        work,
        { romaji: romaji[i] ?? null, english: english[i] ?? null, native: native[i] ?? 0 },
        this.horizon,
      ),
    );
    for (const work of this.works) this.byId.set(work.id, work);
    this.characters = this.linkCurated();
    const ranked = [...this.works].sort(compareByRank);
    ranked.forEach((work, i) => (work.rankOrder = i));
    this.ranked = ranked;
    this.haystacks = this.ranked.map((work) => work.keys.join(KEY_SEPARATOR));
    for (const work of this.ranked) {
      const season = seasonKey(work.seasonYear, work.season);
      this.bySeason.set(season, this.bySeason.get(season) ?? []);
      this.bySeason.get(season)?.push(work);
      this.byYear.set(work.seasonYear, this.byYear.get(work.seasonYear) ?? []);
      this.byYear.get(work.seasonYear)?.push(work);
      const titleKey = work.keys[0];
      if (titleKey && !this.byTitle.has(titleKey)) this.byTitle.set(titleKey, work);
    }
  }

  /** Links each curated title to its work and sequels (works whose title starts with it) by title. */
  private linkCurated(): IndexedCharacter[] {
    const characters: IndexedCharacter[] = [];
    const ids = new Set<number>();
    let order = 0;
    for (const title of CURATED_TITLES) {
      const titleKey = normalizeForSearch(title.title);
      const primary = this.works.find((w) => w.native === title.title);
      if (!primary) throw new Error(`Curated title "${title.title}" has no work in the snapshot`);
      const sequels = this.works
        .filter((w) => w !== primary && (w.keys[0] ?? '').startsWith(titleKey))
        .sort((a, b) => compareText(a.startDate, b.startDate) || a.id - b.id);
      const works = [primary, ...sequels];
      const reading = normalizeForSearch(title.reading);
      if (!primary.keys.includes(reading)) primary.keys.push(reading);
      for (const character of title.characters) {
        // AniList's id whenever it is known, so live and embedded answers agree on who this is.
        const id = character.anilistId ?? curatedCharacterKey(title.title, character.name.native);
        if (ids.has(id)) throw new Error(`Curated character id collision: ${character.name.native}`);
        ids.add(id);
        const indexed: IndexedCharacter = {
          id,
          name: character.name,
          role: character.role,
          voiceActor: { ...character.voiceActor, id: curatedStaffId(character.voiceActor.native) },
          keys: keysOf([character.name.native, character.name.full]),
          order: (order += 1),
          works,
        };
        characters.push(indexed);
        for (const work of works) work.characters.push(indexed);
      }
    }
    return characters;
  }

  workById(id: number): IndexedWork | undefined {
    return this.byId.get(id);
  }

  /** The best-ranked work whose normalised native title is exactly `key`. */
  workByTitle(key: string): IndexedWork | undefined {
    return this.byTitle.get(key);
  }

  /** Works of a season (or a whole year when `season` is null), best ranked first. */
  worksInSeason(filter: SeasonFilter): readonly IndexedWork[] {
    return filter.season === null
      ? (this.byYear.get(filter.year) ?? [])
      : (this.bySeason.get(seasonKey(filter.year, filter.season)) ?? []);
  }

  /**
   * Works matching a free-text query, best matches first; an empty query matches nothing. Substring
   * hits are found with one scan of each work's joined keys. The costlier subsequence pass (for
   * abbreviations such as ぼざろ) runs only for queries with Japanese characters — in Latin text it
   * matches noise — and only when fewer than a full page (100) of better matches exist, since it
   * could only add to later pages. Works are scanned in ranking order and bucketed by match score,
   * so the result needs no comparison sort.
   */
  searchWorks(query: string, tick: () => void = noop): IndexedWork[] {
    return this.searchWorksScored(query, tick).map((hit) => hit.work);
  }

  /**
   * `searchWorks` with each hit's match score (higher is better), for ordering by other keys within a
   * score. `tick` is called once per work looked at (an execution's budget).
   */
  searchWorksScored(query: string, tick: () => void = noop): { work: IndexedWork; score: number }[] {
    const q = normalizeForSearch(query);
    if (!q) return [];
    const buckets = new Map<number, IndexedWork[]>();
    const add = (score: number, work: IndexedWork) => {
      const bucket = buckets.get(score);
      if (bucket) bucket.push(work);
      else buckets.set(score, [work]);
    };
    let hits = 0;
    const missed: number[] = [];
    for (let i = 0; i < this.ranked.length; i += 1) {
      tick();
      const work = this.ranked[i] as IndexedWork;
      if ((this.haystacks[i] as string).includes(q)) {
        add(matchScore(bestMatch(q, work.keys)), work);
        hits += 1;
      } else {
        missed.push(i);
      }
    }
    if (hits < SUBSEQUENCE_THRESHOLD && q.length >= 2 && NON_ASCII.test(q)) {
      const chars = [...new Set(q)];
      for (const i of missed) {
        tick();
        const haystack = this.haystacks[i] as string;
        // Cheap necessary condition first: every query character occurs somewhere in the work's keys.
        if (!chars.every((char) => haystack.includes(char))) continue;
        const work = this.ranked[i] as IndexedWork;
        const match = bestMatch(q, work.keys);
        if (match.kind !== MatchKind.None) add(matchScore(match), work);
      }
    }
    const scores = [...buckets.keys()].sort((a, b) => b - a);
    return scores.flatMap((score) => (buckets.get(score) ?? []).map((work) => ({ work, score })));
  }

  /** The curated characters a voice actor (by staff id) voices, in curated order. */
  charactersVoicedBy(staffId: number): IndexedCharacter[] {
    return this.characters.filter((character) => character.voiceActor.id === staffId);
  }

  /** Curated characters matching a query on their Japanese or romaji names. */
  searchCharacters(query: string): IndexedCharacter[] {
    const q = normalizeForSearch(query);
    if (!q) return [];
    const hits: { score: number; character: IndexedCharacter }[] = [];
    for (const character of this.characters) {
      const match = bestMatch(q, character.keys);
      if (match.kind !== MatchKind.None) hits.push({ score: matchScore(match), character });
    }
    return hits.sort((a, b) => b.score - a.score).map((hit) => hit.character);
  }
}
