// A work's weekly broadcast slot in Japan time (UTC+9, no daylight saving), from AniList's airing times.
import type { AiringAt } from '@anifan/contract';

const JST_OFFSET_SECONDS = 9 * 60 * 60;

/** Sunday first, as `Date#getUTCDay` counts. */
export const WEEKDAYS_JA = ['日', '月', '火', '水', '木', '金', '土'] as const;

export interface WeeklySlot {
  /** 0 = Sunday … 6 = Saturday, in Japan. */
  weekday: number;
  /** Minutes after midnight in Japan. */
  minutes: number;
}

export function slotAt(airingAt: number): WeeklySlot {
  const jst = new Date((airingAt + JST_OFFSET_SECONDS) * 1000);
  return { weekday: jst.getUTCDay(), minutes: jst.getUTCHours() * 60 + jst.getUTCMinutes() };
}

interface Airings {
  nextAiringEpisode: AiringAt | null;
  airingSchedule: { nodes: Array<AiringAt | null> | null } | null;
}

/**
 * The slot of the next broadcast when one is coming (it follows a time change), else of the first
 * one; null when the source knows neither.
 */
export function weeklySlot(media: Airings): WeeklySlot | null {
  const airingAt = media.nextAiringEpisode?.airingAt ?? media.airingSchedule?.nodes?.[0]?.airingAt;
  return typeof airingAt === 'number' ? slotAt(airingAt) : null;
}

/**
 * Japanese listings start the broadcast day at 5:00: a broadcast from 0:00 to 4:59 is the previous
 * day's late night, written 24:00 to 28:59 (docs/rules.md#airing-times-and-time-zone).
 */
export const BROADCAST_DAY_START_MINUTES = 5 * 60;

const MINUTES_PER_DAY = 24 * 60;

/**
 * The slot as listings write it: a late-night one (before 5:00) moves to the previous day with 24 h
 * added (Saturday 1:25 → Friday 25:25; Sunday 0:00 → Saturday 24:00).
 */
export function listingSlot(slot: WeeklySlot): WeeklySlot {
  if (slot.minutes >= BROADCAST_DAY_START_MINUTES) return slot;
  return { weekday: (slot.weekday + 6) % 7, minutes: slot.minutes + MINUTES_PER_DAY };
}

/** The day listings show at `now` in Japan: until 5:00 it is still the previous day's late night. */
export function listingWeekday(now: Date): number {
  return listingSlot(slotAt(Math.floor(now.getTime() / 1000))).weekday;
}

/** `23:00`, `0:30`, `25:25` (Japanese timetables write no leading zero on the hour). */
export function formatTime(minutes: number): string {
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

/** `毎週金曜 23:00〜`; late night as listings write it: `毎週金曜 25:25〜` for Saturday 1:25. */
export function weeklySlotLabel(slot: WeeklySlot): string {
  const listed = listingSlot(slot);
  return `毎週${WEEKDAYS_JA[listed.weekday]}曜 ${formatTime(listed.minutes)}〜`;
}

/** `11月28日(金) 23:00`, in Japan time. */
export function airingLabel(airingAt: number): string {
  const jst = new Date((airingAt + JST_OFFSET_SECONDS) * 1000);
  const slot = slotAt(airingAt);
  return `${jst.getUTCMonth() + 1}月${jst.getUTCDate()}日(${WEEKDAYS_JA[slot.weekday]}) ${formatTime(slot.minutes)}`;
}
