// The airing slots in the database, in plain SQL that SQLite and PostgreSQL both run: the works fans
// follow, their stored slots, the plan's upserts and removals, the due slots and their completion.
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { MEDIA_LIST_ENTRIES_TABLE } from '../media-list';
import { AIRING_STATUSES } from '../notifications';
import type { AiringSlot, SlotPlan } from './airing-slots';
import { AIRING_SLOTS_TABLE } from './create-airing-slots.migration';
import { queryRows } from '../common';

interface SlotRow {
  media_id: number | string;
  episode: number | string;
  airing_at: number | string;
  title: string;
  sequence: number | string;
  notified_at: number | string | null;
}

/** bigint columns come back as strings from PostgreSQL. */
function slotOf(row: SlotRow): AiringSlot {
  return {
    mediaId: Number(row.media_id),
    episode: Number(row.episode),
    airingAt: Number(row.airing_at),
    title: row.title,
    sequence: Number(row.sequence),
    notifiedAt: row.notified_at === null ? null : Number(row.notified_at),
  };
}

const SLOT_COLUMNS = 'media_id, episode, airing_at, title, sequence, notified_at';

@Injectable()
export class AiringStore {
  private readonly postgres: boolean;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    this.postgres = dataSource.options.type === 'postgres';
  }

  /** The works in at least one fan's 見てる or 見たい (CURRENT, REPEATING, PLANNING). */
  async followedWorks(): Promise<number[]> {
    const rows = (await this.query(
      `SELECT DISTINCT media_id FROM ${MEDIA_LIST_ENTRIES_TABLE}
       WHERE status IN (${AIRING_STATUSES.map(() => '?').join(', ')}) ORDER BY media_id`,
      [...AIRING_STATUSES],
    )) as Array<{ media_id: number | string }>;
    return rows.map((row) => Number(row.media_id));
  }

  async slotsOf(mediaIds: readonly number[]): Promise<AiringSlot[]> {
    if (mediaIds.length === 0) return [];
    const rows = (await this.query(
      `SELECT ${SLOT_COLUMNS} FROM ${AIRING_SLOTS_TABLE} WHERE media_id IN (${mediaIds.map(() => '?').join(', ')})`,
      [...mediaIds],
    )) as SlotRow[];
    return rows.map(slotOf);
  }

  async slot(mediaId: number, episode: number): Promise<AiringSlot | null> {
    const rows = (await this.query(
      `SELECT ${SLOT_COLUMNS} FROM ${AIRING_SLOTS_TABLE} WHERE media_id = ? AND episode = ?`,
      [mediaId, episode],
    )) as SlotRow[];
    return rows[0] ? slotOf(rows[0]) : null;
  }

  /** Whether a broadcast of the work after `now` is stored already. */
  async hasUpcoming(mediaId: number, now: number): Promise<boolean> {
    const rows = await this.query(
      `SELECT 1 AS found FROM ${AIRING_SLOTS_TABLE} WHERE media_id = ? AND airing_at > ? LIMIT 1`,
      [mediaId, now],
    );
    return rows.length > 0;
  }

  /**
   * Writes the plan. An upsert never touches a slot announced meanwhile (another instance's due job may
   * have run since the plan was read), and a removal only takes a slot still to announce.
   */
  async apply(plan: SlotPlan, now: number): Promise<void> {
    for (const slot of plan.upserts) {
      await this.query(
        `INSERT INTO ${AIRING_SLOTS_TABLE} (media_id, episode, airing_at, title, sequence, notified_at, updated_at)
         VALUES (?, ?, ?, ?, ?, NULL, ?)
         ON CONFLICT (media_id, episode) DO UPDATE SET
           airing_at = excluded.airing_at, title = excluded.title, sequence = excluded.sequence,
           updated_at = excluded.updated_at
         WHERE ${AIRING_SLOTS_TABLE}.notified_at IS NULL`,
        [slot.mediaId, slot.episode, slot.airingAt, slot.title, slot.sequence, now],
      );
    }
    for (const { mediaId, episode } of plan.removals) {
      await this.query(
        `DELETE FROM ${AIRING_SLOTS_TABLE} WHERE media_id = ? AND episode = ? AND notified_at IS NULL AND airing_at > ?`,
        [mediaId, episode, now],
      );
    }
  }

  /** Slots whose broadcast has begun by `now` and that were not announced yet, oldest first. */
  async due(now: number, limit: number): Promise<AiringSlot[]> {
    const rows = (await this.query(
      `SELECT ${SLOT_COLUMNS} FROM ${AIRING_SLOTS_TABLE}
       WHERE notified_at IS NULL AND airing_at <= ? ORDER BY airing_at, media_id, episode LIMIT ?`,
      [now, limit],
    )) as SlotRow[];
    return rows.map(slotOf);
  }

  /** Slots still to announce whose broadcast is after `after` and by `until`, soonest first. */
  async between(after: number, until: number, limit: number): Promise<AiringSlot[]> {
    const rows = (await this.query(
      `SELECT ${SLOT_COLUMNS} FROM ${AIRING_SLOTS_TABLE}
       WHERE notified_at IS NULL AND airing_at > ? AND airing_at <= ? ORDER BY airing_at, media_id, episode LIMIT ?`,
      [after, until, limit],
    )) as SlotRow[];
    return rows.map(slotOf);
  }

  async markNotified(mediaId: number, episode: number, now: number): Promise<void> {
    await this.query(
      `UPDATE ${AIRING_SLOTS_TABLE} SET notified_at = ?, updated_at = ?
       WHERE media_id = ? AND episode = ? AND notified_at IS NULL`,
      [now, now, mediaId, episode],
    );
  }

  private query(sql: string, parameters: unknown[]): Promise<unknown[]> {
    return queryRows<unknown>(this.dataSource, this.postgres, sql, parameters);
  }
}
