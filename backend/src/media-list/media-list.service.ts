// The list store (issue #29): the only way anything reads or writes fans' lists. Who may see what, the
// rules of each write (media-list-rules.ts), rate limits, and the live events every device follows.
import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { characterLength, cleanText, normalizeText, unsafeTextProblem } from '@anifan/contract/http-schemas';
import { AppError, boundedCache, type BoundedCache } from '../common';
import { RateLimiterService } from '../http';
import {
  applyFields,
  contentOf,
  invalidEntry,
  isStatus,
  japanToday,
  mergeEntry,
  sameContent,
  validFields,
  type EntryContent,
  type MergeVersion,
} from './media-list-rules';
import { isUniqueViolation, MediaListStore, type EntryWrite, type UserFields } from './media-list-store';
import { MediaListCache } from './media-list-cache';
import { MediaListEvents } from './media-list-events';
import {
  MEDIA_FACTS,
  MEDIA_LIST_SORTS,
  MEDIA_LIST_STATUSES,
  SCORE_FORMATS,
  type EntriesQuery,
  type FuzzyDate,
  type ListUser,
  type ListUserSettings,
  type MediaFacts,
  type MediaListApi,
  type MediaListEntry,
  type MediaListEvent,
  type MediaListFields,
  type MediaListSort,
  type MergeCandidate,
  type MergeOptions,
  type MergeResult,
  type Reader,
  type SaveMediaListInput,
  type ScoreFormat,
} from './media-list.types';

/** Writes per user per window: a save, a removal, a bulk update, a merge or a setting is one. */
export const MEDIA_LIST_WRITE_LIMIT = 120;
export const MEDIA_LIST_WRITE_WINDOW_MS = 60_000;
export const MAX_USER_NAME_LENGTH = 40;
/** Entries one bulk update may name. */
export const MAX_BULK_IDS = 500;
/** Entries one merge may offer: a large MyAnimeList export. */
export const MAX_MERGE_ENTRIES = 20_000;
/** Recomputations of an entry another write changed meanwhile before the write gives up (503). */
const WRITE_ATTEMPTS = 10;
const NAME_ATTEMPTS = 8;
const MAX_ID = 2_147_483_647;
/** Names `fan<id>` are the defaults of users without a display name; nobody else may take one. */
const DEFAULT_NAME = /^fan\d+$/;

const STATUS_ORDER = new Map(MEDIA_LIST_STATUSES.map((status, index) => [status, index]));
const dateKey = (date: FuzzyDate): number =>
  (date.year ?? 0) * 10_000 + (date.month ?? 0) * 100 + (date.day ?? 0);
const SORT_KEYS: Record<string, (entry: MediaListEntry) => number> = {
  UPDATED_TIME: (entry) => entry.updatedAt,
  ADDED_TIME: (entry) => entry.createdAt,
  MEDIA_ID: (entry) => entry.mediaId,
  SCORE: (entry) => entry.scoreRaw,
  PROGRESS: (entry) => entry.progress,
  STATUS: (entry) => STATUS_ORDER.get(entry.status) ?? 0,
  STARTED_ON: (entry) => dateKey(entry.startedAt),
  FINISHED_ON: (entry) => dateKey(entry.completedAt),
};

function positiveId(name: string, value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAX_ID) {
    throw invalidEntry(`${name} must be a positive 32-bit integer`);
  }
  return value;
}

function compareBy(sorts: readonly MediaListSort[]): (a: MediaListEntry, b: MediaListEntry) => number {
  const keys = sorts.map((sort) => {
    const descending = sort.endsWith('_DESC');
    const key = SORT_KEYS[descending ? sort.slice(0, -'_DESC'.length) : sort] as (
      entry: MediaListEntry,
    ) => number;
    return { key, sign: descending ? -1 : 1 };
  });
  return (a, b) => {
    for (const { key, sign } of keys) {
      const difference = key(a) - key(b);
      if (difference !== 0) return sign * difference;
    }
    return a.id - b.id;
  };
}

/** A name a user chose: 1 to MAX_USER_NAME_LENGTH characters of safe text, normalised. */
function validName(name: unknown): string {
  const wanted = typeof name === 'string' ? normalizeText(name).trim() : '';
  const length = characterLength(wanted);
  if (length < 1 || length > MAX_USER_NAME_LENGTH) {
    throw invalidEntry(`name must be 1 to ${MAX_USER_NAME_LENGTH} characters`);
  }
  const problem = unsafeTextProblem(wanted);
  if (problem !== null) throw invalidEntry(`name: ${problem}`);
  return wanted;
}

/** The name a display name gives: cleaned like every shown name, at most MAX_USER_NAME_LENGTH; null for none. */
function nameFrom(displayName: string | null): string | null {
  if (displayName === null) return null;
  const name = [...cleanText(displayName).trim()].slice(0, MAX_USER_NAME_LENGTH).join('').trim();
  return name === '' || DEFAULT_NAME.test(name) ? null : name;
}

/** The `attempt`th name to try: the name itself, then numbered, then with a random tail. */
function nameCandidate(base: string | null, attempt: number): string {
  if (base === null) return `fan-${randomBytes(6).toString('hex')}`;
  if (attempt === 0) return base;
  const tail = attempt < NAME_ATTEMPTS / 2 ? String(attempt + 1) : randomBytes(3).toString('hex');
  return `${[...base].slice(0, MAX_USER_NAME_LENGTH - tail.length).join('')}${tail}`;
}

@Injectable()
export class MediaListService implements MediaListApi {
  /** A uid's list user id never changes once created. */
  private readonly userIds: BoundedCache<string, number> = boundedCache({ maxEntries: 10_000 });

  constructor(
    private readonly store: MediaListStore,
    @Inject(MEDIA_FACTS) private readonly facts: MediaFacts,
    private readonly rateLimiter: RateLimiterService,
    private readonly events: MediaListEvents,
    private readonly cache: MediaListCache,
  ) {}

  async viewer(uid: string, displayName: string | null): Promise<ListUser> {
    const existing = await this.store.userByUid(uid);
    if (existing) return this.remember(uid, existing);
    const base = nameFrom(displayName);
    for (let attempt = 0; attempt < NAME_ATTEMPTS; attempt += 1) {
      try {
        const created = await this.store.insertUser(uid, nameCandidate(base, attempt), Date.now());
        if (created)
          return this.remember(uid, base === null ? await this.nameAfterId(uid, created) : created);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
      // Created meanwhile by a concurrent first request, or the name was taken: try the next one.
      const winner = await this.store.userByUid(uid);
      if (winner) return this.remember(uid, winner);
    }
    throw new AppError('service/unavailable', 'No free list user name; try again');
  }

  async userById(id: number): Promise<ListUser | null> {
    return this.store.userById(positiveId('id', id));
  }

  async userByName(name: string): Promise<ListUser | null> {
    if (typeof name !== 'string' || characterLength(name) > MAX_USER_NAME_LENGTH * 2) return null;
    return this.store.userByName(normalizeText(name).trim());
  }

  async rename(uid: string, name: string): Promise<ListUser> {
    return this.updateSettings(uid, { name });
  }

  async setListPublic(uid: string, value: boolean): Promise<ListUser> {
    return this.updateSettings(uid, { listPublic: value });
  }

  async setScoreFormat(uid: string, format: ScoreFormat): Promise<ListUser> {
    return this.updateSettings(uid, { scoreFormat: format });
  }

  async updateSettings(uid: string, settings: ListUserSettings): Promise<ListUser> {
    const fields: UserFields = {};
    if (settings.listPublic !== undefined) {
      if (typeof settings.listPublic !== 'boolean') throw invalidEntry('listPublic must be true or false');
      fields.listPublic = settings.listPublic;
    }
    if (settings.scoreFormat !== undefined) {
      if (!(SCORE_FORMATS as readonly string[]).includes(settings.scoreFormat)) {
        throw invalidEntry(`scoreFormat must be one of ${SCORE_FORMATS.join(', ')}`);
      }
      fields.scoreFormat = settings.scoreFormat;
    }
    if (settings.name !== undefined) fields.name = validName(settings.name);
    const userId = await this.startWrite(uid);
    if (fields.name !== undefined && DEFAULT_NAME.test(fields.name) && fields.name !== `fan${userId}`) {
      throw new AppError('list/name_taken', 'Names fan<number> are kept for the defaults');
    }
    if (Object.keys(fields).length === 0) return (await this.store.userById(userId)) as ListUser;
    try {
      return await this.updateUser(uid, fields);
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('list/name_taken', 'That name is taken');
      throw error;
    }
  }

  async entry(reader: Reader, userId: number, mediaId: number): Promise<MediaListEntry | null> {
    const owner = await this.store.userById(positiveId('userId', userId));
    if (!owner) return null;
    positiveId('mediaId', mediaId);
    const found = (await this.stored(owner.id)).find((entry) => entry.mediaId === mediaId);
    return found && (await this.visible(reader, owner, [found])).length === 1 ? found : null;
  }

  async entryById(reader: Reader, id: number): Promise<MediaListEntry | null> {
    const found = await this.store.entryById(positiveId('id', id));
    if (!found) return null;
    const owner = await this.store.userById(found.userId);
    return owner && (await this.visible(reader, owner, [found])).length === 1 ? found : null;
  }

  async entries(reader: Reader, userId: number, query: EntriesQuery = {}): Promise<MediaListEntry[]> {
    const owner = await this.store.userById(positiveId('userId', userId));
    if (!owner) return [];
    const { statuses, sort = ['UPDATED_TIME_DESC'], mediaIds } = query;
    if (statuses?.some((status) => !isStatus(status))) {
      throw invalidEntry(`status must be one of ${MEDIA_LIST_STATUSES.join(', ')}`);
    }
    if (sort.some((key) => !(MEDIA_LIST_SORTS as readonly string[]).includes(key))) {
      throw invalidEntry(`sort must be among ${MEDIA_LIST_SORTS.join(', ')}`);
    }
    const media =
      mediaIds === undefined ? null : new Set(mediaIds.map((mediaId) => positiveId('mediaId', mediaId)));
    const wanted = (await this.stored(owner.id)).filter(
      (entry) =>
        (media === null || media.has(entry.mediaId)) &&
        (statuses === undefined || statuses.includes(entry.status)),
    );
    return (await this.visible(reader, owner, wanted)).sort(compareBy(sort));
  }

  async save(uid: string, input: SaveMediaListInput): Promise<MediaListEntry> {
    const fields = validFields(input);
    const id = input.id === undefined ? undefined : positiveId('id', input.id);
    const mediaId = input.mediaId === undefined ? undefined : positiveId('mediaId', input.mediaId);
    if (id === undefined && mediaId === undefined) throw invalidEntry('Give the entry’s id or its mediaId');
    const userId = await this.startWrite(uid);
    for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt += 1) {
      const current =
        id !== undefined
          ? await this.ownEntry(userId, id)
          : ((await this.store.entriesOf(userId, [mediaId as number]))[0] ?? null);
      if (current && mediaId !== undefined && current.mediaId !== mediaId) {
        throw invalidEntry(`Entry ${current.id} is not of media ${mediaId}`);
      }
      const media = current?.mediaId ?? (mediaId as number);
      const episodes =
        current === null || fields.progress !== undefined
          ? await this.episodesOf(media, current === null)
          : null;
      const now = Date.now();
      const content = applyFields(current, fields, episodes, japanToday(now));
      if (current && sameContent(current, content)) return current;
      const [written] = await this.store.writeEntries([this.toWrite(userId, media, content, current, now)]);
      if (written) {
        this.changed(userId, { type: 'saved', entry: written });
        return written;
      }
    }
    throw this.contended();
  }

  async remove(uid: string, id: number): Promise<MediaListEntry> {
    positiveId('id', id);
    const userId = await this.startWrite(uid);
    await this.ownEntry(userId, id);
    const removed = await this.store.deleteEntry(userId, id);
    if (!removed) throw new AppError('list/not_found', `No list entry ${id}`);
    this.changed(userId, {
      type: 'deleted',
      entry: { id: removed.id, mediaId: removed.mediaId, revision: removed.revision + 1 },
    });
    return removed;
  }

  async updateMany(uid: string, ids: readonly number[], fields: MediaListFields): Promise<MediaListEntry[]> {
    if (!Array.isArray(ids) || ids.length === 0 || ids.length > MAX_BULK_IDS) {
      throw invalidEntry(`ids must name 1 to ${MAX_BULK_IDS} entries`);
    }
    const wanted = [...new Set(ids.map((id) => positiveId('ids', id)))];
    const valid = validFields(fields);
    const userId = await this.startWrite(uid);
    const done = new Map<number, MediaListEntry>();
    let pending = wanted;
    for (let attempt = 0; attempt < WRITE_ATTEMPTS && pending.length > 0; attempt += 1) {
      const current = await this.store.entriesByIds(pending);
      const byId = new Map(current.map((entry) => [entry.id, entry]));
      for (const id of pending) {
        const entry = byId.get(id);
        if (!entry) throw new AppError('list/not_found', `No list entry ${id}`);
        if (entry.userId !== userId) throw new AppError('list/forbidden', `List entry ${id} is not yours`);
      }
      const episodes =
        valid.progress === undefined
          ? new Map<number, number | null>()
          : await this.facts.episodeCounts(current.map((entry) => entry.mediaId));
      const now = Date.now();
      const writes: EntryWrite[] = [];
      for (const entry of current) {
        const content = applyFields(entry, valid, episodes.get(entry.mediaId) ?? null, japanToday(now));
        if (sameContent(entry, content)) done.set(entry.id, entry);
        else writes.push(this.toWrite(userId, entry.mediaId, content, entry, now));
      }
      for (const written of await this.store.writeEntries(writes)) {
        done.set(written.id, written);
        this.changed(userId, { type: 'saved', entry: written });
      }
      pending = pending.filter((id) => !done.has(id));
    }
    if (pending.length > 0) throw this.contended();
    return wanted.map((id) => done.get(id) as MediaListEntry);
  }

  async merge(
    uid: string,
    candidates: readonly MergeCandidate[],
    options: MergeOptions,
  ): Promise<MergeResult> {
    const offered = this.mergeVersions(candidates);
    const userId = await this.startWrite(uid);
    const counts = await this.facts.episodeCounts([...offered.keys()]);
    const unknownMediaIds = [...offered.keys()].filter((mediaId) => !counts.has(mediaId));
    for (const mediaId of unknownMediaIds) offered.delete(mediaId);
    for (const [mediaId, version] of offered) {
      // A list kept elsewhere may count more episodes than the catalogue knows: it ends at the last one.
      const episodes = counts.get(mediaId) ?? null;
      if (episodes !== null && version.progress > episodes) version.progress = episodes;
    }
    const result: MergeResult = { added: 0, updated: 0, unchanged: 0, entries: [], unknownMediaIds };
    let pending = [...offered.keys()];
    for (let attempt = 0; attempt < WRITE_ATTEMPTS && pending.length > 0; attempt += 1) {
      const current = new Map(
        (await this.store.entriesOf(userId, pending)).map((entry) => [entry.mediaId, entry]),
      );
      const now = Date.now();
      const writes: EntryWrite[] = [];
      for (const mediaId of pending) {
        const stored = current.get(mediaId) ?? null;
        const merged = mergeEntry(stored, offered.get(mediaId) as MergeVersion);
        if (stored && sameContent(stored, merged)) {
          result.unchanged += 1;
          result.entries.push(stored);
        } else {
          writes.push(this.toWrite(userId, mediaId, merged, stored, now));
        }
      }
      if (options.dryRun) {
        for (const write of writes) {
          result[write.revision === 1 ? 'added' : 'updated'] += 1;
          result.entries.push({ ...write, id: current.get(write.mediaId)?.id ?? 0 });
        }
        return result;
      }
      const written = await this.store.writeEntries(writes);
      for (const entry of written) {
        result[entry.revision === 1 ? 'added' : 'updated'] += 1;
        result.entries.push(entry);
        this.changed(userId, { type: 'saved', entry });
      }
      const writtenMedia = new Set(written.map((entry) => entry.mediaId));
      pending = writes.map((write) => write.mediaId).filter((mediaId) => !writtenMedia.has(mediaId));
    }
    if (pending.length > 0) throw this.contended();
    return result;
  }

  /** The candidates checked, one version per work (several of one work merged among themselves). */
  private mergeVersions(candidates: readonly MergeCandidate[]): Map<number, MergeVersion> {
    if (!Array.isArray(candidates) || candidates.length > MAX_MERGE_ENTRIES) {
      throw invalidEntry(`A merge takes at most ${MAX_MERGE_ENTRIES} entries`);
    }
    const versions = new Map<number, MergeVersion>();
    candidates.forEach((candidate, index) => {
      try {
        const mediaId = positiveId('mediaId', candidate.mediaId);
        if (!isStatus(candidate.status)) throw invalidEntry('status is missing or unknown');
        const updatedAt = candidate.updatedAt ?? 0;
        if (typeof updatedAt !== 'number' || !Number.isFinite(updatedAt) || updatedAt < 0) {
          throw invalidEntry('updatedAt must be epoch milliseconds');
        }
        // The status is given, so no automatic change applies: the version is the fields as offered.
        const version: MergeVersion = {
          ...applyFields(null, validFields(candidate), null, japanToday(0)),
          updatedAt,
        };
        const earlier = versions.get(mediaId);
        versions.set(
          mediaId,
          earlier
            ? { ...mergeEntry(earlier, version), updatedAt: Math.max(earlier.updatedAt, updatedAt) }
            : version,
        );
      } catch (error) {
        if (error instanceof AppError) throw new AppError(error.code, `entries[${index}]: ${error.message}`);
        throw error;
      }
    });
    return versions;
  }

  private toWrite(
    userId: number,
    mediaId: number,
    content: EntryContent,
    current: MediaListEntry | null,
    now: number,
  ): EntryWrite {
    return {
      ...contentOf(content),
      userId,
      mediaId,
      createdAt: current?.createdAt ?? now,
      updatedAt: now,
      revision: (current?.revision ?? 0) + 1,
    };
  }

  /** The episode count of a work; an unknown work is refused when `mustExist`, else counts as unknown. */
  private async episodesOf(mediaId: number, mustExist: boolean): Promise<number | null> {
    const counts = await this.facts.episodeCounts([mediaId]);
    if (!counts.has(mediaId) && mustExist) {
      throw new AppError('list/unknown_media', `The catalogue has no anime ${mediaId}`);
    }
    return counts.get(mediaId) ?? null;
  }

  private async ownEntry(userId: number, id: number): Promise<MediaListEntry> {
    const found = await this.store.entryById(id);
    if (!found) throw new AppError('list/not_found', `No list entry ${id}`);
    if (found.userId !== userId) throw new AppError('list/forbidden', `List entry ${id} is not yours`);
    return found;
  }

  /** What `reader` may see of `owner`'s `entries`: all of them as the owner, else a public list's non-private ones. */
  private async visible(
    reader: Reader,
    owner: ListUser,
    entries: MediaListEntry[],
  ): Promise<MediaListEntry[]> {
    if (reader.uid !== null && (await this.userIdOf(reader.uid)) === owner.id) return entries;
    return owner.listPublic ? entries.filter((entry) => !entry.private) : [];
  }

  private async userIdOf(uid: string): Promise<number | null> {
    const known = this.userIds.get(uid);
    if (known !== undefined) return known;
    const user = await this.store.userByUid(uid);
    return user ? this.remember(uid, user).id : null;
  }

  private remember(uid: string, user: ListUser): ListUser {
    this.userIds.set(uid, user.id);
    return user;
  }

  /** A user created without a display name is called fan<id> once the id is known (kept as it is if taken). */
  private async nameAfterId(uid: string, user: ListUser): Promise<ListUser> {
    try {
      return (await this.store.updateUser(uid, { name: `fan${user.id}` }, Date.now())) ?? user;
    } catch (error) {
      if (isUniqueViolation(error)) return user;
      throw error;
    }
  }

  /** The user's entries as stored, in no particular order; frozen, shared with other readers. */
  private stored(userId: number): Promise<readonly MediaListEntry[]> {
    return this.cache.entries(userId, () => this.store.entriesOf(userId));
  }

  /**
   * After a committed write, before it is answered: the user's next read sees it (their entries, and any
   * list answer kept with their settings), and every device hears it.
   */
  private changed(userId: number, event: MediaListEvent): void {
    this.cache.drop(userId);
    void this.events.publish(userId, event);
  }

  private async updateUser(uid: string, fields: UserFields): Promise<ListUser> {
    const user = await this.store.updateUser(uid, fields, Date.now());
    if (!user) throw new AppError('list/not_found', 'No such list user');
    this.changed(user.id, { type: 'user', user });
    return user;
  }

  /** Counts the write against the caller's limit and answers their list user's id. */
  private async startWrite(uid: string): Promise<number> {
    await this.rateLimiter.consume(`list:write:${uid}`, MEDIA_LIST_WRITE_LIMIT, MEDIA_LIST_WRITE_WINDOW_MS);
    return (await this.userIdOf(uid)) ?? (await this.viewer(uid, null)).id;
  }

  private contended(): AppError {
    return new AppError('service/unavailable', 'The entry kept changing meanwhile; try again');
  }
}
