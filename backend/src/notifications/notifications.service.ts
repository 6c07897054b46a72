// お知らせ (docs/api.md#notifications): stores each fan's notifications, once per dedupe key, and tells
// every open device about them (NotificationEvents) and the push dispatcher about those to push
// (`stored`). Every write is one statement, without an explicit transaction: TypeORM's SQLite driver
// shares one connection between concurrent requests (favorites.service.ts says more). The airing
// fan-out is one INSERT … SELECT over the fans' lists, so 10,000 fans cost one statement.
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  NOTIFICATION_KINDS,
  NOTIFICATION_PAGE_SIZE,
  type NotificationChannelSettings,
  type NotificationKind,
  type NotificationPage,
  type NotificationSettings,
  type NotificationSubject,
  type NotificationView,
  type Reaction,
  type ThreadKey,
} from '@anifan/contract';
import { Subject, type Observable } from 'rxjs';
import { DataSource } from 'typeorm';
import { AppError, queryRows } from '../common';
import { LIST_USERS_TABLE, MEDIA_LIST_ENTRIES_TABLE } from '../media-list';
import { NOTIFICATION_SETTINGS_TABLE, NOTIFICATIONS_TABLE } from './create-notifications.migration';
import { NotificationEvents } from './notification-events';
import type { PushState } from './notification.entities';

/** The マイリスト statuses whose works' broadcasts a fan is told about: 見てる (and rewatching) and 見たい. */
export const AIRING_STATUSES = ['CURRENT', 'REPEATING', 'PLANNING'] as const;

/** An episode that starts broadcasting. */
export interface Airing {
  mediaId: number;
  episode: number;
  /** The work's title as fans read it (native, else romaji). */
  title: string;
  /** Epoch milliseconds. */
  airingAt: number;
}

/** New notifications to push (push_state 'pending'), stored and committed on this instance. */
export interface StoredNotifications {
  ids: number[];
}

export interface NotificationPageOptions {
  before?: number;
  limit?: number;
  unreadOnly?: boolean;
}

/** Who reacted to a comment since a moment, as the comments module counts them. */
export interface ReactionTally {
  /** Different users, the comment's author left out. */
  count: number;
  reactions: Reaction[];
}

/** A comment whose author is told about its reactions. */
export interface ReactedComment {
  authorUid: string;
  commentId: number;
  thread: ThreadKey;
  excerpt: string;
}

type Row = Record<string, unknown>;

const COLUMNS = 'id, kind, subject, created_at, updated_at, read_at';

/** Ids above PostgreSQL's `integer` range cannot exist: not found (or every id below), not a database error. */
const MAX_NOTIFICATION_ID = 2_147_483_647;

/** The dedupe key of the airing notification of an episode. */
export function airingDedupeKey(mediaId: number, episode: number): string {
  return `airing:${mediaId}:${episode}`;
}

function notFound(): AppError {
  return new AppError('notification/not_found', 'No such notification of yours');
}

const reactionKeyPrefix = (commentId: number) => `reaction:${commentId}:`;

function toView(row: Row): NotificationView {
  return {
    id: Number(row.id),
    kind: row.kind as NotificationKind,
    subject: JSON.parse(String(row.subject)) as NotificationSubject,
    createdAt: new Date(Number(row.created_at)).toISOString(),
    updatedAt: new Date(Number(row.updated_at)).toISOString(),
    read: row.read_at !== null && row.read_at !== undefined,
  };
}

/** Stored settings over the defaults, so a kind added later starts with its default. */
function withDefaults(stored: Partial<NotificationSettings> | null): NotificationSettings {
  const kinds = {} as Record<NotificationKind, NotificationChannelSettings>;
  for (const kind of NOTIFICATION_KINDS) {
    kinds[kind] = { ...DEFAULT_NOTIFICATION_SETTINGS.kinds[kind], ...stored?.kinds?.[kind] };
  }
  return {
    kinds,
    quietHours: stored?.quietHours ?? DEFAULT_NOTIFICATION_SETTINGS.quietHours,
    timeZone: stored?.timeZone ?? DEFAULT_NOTIFICATION_SETTINGS.timeZone,
  };
}

function parseSettings(text: unknown): NotificationSettings {
  try {
    return withDefaults(JSON.parse(String(text)) as Partial<NotificationSettings>);
  } catch {
    return withDefaults(null);
  }
}

@Injectable()
export class NotificationsService {
  private readonly storedSubject = new Subject<StoredNotifications>();
  private readonly postgres: boolean;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly events: NotificationEvents,
  ) {
    this.postgres = dataSource.options.type === 'postgres';
  }

  /** Every batch of new notifications to push, after it is committed (this instance's only). */
  get stored(): Observable<StoredNotifications> {
    return this.storedSubject.asObservable();
  }

  /**
   * Stores one notification for `uid`, unless the fan turned the kind off in the app (then null) or
   * one with `dedupeKey` is stored already (null: idempotent).
   */
  async notify(
    uid: string,
    subject: NotificationSubject,
    dedupeKey: string,
  ): Promise<NotificationView | null> {
    const settings = (await this.settingsFor(uid)).kinds[subject.kind];
    if (!settings.inApp) return null;
    const now = Date.now();
    const pushState: PushState = settings.push ? 'pending' : 'none';
    const [row] = await this.rows(
      `insert into ${NOTIFICATIONS_TABLE}
         (user_uid, kind, dedupe_key, subject, created_at, updated_at, push_state)
       VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (user_uid, dedupe_key) DO NOTHING RETURNING ${COLUMNS}`,
      [uid, subject.kind, dedupeKey, JSON.stringify(subject), now, now, pushState],
    );
    if (!row) return null;
    const notification = toView(row);
    if (pushState === 'pending') this.storedSubject.next({ ids: [notification.id] });
    await this.events.publish(uid, { type: 'created', notification, unread: await this.unreadCount(uid) });
    return notification;
  }

  /**
   * 放送開始 for every fan with the work in 見てる or 見たい whose settings show airing in the app, in one
   * statement; stored once per fan and episode however often it runs. Answers how many were new.
   */
  async notifyAiring(airing: Airing): Promise<number> {
    const subject: NotificationSubject = {
      kind: 'airing',
      mediaId: airing.mediaId,
      title: airing.title,
      episode: airing.episode,
      airingAt: new Date(airing.airingAt).toISOString(),
    };
    const subjectText = JSON.stringify(subject);
    const now = Date.now();
    const bigint = this.postgres ? '::bigint' : '';
    const text = this.postgres ? '::text' : '';
    const rows = await this.rows(
      `insert into ${NOTIFICATIONS_TABLE}
         (user_uid, kind, dedupe_key, subject, created_at, updated_at, push_state)
       SELECT u.uid, 'airing', ?${text}, ?${text}, ?${bigint}, ?${bigint},
              CASE WHEN ${this.settingSql('s', 'airing', 'push')} THEN 'pending' ELSE 'none' END
       FROM ${MEDIA_LIST_ENTRIES_TABLE} e
       JOIN ${LIST_USERS_TABLE} u ON u.id = e.user_id
       LEFT JOIN ${NOTIFICATION_SETTINGS_TABLE} s ON s.user_uid = u.uid
       WHERE e.media_id = ? AND e.status IN (${AIRING_STATUSES.map(() => '?').join(', ')})
         AND ${this.settingSql('s', 'airing', 'inApp')}
       ON CONFLICT (user_uid, dedupe_key) DO NOTHING
       RETURNING id, user_uid, push_state, created_at`,
      [
        airingDedupeKey(airing.mediaId, airing.episode),
        subjectText,
        now,
        now,
        airing.mediaId,
        ...AIRING_STATUSES,
      ],
    );
    if (rows.length === 0) return 0;
    const pending = rows.filter((row) => row.push_state === 'pending').map((row) => Number(row.id));
    if (pending.length > 0) this.storedSubject.next({ ids: pending });
    const unread = await this.unreadCounts(rows.map((row) => String(row.user_uid)));
    const createdAt = new Date(now).toISOString();
    await Promise.all(
      rows.map((row) => {
        const uid = String(row.user_uid);
        const notification: NotificationView = {
          id: Number(row.id),
          kind: 'airing',
          subject,
          createdAt,
          updatedAt: createdAt,
          read: false,
        };
        return this.events.publish(uid, { type: 'created', notification, unread: unread.get(uid) ?? 1 });
      }),
    );
    return rows.length;
  }

  /**
   * リアクション, summarised: ONE unread notification per comment gathers the reactions given since the
   * author last read the one before (`tally(since)` counts them, since an epoch-ms moment); once read,
   * the next reaction starts a new one. Null when the kind is off in the app or nobody else reacted.
   */
  async summariseReactions(
    comment: ReactedComment,
    tally: (since: number) => Promise<ReactionTally>,
  ): Promise<NotificationView | null> {
    const settings = (await this.settingsFor(comment.authorUid)).kinds.reaction;
    if (!settings.inApp) return null;
    // Twice at most: the summary may be read between finding it and updating it, or updated by a
    // later count meanwhile.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const [latest] = await this.rows(
        `SELECT dedupe_key, read_at FROM ${NOTIFICATIONS_TABLE}
         WHERE user_uid = ? AND kind = 'reaction' AND dedupe_key LIKE ?
         ORDER BY id DESC LIMIT 1`,
        [comment.authorUid, `${reactionKeyPrefix(comment.commentId)}%`],
      );
      const open = latest !== undefined && latest.read_at === null;
      // The key says since when the summary counts: the moment the one before it was read.
      const since = !latest
        ? 0
        : open
          ? Number(String(latest.dedupe_key).slice(reactionKeyPrefix(comment.commentId).length))
          : Number(latest.read_at);
      // Taken before counting: of two summaries counted concurrently, the one counted later is stored.
      const now = Date.now();
      const { count, reactions } = await tally(since);
      if (count === 0) return null;
      const subject: NotificationSubject = {
        kind: 'reaction',
        thread: comment.thread,
        commentId: comment.commentId,
        count,
        reactions,
        excerpt: comment.excerpt,
      };
      const pushState: PushState = settings.push ? 'pending' : 'none';
      const [row] = await this.rows(
        `insert into ${NOTIFICATIONS_TABLE} AS n
           (user_uid, kind, dedupe_key, subject, created_at, updated_at, push_state)
         VALUES (?, 'reaction', ?, ?, ?, ?, ?)
         ON CONFLICT (user_uid, dedupe_key) DO UPDATE
           SET subject = excluded.subject, updated_at = excluded.updated_at, push_state = excluded.push_state
           WHERE n.read_at IS NULL AND n.updated_at <= excluded.updated_at
         RETURNING ${COLUMNS}`,
        [
          comment.authorUid,
          `${reactionKeyPrefix(comment.commentId)}${since}`,
          JSON.stringify(subject),
          now,
          now,
          pushState,
        ],
      );
      if (!row) continue;
      const notification = toView(row);
      if (pushState === 'pending') this.storedSubject.next({ ids: [notification.id] });
      await this.events.publish(comment.authorUid, {
        type: open ? 'updated' : 'created',
        notification,
        unread: await this.unreadCount(comment.authorUid),
      });
      return notification;
    }
    return null;
  }

  /** The fan's notifications, newest first, a page at a time (keyset on `before`). */
  async list(uid: string, options: NotificationPageOptions = {}): Promise<NotificationPage> {
    const limit = options.limit ?? NOTIFICATION_PAGE_SIZE;
    const conditions = ['user_uid = ?'];
    const parameters: unknown[] = [uid];
    if (options.before !== undefined && options.before <= MAX_NOTIFICATION_ID) {
      conditions.push('id < ?');
      parameters.push(options.before);
    }
    if (options.unreadOnly) conditions.push('read_at IS NULL');
    const rows = await this.rows(
      `SELECT ${COLUMNS} FROM ${NOTIFICATIONS_TABLE} WHERE ${conditions.join(' AND ')}
       ORDER BY id DESC LIMIT ?`,
      [...parameters, limit + 1],
    );
    const items = rows.slice(0, limit).map(toView);
    const last = items.at(-1);
    return {
      items,
      unread: await this.unreadCount(uid),
      nextBefore: rows.length > limit && last ? last.id : null,
    };
  }

  /** Marks one of the fan's notifications read (idempotent); another fan's is not found. */
  async read(uid: string, id: number): Promise<number> {
    if (id > MAX_NOTIFICATION_ID) throw notFound();
    const marked = await this.rows(
      `update ${NOTIFICATIONS_TABLE} SET read_at = ? WHERE id = ? AND user_uid = ? AND read_at IS NULL RETURNING id`,
      [Date.now(), id, uid],
    );
    if (marked.length === 0) {
      const [own] = await this.rows(`SELECT id FROM ${NOTIFICATIONS_TABLE} WHERE id = ? AND user_uid = ?`, [
        id,
        uid,
      ]);
      if (!own) throw notFound();
      return this.unreadCount(uid);
    }
    const unread = await this.unreadCount(uid);
    await this.events.publish(uid, { type: 'read', ids: [id], unread });
    return unread;
  }

  /** Marks all the fan's notifications read; answers how many stay unread (those stored meanwhile). */
  async readAll(uid: string): Promise<number> {
    const marked = await this.rows(
      `update ${NOTIFICATIONS_TABLE} SET read_at = ? WHERE user_uid = ? AND read_at IS NULL RETURNING id`,
      [Date.now(), uid],
    );
    const unread = await this.unreadCount(uid);
    if (marked.length > 0) await this.events.publish(uid, { type: 'read', ids: null, unread });
    return unread;
  }

  async unreadCount(uid: string): Promise<number> {
    const [row] = await this.rows(
      `SELECT COUNT(*) AS unread FROM ${NOTIFICATIONS_TABLE} WHERE user_uid = ? AND read_at IS NULL`,
      [uid],
    );
    return Number(row?.unread ?? 0);
  }

  /** The fan's settings, the defaults when none are stored. */
  async settingsFor(uid: string): Promise<NotificationSettings> {
    const [row] = await this.rows(`SELECT settings FROM ${NOTIFICATION_SETTINGS_TABLE} WHERE user_uid = ?`, [
      uid,
    ]);
    return row ? parseSettings(row.settings) : withDefaults(null);
  }

  /** Each fan's settings (the defaults for those with none stored). */
  async settingsForMany(uids: readonly string[]): Promise<Map<string, NotificationSettings>> {
    const settings = new Map<string, NotificationSettings>();
    const unique = [...new Set(uids)];
    if (unique.length === 0) return settings;
    const rows = await this.rows(
      `SELECT user_uid, settings FROM ${NOTIFICATION_SETTINGS_TABLE} WHERE user_uid IN (${this.jsonList()})`,
      [JSON.stringify(unique)],
    );
    for (const row of rows) settings.set(String(row.user_uid), parseSettings(row.settings));
    for (const uid of unique) if (!settings.has(uid)) settings.set(uid, withDefaults(null));
    return settings;
  }

  /** Replaces the fan's settings; answers them as stored. */
  async putSettings(uid: string, settings: NotificationSettings): Promise<NotificationSettings> {
    const stored = withDefaults(settings);
    await this.rows(
      `insert into ${NOTIFICATION_SETTINGS_TABLE} (user_uid, settings, updated_at) VALUES (?, ?, ?)
       ON CONFLICT (user_uid) DO UPDATE SET settings = excluded.settings, updated_at = excluded.updated_at`,
      [uid, JSON.stringify(stored), Date.now()],
    );
    return stored;
  }

  /** The unread counts of fans (given as a JSON array parameter, so any number of them in one query). */
  private async unreadCounts(uids: readonly string[]): Promise<Map<string, number>> {
    const rows = await this.rows(
      `SELECT user_uid, COUNT(*) AS unread FROM ${NOTIFICATIONS_TABLE}
       WHERE read_at IS NULL AND user_uid IN (${this.jsonList()}) GROUP BY user_uid`,
      [JSON.stringify([...new Set(uids)])],
    );
    return new Map(rows.map((row) => [String(row.user_uid), Number(row.unread)]));
  }

  /** A subquery of the strings of a JSON array parameter. */
  private jsonList(): string {
    return this.postgres ? 'SELECT jsonb_array_elements_text(?::jsonb)' : 'SELECT value FROM json_each(?)';
  }

  /** Whether the stored settings (`alias`, left-joined: absent means the defaults) allow a kind's channel. */
  private settingSql(
    alias: string,
    kind: NotificationKind,
    channel: keyof NotificationChannelSettings,
  ): string {
    const fallback = DEFAULT_NOTIFICATION_SETTINGS.kinds[kind][channel];
    return this.postgres
      ? `COALESCE((${alias}.settings::jsonb #>> '{kinds,${kind},${channel}}')::boolean, ${fallback})`
      : `COALESCE(json_extract(${alias}.settings, '$.kinds.${kind}.${channel}'), ${fallback ? 1 : 0}) = 1`;
  }

  /** Runs `sql` written with `?` placeholders and answers its rows (queryRows: writes in lower case). */
  private rows(sql: string, parameters: unknown[]): Promise<Row[]> {
    return queryRows<Row>(this.dataSource, this.postgres, sql, parameters);
  }
}
