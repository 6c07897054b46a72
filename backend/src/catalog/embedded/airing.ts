// Status and airing schedule from bangumi-data's dates, relative to a given moment (pure).
//
// - status: NOT_YET_RELEASED before `begin`; FINISHED once `end` has passed (a movie once released);
//   RELEASING in between, and while the end is not known.
// - schedule: bangumi-data's `broadcast` is an ISO 8601 repeating interval, `R/<first airing>/P<n>D`
//   (P7D: weekly; P0D: one airing). Episode k airs at first + (k - 1) × n days, up to `end` when it is
//   known, else up to the next airing still to come. Breaks (holidays, specials) are not in the data,
//   so episode numbers count slots. Only when the interval starts at `begin` do slots count episodes
//   from 1; a slot that moved later in a long run (the interval starts after `begin`) gives no schedule.
import type { SnapshotWork } from '../snapshot/snapshot-types';

const DAY_MS = 86_400_000;
const INTERVAL = /^R\/([^/]+)\/P(\d+)([DW])$/;

export type MediaStatus = 'FINISHED' | 'RELEASING' | 'NOT_YET_RELEASED';

/** A work's dates as epoch ms: parsed once per work rather than on every status asked. */
export interface AiringSpan {
  format: SnapshotWork['format'];
  begin: number;
  end: number | null;
}

export function spanOf(work: Pick<SnapshotWork, 'begin' | 'end' | 'format'>): AiringSpan {
  return {
    format: work.format,
    begin: Date.parse(work.begin),
    end: work.end === null ? null : Date.parse(work.end),
  };
}

export function statusAt(span: AiringSpan, now: number): MediaStatus {
  if (now < span.begin) return 'NOT_YET_RELEASED';
  if (span.format === 'MOVIE') return 'FINISHED';
  return span.end !== null && now >= span.end ? 'FINISHED' : 'RELEASING';
}

/** When `statusAt` next changes after `now`, or null when it never will. */
export function nextStatusChange(span: AiringSpan, now: number): number | null {
  if (now < span.begin) return span.begin;
  if (span.format === 'MOVIE' || span.end === null) return null;
  return now < span.end ? span.end : null;
}

export interface Schedule {
  /** Epoch ms of episode 1. */
  first: number;
  /** Between episodes; 0 for a single airing. */
  periodMs: number;
  /** The last episode when the end is known (or a single airing), else null. */
  lastEpisode: number | null;
}

export function scheduleOf(work: Pick<SnapshotWork, 'begin' | 'end' | 'broadcast'>): Schedule | null {
  const match = work.broadcast ? INTERVAL.exec(work.broadcast) : null;
  if (!match) return null;
  const first = Date.parse(match[1] ?? '');
  if (Number.isNaN(first) || first !== Date.parse(work.begin)) return null;
  const periodMs = Number(match[2]) * (match[3] === 'W' ? 7 : 1) * DAY_MS;
  if (periodMs === 0) return { first, periodMs, lastEpisode: 1 };
  const end = work.end === null ? null : Date.parse(work.end);
  const lastEpisode = end === null ? null : Math.max(1, Math.floor((end - first) / periodMs) + 1);
  return { first, periodMs, lastEpisode };
}

export function airingAt(schedule: Schedule, episode: number): number {
  return schedule.first + (episode - 1) * schedule.periodMs;
}

/** Episodes aired by `now` (airing time ≤ now), within the known last episode. */
export function airedBy(schedule: Schedule, now: number): number {
  if (now < schedule.first) return 0;
  const aired = schedule.periodMs === 0 ? 1 : Math.floor((now - schedule.first) / schedule.periodMs) + 1;
  return schedule.lastEpisode === null ? aired : Math.min(aired, schedule.lastEpisode);
}

/** The number of episodes the schedule lists at `now`: all when the end is known, else through the next. */
export function listedAt(schedule: Schedule, now: number): number {
  return schedule.lastEpisode ?? airedBy(schedule, now) + 1;
}

/** The next episode to air after `now`, or null when the schedule is over. */
export function nextEpisode(schedule: Schedule, now: number): number | null {
  const next = airedBy(schedule, now) + 1;
  return schedule.lastEpisode !== null && next > schedule.lastEpisode ? null : next;
}
