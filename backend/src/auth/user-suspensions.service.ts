// 投稿停止: moderators suspend a user from writing for a day, a week or for good; every write path of
// the discussions asks assertMayWrite first. Each write here is one statement (see favorites.service.ts
// on why the SQLite connection gets no explicit transactions).
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, MoreThan, type Repository } from 'typeorm';
import type { SuspensionDuration } from '@anifan/contract';
import { AppError } from '../common';
import { UserSuspension } from './user-suspension.entity';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long each duration lasts; null: until lifted. */
export const SUSPENSION_LENGTH_MS: Record<SuspensionDuration, number | null> = {
  '1d': DAY_MS,
  '7d': 7 * DAY_MS,
  permanent: null,
};

/** A suspension as the server keeps it: by Firebase uid (answers carry the public user id instead). */
export interface SuspensionRecord {
  uid: string;
  /** Null: permanent. */
  until: Date | null;
  reason: string;
  moderatorUid: string;
  createdAt: Date;
}

const JAPAN_TIME = new Intl.DateTimeFormat('ja-JP', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 「投稿停止中です（2026年11月27日 21:00まで）」 in Japan time, or 「投稿停止中です（無期限）」. */
export function suspendedMessage(until: Date | null): string {
  return `投稿停止中です（${until === null ? '無期限' : `${JAPAN_TIME.format(until)}まで`}）`;
}

const toRecord = (row: UserSuspension): SuspensionRecord => ({
  uid: row.uid,
  until: row.until,
  reason: row.reason,
  moderatorUid: row.moderatorUid,
  createdAt: row.createdAt,
});

@Injectable()
export class UserSuspensions {
  constructor(@InjectRepository(UserSuspension) private readonly rows: Repository<UserSuspension>) {}

  /** Suspends `uid` from `now` for `duration`, replacing a suspension they had (ended or not). */
  async suspend(
    uid: string,
    duration: SuspensionDuration,
    reason: string,
    moderatorUid: string,
    now: Date = new Date(),
  ): Promise<SuspensionRecord> {
    const length = SUSPENSION_LENGTH_MS[duration];
    const row: UserSuspension = {
      uid,
      until: length === null ? null : new Date(now.getTime() + length),
      reason,
      moderatorUid,
      createdAt: now,
    };
    await this.rows.upsert(row, { conflictPaths: ['uid'] });
    return toRecord(row);
  }

  /** Ends `uid`'s suspension; the one that was current, or null when there was none. */
  async lift(uid: string, now: Date = new Date()): Promise<SuspensionRecord | null> {
    const current = await this.current(uid, now);
    await this.rows.delete({ uid });
    return current;
  }

  /** `uid`'s suspension when it has not ended, else null. */
  async current(uid: string, now: Date = new Date()): Promise<SuspensionRecord | null> {
    const row = await this.rows.findOneBy({ uid });
    return row && isCurrent(row, now) ? toRecord(row) : null;
  }

  /** Every suspension that has not ended, newest first. */
  async list(now: Date = new Date()): Promise<SuspensionRecord[]> {
    const rows = await this.rows.find({
      where: [{ until: IsNull() }, { until: MoreThan(now) }],
      order: { createdAt: 'DESC', uid: 'ASC' },
    });
    return rows.map(toRecord);
  }

  /** Throws 403 `user/suspended` (saying until when, in Japan time) when `uid` may not write now. */
  async assertMayWrite(uid: string, now: Date = new Date()): Promise<void> {
    const suspension = await this.current(uid, now);
    if (suspension) throw new AppError('user/suspended', suspendedMessage(suspension.until));
  }
}

const isCurrent = (row: UserSuspension, now: Date) => row.until === null || row.until > now;
