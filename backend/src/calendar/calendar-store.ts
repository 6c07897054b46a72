// The calendar feed's rows in SQL, on SQLite and PostgreSQL alike: feeds by owner and by token hash,
// the key addresses are made with, the owner's listed works, and each episode's last known slot. Every
// write is one statement (favorites.service.ts says why no explicit transaction is used).
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { LIST_USERS_TABLE, MEDIA_LIST_ENTRIES_TABLE } from '../media-list';
import {
  CALENDAR_EVENTS_TABLE,
  CALENDAR_FEEDS_TABLE,
  CALENDAR_KEYS_TABLE,
} from './create-calendar-feeds.migration';
import { queryRows } from '../common';

type Row = Record<string, unknown>;

/** The statuses whose works the feed shows: 見てる (and watching again) and 見たい. */
export const CALENDAR_STATUSES = ['CURRENT', 'REPEATING', 'PLANNING'] as const;

/** A fan's feed: what its address is made from, and the hash the address is found by. */
export interface StoredFeed {
  uid: string;
  nonce: string;
  tokenHash: string;
}

/** An episode's broadcast as the feed last saw it. */
export interface StoredSlot {
  mediaId: number;
  episode: number;
  startsAt: number;
  /** 0 when first seen, one more each time the start moved. */
  sequence: number;
  /** When the slot was first seen or last moved (epoch ms). */
  updatedAt: number;
}

/** Rows per upsert statement: 4 parameters each, far below either driver's limit. */
const SLOTS_PER_STATEMENT = 200;
const KEY_ROW = 1;
/** A slot this long past is no longer in any feed, and its row goes. */
export const KEPT_PAST_SLOT_MS = 7 * 24 * 60 * 60 * 1000;

@Injectable()
export class CalendarStore {
  private readonly postgres: boolean;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    this.postgres = dataSource.options.type === 'postgres';
  }

  /** The owner's feed, or null when they have none. */
  async feedOf(uid: string): Promise<StoredFeed | null> {
    const [row] = await this.rows(
      `select nonce, token_hash from ${CALENDAR_FEEDS_TABLE} where user_uid = ?`,
      [uid],
    );
    return row === undefined ? null : { uid, nonce: String(row.nonce), tokenHash: String(row.token_hash) };
  }

  /** Records the hash of the token the feed's nonce makes under a new key. */
  async rehash(uid: string, nonce: string, tokenHash: string): Promise<void> {
    await this.rows(`update ${CALENDAR_FEEDS_TABLE} set token_hash = ? where user_uid = ? and nonce = ?`, [
      tokenHash,
      uid,
      nonce,
    ]);
  }

  /** Stores a feed unless the owner has one already (two first asks at once keep one). */
  async createFeed(uid: string, nonce: string, tokenHash: string, now: number): Promise<void> {
    await this.rows(
      `insert into ${CALENDAR_FEEDS_TABLE} (user_uid, nonce, token_hash, created_at) values (?, ?, ?, ?)
       on conflict (user_uid) do nothing`,
      [uid, nonce, tokenHash, now],
    );
  }

  async deleteFeed(uid: string): Promise<void> {
    await this.rows(`delete from ${CALENDAR_FEEDS_TABLE} where user_uid = ?`, [uid]);
  }

  /** The feed whose token hashes to `tokenHash`, or null. */
  async feedByHash(tokenHash: string): Promise<StoredFeed | null> {
    const [row] = await this.rows(
      `select user_uid, nonce from ${CALENDAR_FEEDS_TABLE} where token_hash = ?`,
      [tokenHash],
    );
    return row === undefined ? null : { uid: String(row.user_uid), nonce: String(row.nonce), tokenHash };
  }

  /** The stored key, storing `candidate` first when there is none (every instance ends with the same). */
  async key(candidate: string, now: number): Promise<string> {
    await this.rows(
      `insert into ${CALENDAR_KEYS_TABLE} (id, secret, created_at) values (?, ?, ?) on conflict (id) do nothing`,
      [KEY_ROW, candidate, now],
    );
    const [row] = await this.rows(`select secret from ${CALENDAR_KEYS_TABLE} where id = ?`, [KEY_ROW]);
    return String(row?.secret);
  }

  /** The works of the owner's list the feed shows, the most recently changed first. */
  async listedWorks(uid: string, limit: number): Promise<number[]> {
    const statuses = CALENDAR_STATUSES.map(() => '?').join(', ');
    const rows = await this.rows(
      `select e.media_id from ${MEDIA_LIST_ENTRIES_TABLE} e join ${LIST_USERS_TABLE} u on u.id = e.user_id
       where u.uid = ? and e.status in (${statuses})
       order by e.updated_at desc, e.id desc limit ?`,
      [uid, ...CALENDAR_STATUSES, limit],
    );
    return rows.map((row) => Number(row.media_id));
  }

  /**
   * Records each episode's start as seen now: a new episode gets sequence 0, one whose start moved gets
   * its sequence raised (once, however many requests see the move at the same time); answers the rows.
   * Slots long past are dropped on the way.
   */
  async recordSlots(
    slots: ReadonlyArray<{ mediaId: number; episode: number; startsAt: number }>,
    now: number,
  ): Promise<Map<string, StoredSlot>> {
    await this.rows(`delete from ${CALENDAR_EVENTS_TABLE} where starts_at < ?`, [now - KEPT_PAST_SLOT_MS]);
    if (slots.length === 0) return new Map();
    for (let start = 0; start < slots.length; start += SLOTS_PER_STATEMENT) {
      const batch = slots.slice(start, start + SLOTS_PER_STATEMENT);
      await this.rows(
        `insert into ${CALENDAR_EVENTS_TABLE} (media_id, episode, starts_at, sequence, updated_at)
         values ${batch.map(() => '(?, ?, ?, 0, ?)').join(', ')}
         on conflict (media_id, episode) do update set starts_at = excluded.starts_at,
           sequence = ${CALENDAR_EVENTS_TABLE}.sequence + 1, updated_at = excluded.updated_at
         where ${CALENDAR_EVENTS_TABLE}.starts_at <> excluded.starts_at`,
        batch.flatMap((slot) => [slot.mediaId, slot.episode, slot.startsAt, now]),
      );
    }
    const stored = new Map<string, StoredSlot>();
    const works = [...new Set(slots.map((slot) => slot.mediaId))];
    const earliest = Math.min(...slots.map((slot) => slot.startsAt));
    for (let start = 0; start < works.length; start += SLOTS_PER_STATEMENT) {
      const batch = works.slice(start, start + SLOTS_PER_STATEMENT);
      const rows = await this.rows(
        `select media_id, episode, starts_at, sequence, updated_at from ${CALENDAR_EVENTS_TABLE}
         where media_id in (${batch.map(() => '?').join(', ')}) and starts_at >= ?`,
        [...batch, earliest],
      );
      for (const row of rows) {
        const slot: StoredSlot = {
          mediaId: Number(row.media_id),
          episode: Number(row.episode),
          startsAt: Number(row.starts_at),
          sequence: Number(row.sequence),
          updatedAt: Number(row.updated_at),
        };
        stored.set(slotKey(slot), slot);
      }
    }
    return stored;
  }

  /** Runs `sql` written with `?` placeholders and answers its rows (queryRows: writes in lower case). */
  private rows(sql: string, parameters: unknown[]): Promise<Row[]> {
    return queryRows<Row>(this.dataSource, this.postgres, sql, parameters);
  }
}

/** An episode's key in maps of slots. */
export const slotKey = (slot: { mediaId: number; episode: number }): string =>
  `${slot.mediaId}:${slot.episode}`;
