// Status and airing schedule from bangumi-data's dates, relative to a given moment (pure).
//
// The data knows what it says as of its horizon (when the snapshot's bangumi-data release was
// published, docs/rules.md#the-offline-catalogues-horizon) plus the dates it states: a work's first
// broadcast and, when known, its end. Past the horizon nothing else is made up.
// - status: NOT_YET_RELEASED before `begin`; FINISHED once `end` has passed (a movie once released);
//   RELEASING in between, and while the end is not known. Past the horizon it is the status at the
//   horizon, except that a stated end (a movie's release) that has passed makes the work FINISHED.
// - schedule: bangumi-data's `broadcast` is an ISO 8601 repeating interval, `R/<first airing>/P<n>D`
//   (P7D: weekly; P0D: one airing). Episode k airs at first + (k - 1) × n days, up to `end` when it is
//   known, else up to the next airing still to come and never past the last one by the horizon (the
//   first airing, stated, always counts). Breaks (holidays, specials) are not in the data,
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
  /** When the data was published: its horizon. */
  horizon: number;
}

export function spanOf(work: Pick<SnapshotWork, 'begin' | 'end' | 'format'>, horizon: number): AiringSpan {
  return {
    format: work.format,
    begin: Date.parse(work.begin),
    end: work.end === null ? null : Date.parse(work.end),
    horizon,
  };
}

/** The status by the stated dates alone. */
function datedStatus(span: AiringSpan, now: number): MediaStatus {
  if (now < span.begin) return 'NOT_YET_RELEASED';
  if (span.format === 'MOVIE') return 'FINISHED';
  return span.end !== null && now >= span.end ? 'FINISHED' : 'RELEASING';
}

/** When the data says the work is over: its end, a movie's release; null when it does not say. */
const statedEnd = (span: AiringSpan) => (span.format === 'MOVIE' ? span.begin : span.end);

/** The status at `now` as the data knows it. */
export function statusAt(span: AiringSpan, now: number): MediaStatus {
  if (now <= span.horizon) return datedStatus(span, now);
  const end = statedEnd(span);
  return end !== null && now >= end ? 'FINISHED' : datedStatus(span, span.horizon);
}

/** When `statusAt` next changes after `now`, or null when it never will. */
export function nextStatusChange(span: AiringSpan, now: number): number | null {
  // It can only change at a stated date: the first broadcast (a movie's release) or the end.
  const current = statusAt(span, now);
  if (span.begin > now && statusAt(span, span.begin) !== current) return span.begin;
  if (span.end !== null && span.end > now && statusAt(span, span.end) !== current) return span.end;
  return null;
}

export interface Schedule {
  /** Epoch ms of episode 1. */
  first: number;
  /** Between episodes; 0 for a single airing. */
  periodMs: number;
  /** The last episode when the end is known (or a single airing), else null. */
  lastEpisode: number | null;
  /**
   * The last episode the data can know of: `lastEpisode` when the end is known, else the last one
   * airing by the horizon (episode 1, whose airing the data states, at least).
   */
  lastKnown: number;
}

/** The schedule of a work, `horizon` being the moment the data was published; null when unknown. */
export function scheduleOf(
  work: Pick<SnapshotWork, 'begin' | 'end' | 'broadcast'>,
  horizon: number,
): Schedule | null {
  const match = work.broadcast ? INTERVAL.exec(work.broadcast) : null;
  if (!match) return null;
  const first = Date.parse(match[1] ?? '');
  if (Number.isNaN(first) || first !== Date.parse(work.begin)) return null;
  const periodMs = Number(match[2]) * (match[3] === 'W' ? 7 : 1) * DAY_MS;
  if (periodMs === 0) return { first, periodMs, lastEpisode: 1, lastKnown: 1 };
  const end = work.end === null ? null : Date.parse(work.end);
  const lastEpisode = end === null ? null : Math.max(1, Math.floor((end - first) / periodMs) + 1);
  const byHorizon = Math.max(1, Math.floor((horizon - first) / periodMs) + 1);
  return { first, periodMs, lastEpisode, lastKnown: lastEpisode ?? byHorizon };
}

export function airingAt(schedule: Schedule, episode: number): number {
  return schedule.first + (episode - 1) * schedule.periodMs;
}

/** Episodes aired by `now` (airing time ≤ now), within the last episode the data knows of. */
export function airedBy(schedule: Schedule, now: number): number {
  if (now < schedule.first) return 0;
  const aired = schedule.periodMs === 0 ? 1 : Math.floor((now - schedule.first) / schedule.periodMs) + 1;
  return Math.min(aired, schedule.lastKnown);
}

/**
 * The number of episodes the schedule lists at `now`: all when the end is known, else through the
 * next, within the last the data knows of.
 */
export function listedAt(schedule: Schedule, now: number): number {
  return schedule.lastEpisode ?? Math.min(airedBy(schedule, now) + 1, schedule.lastKnown);
}

/** The next episode to air after `now`, or null when the schedule is over or the data cannot know it. */
export function nextEpisode(schedule: Schedule, now: number): number | null {
  const next = airedBy(schedule, now) + 1;
  return next > schedule.lastKnown ? null : next;
}
