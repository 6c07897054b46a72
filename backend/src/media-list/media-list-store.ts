// The list's rows in SQL, on SQLite and PostgreSQL alike. Every write is one statement, so it needs no
// explicit transaction: TypeORM's SQLite driver shares one connection between concurrent requests, and
// a transaction there would take in other requests' statements (favorites.service.ts says more). A
// write of many entries is one statement too (the rows go in as one JSON parameter), so it applies
// all of them or none; each entry is written only if its revision is still the one it was computed
// from, and the caller recomputes those that changed meanwhile.
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, QueryFailedError } from 'typeorm';
import type { EntryContent } from './media-list-rules';
import { LIST_USERS_TABLE, MEDIA_LIST_ENTRIES_TABLE } from './create-media-list.migration';
import type { FuzzyDate, ListUser, MediaListEntry, MediaListStatus, ScoreFormat } from './media-list.types';
import { queryRows } from '../common';

const ENTRY_COLUMNS = [
  'id',
  'user_id',
  'media_id',
  'status',
  'progress',
  'repeat_count',
  'score_raw',
  'notes',
  'is_private',
  'started_year',
  'started_month',
  'started_day',
  'completed_year',
  'completed_month',
  'completed_day',
  'created_at',
  'updated_at',
  'revision',
] as const;

/** The columns a write sets, in the order of a written row's JSON array. */
const WRITTEN_COLUMNS = ENTRY_COLUMNS.filter((column) => column !== 'id');
type WrittenColumn = Exclude<(typeof ENTRY_COLUMNS)[number], 'id'>;
/** Left as they are when an existing entry is written. */
const KEPT_ON_UPDATE: ReadonlySet<string> = new Set(['user_id', 'media_id', 'created_at']);
const COLUMN_TYPES: Record<WrittenColumn, 'integer' | 'bigint' | 'text' | 'boolean'> = {
  user_id: 'integer',
  media_id: 'integer',
  status: 'text',
  progress: 'integer',
  repeat_count: 'integer',
  score_raw: 'integer',
  notes: 'text',
  is_private: 'boolean',
  started_year: 'integer',
  started_month: 'integer',
  started_day: 'integer',
  completed_year: 'integer',
  completed_month: 'integer',
  completed_day: 'integer',
  created_at: 'bigint',
  updated_at: 'bigint',
  revision: 'integer',
};
const USER_COLUMNS = 'id, name, score_format, list_public, created_at, updated_at';

type Row = Record<string, unknown>;

/** An entry to write: `revision` is the new one (1 for a new entry, else the stored one plus one). */
export interface EntryWrite extends EntryContent {
  userId: number;
  mediaId: number;
  createdAt: number;
  updatedAt: number;
  revision: number;
}

export type UserFields = Partial<Pick<ListUser, 'name' | 'scoreFormat' | 'listPublic'>>;

const int = (value: unknown): number => Number(value);
const intOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);
// SQLite answers booleans as 0/1, PostgreSQL as booleans.
const bool = (value: unknown): boolean => value === true || value === 1 || value === '1';

function dateOf(row: Row, prefix: string): FuzzyDate {
  return {
    year: intOrNull(row[`${prefix}_year`]),
    month: intOrNull(row[`${prefix}_month`]),
    day: intOrNull(row[`${prefix}_day`]),
  };
}

function toEntry(row: Row): MediaListEntry {
  return {
    id: int(row.id),
    userId: int(row.user_id),
    mediaId: int(row.media_id),
    status: row.status as MediaListStatus,
    progress: int(row.progress),
    repeat: int(row.repeat_count),
    scoreRaw: int(row.score_raw),
    notes: (row.notes as string | null) ?? null,
    private: bool(row.is_private),
    startedAt: dateOf(row, 'started'),
    completedAt: dateOf(row, 'completed'),
    createdAt: int(row.created_at),
    updatedAt: int(row.updated_at),
    revision: int(row.revision),
  };
}

function toUser(row: Row): ListUser {
  return {
    id: int(row.id),
    name: String(row.name),
    scoreFormat: row.score_format as ScoreFormat,
    listPublic: bool(row.list_public),
    createdAt: int(row.created_at),
    updatedAt: int(row.updated_at),
  };
}

function writtenValues(entry: EntryWrite): unknown[] {
  return [
    entry.userId,
    entry.mediaId,
    entry.status,
    entry.progress,
    entry.repeat,
    entry.scoreRaw,
    entry.notes,
    entry.private,
    entry.startedAt.year,
    entry.startedAt.month,
    entry.startedAt.day,
    entry.completedAt.year,
    entry.completedAt.month,
    entry.completedAt.day,
    entry.createdAt,
    entry.updatedAt,
    entry.revision,
  ];
}

/** PostgreSQL's unique_violation, or SQLite's constraint error for a UNIQUE index. */
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: unknown; message?: unknown } | undefined;
  return (
    driverError?.code === '23505' ||
    (driverError?.code === 'SQLITE_CONSTRAINT' && String(driverError.message).includes('UNIQUE'))
  );
}

@Injectable()
export class MediaListStore {
  private readonly postgres: boolean;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    this.postgres = dataSource.options.type === 'postgres';
  }

  async userByUid(uid: string): Promise<ListUser | null> {
    const [row] = await this.rows(`SELECT ${USER_COLUMNS} FROM ${LIST_USERS_TABLE} WHERE uid = ?`, [uid]);
    return row ? toUser(row) : null;
  }

  async userById(id: number): Promise<ListUser | null> {
    const [row] = await this.rows(`SELECT ${USER_COLUMNS} FROM ${LIST_USERS_TABLE} WHERE id = ?`, [id]);
    return row ? toUser(row) : null;
  }

  /** The user of exactly that name, else the one user whose name differs only in case (as AniList looks names up). */
  async userByName(name: string): Promise<ListUser | null> {
    const [exact] = await this.rows(`SELECT ${USER_COLUMNS} FROM ${LIST_USERS_TABLE} WHERE name = ?`, [name]);
    if (exact) return toUser(exact);
    const folded = await this.rows(
      `SELECT ${USER_COLUMNS} FROM ${LIST_USERS_TABLE} WHERE LOWER(name) = LOWER(?) LIMIT 2`,
      [name],
    );
    return folded.length === 1 ? toUser(folded[0] as Row) : null;
  }

  /** Creates the user unless `uid` has one already (then null); a taken name throws a unique violation. */
  async insertUser(uid: string, name: string, now: number): Promise<ListUser | null> {
    const [row] = await this.rows(
      `insert into ${LIST_USERS_TABLE} (uid, name, score_format, list_public, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (uid) DO NOTHING RETURNING ${USER_COLUMNS}`,
      [uid, name, 'POINT_10_DECIMAL', false, now, now],
    );
    return row ? toUser(row) : null;
  }

  /** A taken name throws a unique violation. */
  async updateUser(uid: string, fields: UserFields, now: number): Promise<ListUser | null> {
    const sets: string[] = [];
    const values: unknown[] = [];
    const set = (column: string, value: unknown) => {
      sets.push(`${column} = ?`);
      values.push(value);
    };
    if (fields.name !== undefined) set('name', fields.name);
    if (fields.scoreFormat !== undefined) set('score_format', fields.scoreFormat);
    if (fields.listPublic !== undefined) set('list_public', fields.listPublic);
    const [row] = await this.rows(
      `update ${LIST_USERS_TABLE} SET ${[...sets, 'updated_at = ?'].join(', ')} WHERE uid = ? RETURNING ${USER_COLUMNS}`,
      [...values, now, uid],
    );
    return row ? toUser(row) : null;
  }

  async entryById(id: number): Promise<MediaListEntry | null> {
    const [row] = await this.rows(
      `SELECT ${ENTRY_COLUMNS.join(', ')} FROM ${MEDIA_LIST_ENTRIES_TABLE} WHERE id = ?`,
      [id],
    );
    return row ? toEntry(row) : null;
  }

  async entriesByIds(ids: readonly number[]): Promise<MediaListEntry[]> {
    if (ids.length === 0) return [];
    const rows = await this.rows(
      `SELECT ${ENTRY_COLUMNS.join(', ')} FROM ${MEDIA_LIST_ENTRIES_TABLE} WHERE id IN (${ids.map(() => '?').join(', ')})`,
      [...ids],
    );
    return rows.map(toEntry);
  }

  /** The user's entries, of `mediaIds` only when given, in no particular order. */
  async entriesOf(userId: number, mediaIds?: readonly number[]): Promise<MediaListEntry[]> {
    if (mediaIds !== undefined && mediaIds.length === 0) return [];
    const byMedia = mediaIds === undefined ? '' : ` AND media_id IN (${mediaIds.map(() => '?').join(', ')})`;
    const rows = await this.rows(
      `SELECT ${ENTRY_COLUMNS.join(', ')} FROM ${MEDIA_LIST_ENTRIES_TABLE} WHERE user_id = ?${byMedia}`,
      [userId, ...(mediaIds ?? [])],
    );
    return rows.map(toEntry);
  }

  /**
   * Writes every entry in one statement: a new one (revision 1) is inserted, an existing one updated
   * only while its stored revision is the one before `revision`. Answers the entries written; one
   * left out was changed (or created) meanwhile.
   */
  async writeEntries(entries: readonly EntryWrite[]): Promise<MediaListEntry[]> {
    if (entries.length === 0) return [];
    const table = MEDIA_LIST_ENTRIES_TABLE;
    const columns = WRITTEN_COLUMNS.join(', ');
    const updates = WRITTEN_COLUMNS.filter((column) => !KEPT_ON_UPDATE.has(column))
      .map((column) => `${column} = excluded.${column}`)
      .join(', ');
    const source = this.postgres
      ? `SELECT ${WRITTEN_COLUMNS.map((column, index) => this.pgElement(column, index)).join(', ')}
         FROM jsonb_array_elements(?::jsonb) AS source(v)`
      : `SELECT ${WRITTEN_COLUMNS.map((_column, index) => `json_extract(value, '$[${index}]')`).join(', ')}
         FROM json_each(?) WHERE true`;
    const rows = await this.rows(
      `insert into ${table} (${columns}) ${source}
       ON CONFLICT (user_id, media_id) DO UPDATE SET ${updates}
       WHERE ${table}.revision = excluded.revision - 1
       RETURNING ${ENTRY_COLUMNS.join(', ')}`,
      [JSON.stringify(entries.map(writtenValues))],
    );
    return rows.map(toEntry);
  }

  /** Removes the user's entry; answers it as it was, or null when there was none. */
  async deleteEntry(userId: number, id: number): Promise<MediaListEntry | null> {
    const [row] = await this.rows(
      `delete FROM ${MEDIA_LIST_ENTRIES_TABLE} WHERE id = ? AND user_id = ? RETURNING ${ENTRY_COLUMNS.join(', ')}`,
      [id, userId],
    );
    return row ? toEntry(row) : null;
  }

  private pgElement(column: WrittenColumn, index: number): string {
    const type = COLUMN_TYPES[column];
    return type === 'text' ? `v->>${index}` : `(v->>${index})::${type}`;
  }

  /** Runs `sql` written with `?` placeholders and answers its rows (queryRows: writes in lower case). */
  private rows(sql: string, parameters: unknown[]): Promise<Row[]> {
    return queryRows<Row>(this.dataSource, this.postgres, sql, parameters);
  }
}
