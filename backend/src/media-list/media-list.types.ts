// The list store's vocabulary (issue #29): users of the list, their entries and the inputs the
// service takes. AniList's names and enums, so the GraphQL layer answers them as they are.

export const MEDIA_LIST_STATUSES = [
  'CURRENT',
  'PLANNING',
  'COMPLETED',
  'DROPPED',
  'PAUSED',
  'REPEATING',
] as const;
export type MediaListStatus = (typeof MEDIA_LIST_STATUSES)[number];

export const SCORE_FORMATS = ['POINT_100', 'POINT_10_DECIMAL', 'POINT_10', 'POINT_5', 'POINT_3'] as const;
export type ScoreFormat = (typeof SCORE_FORMATS)[number];

/** AniList's FuzzyDate: any part may be unknown; the parts given name a day that exists. */
export interface FuzzyDate {
  year: number | null;
  month: number | null;
  day: number | null;
}

/** A fan as the list knows them; the Firebase uid stays inside the store. */
export interface ListUser {
  /** Public, stable, autoincrement. */
  id: number;
  /** Unique display name. */
  name: string;
  scoreFormat: ScoreFormat;
  listPublic: boolean;
  /** Epoch ms. */
  createdAt: number;
  updatedAt: number;
}

/** What a user may change of their list user; an absent field is left as it is. */
export interface ListUserSettings {
  name?: string;
  scoreFormat?: ScoreFormat;
  listPublic?: boolean;
}

/** One work on a fan's list. */
export interface MediaListEntry {
  /** Public, stable, autoincrement. */
  id: number;
  userId: number;
  /** AniList media id. */
  mediaId: number;
  status: MediaListStatus;
  progress: number;
  repeat: number;
  /** 0–100 (AniList's POINT_100); 0 = not scored. */
  scoreRaw: number;
  notes: string | null;
  private: boolean;
  startedAt: FuzzyDate;
  completedAt: FuzzyDate;
  /** Server time, epoch ms. */
  createdAt: number;
  updatedAt: number;
  /** Grows by one with every write of the entry: the later revision is the later state. */
  revision: number;
}

/** The fields a save, bulk update or merge may set; an absent field is left as it is. */
export interface MediaListFields {
  status?: MediaListStatus;
  progress?: number;
  repeat?: number;
  scoreRaw?: number;
  /** null or "" clears the memo. */
  notes?: string | null;
  private?: boolean;
  startedAt?: Partial<FuzzyDate> | null;
  completedAt?: Partial<FuzzyDate> | null;
}

/** `save`: the entry by `id`, or by `mediaId` (created when absent). */
export interface SaveMediaListInput extends MediaListFields {
  id?: number;
  mediaId?: number;
}

export const MEDIA_LIST_SORTS = [
  'UPDATED_TIME',
  'UPDATED_TIME_DESC',
  'ADDED_TIME',
  'ADDED_TIME_DESC',
  'MEDIA_ID',
  'MEDIA_ID_DESC',
  'SCORE',
  'SCORE_DESC',
  'PROGRESS',
  'PROGRESS_DESC',
  'STATUS',
  'STATUS_DESC',
  'STARTED_ON',
  'STARTED_ON_DESC',
  'FINISHED_ON',
  'FINISHED_ON_DESC',
] as const;
/** AniList's MediaListSort values the store orders by itself (title sorts need the catalogue). */
export type MediaListSort = (typeof MEDIA_LIST_SORTS)[number];

export interface EntriesQuery {
  statuses?: readonly MediaListStatus[];
  /** Applied in order; ties end with the entry id. Default UPDATED_TIME_DESC. */
  sort?: readonly MediaListSort[];
  mediaIds?: readonly number[];
}

/** Who reads: the owner sees every entry, anyone else only a public list's non-private ones. */
export interface Reader {
  /** The reader's Firebase uid, or null for a guest. */
  uid: string | null;
}

/** One entry offered to `merge` (a guest's list, an import): it names its work by mediaId. */
export interface MergeCandidate extends MediaListFields {
  mediaId: number;
  status: MediaListStatus;
  /** When the candidate last changed, epoch ms; absent = older than anything stored. */
  updatedAt?: number;
}

export interface MergeOptions {
  /** true: answer what would happen and change nothing. */
  dryRun: boolean;
}

export interface MergeResult {
  added: number;
  updated: number;
  unchanged: number;
  /** The entries as they are (or would be) after the merge, of the candidates' works. */
  entries: MediaListEntry[];
  /** Candidates' media ids the catalogue does not know: left out, nothing else changes for them. */
  unknownMediaIds: number[];
}

/** Events on a user's live stream (GET /api/list/events). */
export type MediaListEvent =
  | { type: 'saved'; entry: MediaListEntry }
  | { type: 'deleted'; entry: Pick<MediaListEntry, 'id' | 'mediaId' | 'revision'> }
  | { type: 'user'; user: ListUser };

/** What the store asks the catalogue about works. */
export interface MediaFacts {
  /**
   * The works among `mediaIds` the catalogue knows, each with its episode count when known (null:
   * airing or unknown); an id missing from the map is not a work of the catalogue.
   */
  episodeCounts(mediaIds: readonly number[]): Promise<Map<number, number | null>>;
}

export const MEDIA_FACTS = Symbol('MEDIA_FACTS');

/**
 * MediaListService's methods: the only way anything reads or writes the list. `uid` is the caller's
 * verified Firebase uid; `reader` the caller of a read (a guest: uid null). Errors are AppErrors
 * (4xx with the app's error shape): `list/unknown_media`, `list/invalid_entry`, `list/forbidden`,
 * `list/not_found`, `rate_limit/exceeded`.
 */
export interface MediaListApi {
  /** The caller's list user, created on first use (name from `displayName`, uniquified). */
  viewer(uid: string, displayName: string | null): Promise<ListUser>;
  /** A user by public id or name; null when there is none. Visible to anyone (no email, no uid). */
  userById(id: number): Promise<ListUser | null>;
  userByName(name: string): Promise<ListUser | null>;
  /** Renames the caller; the name must be free (`list/name_taken` otherwise). */
  rename(uid: string, name: string): Promise<ListUser>;
  setListPublic(uid: string, value: boolean): Promise<ListUser>;
  setScoreFormat(uid: string, format: ScoreFormat): Promise<ListUser>;
  /** Any of the above at once, as one write; nothing given answers the user as it is. */
  updateSettings(uid: string, settings: ListUserSettings): Promise<ListUser>;
  /** One entry as `reader` may see it; null when absent or hidden from them. */
  entry(reader: Reader, userId: number, mediaId: number): Promise<MediaListEntry | null>;
  entryById(reader: Reader, id: number): Promise<MediaListEntry | null>;
  /** The user's entries `reader` may see ([] for a hidden list). */
  entries(reader: Reader, userId: number, query?: EntriesQuery): Promise<MediaListEntry[]>;
  /** Creates or updates one entry of the caller's; answers the whole entry as stored. */
  save(uid: string, input: SaveMediaListInput): Promise<MediaListEntry>;
  /** Removes one of the caller's entries; answers what was removed. */
  remove(uid: string, id: number): Promise<MediaListEntry>;
  /** Applies `fields` to each of the caller's entries `ids`; answers them as stored. */
  updateMany(uid: string, ids: readonly number[], fields: MediaListFields): Promise<MediaListEntry[]>;
  /** Merges `candidates` into the caller's list by the merge rules (mergeEntry). */
  merge(uid: string, candidates: readonly MergeCandidate[], options: MergeOptions): Promise<MergeResult>;
}
