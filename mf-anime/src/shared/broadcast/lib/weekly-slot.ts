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

/** The weekday in Japan at `now`. */
export function japanWeekday(now: Date): number {
  return slotAt(Math.floor(now.getTime() / 1000)).weekday;
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

/** `23:00`, `0:30` (Japanese timetables write no leading zero on the hour). */
export function formatTime(minutes: number): string {
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

/** `毎週金曜 23:00〜`. */
export function weeklySlotLabel(slot: WeeklySlot): string {
  return `毎週${WEEKDAYS_JA[slot.weekday]}曜 ${formatTime(slot.minutes)}〜`;
}

/** `11月28日(金) 23:00`, in Japan time. */
export function airingLabel(airingAt: number): string {
  const jst = new Date((airingAt + JST_OFFSET_SECONDS) * 1000);
  const slot = slotAt(airingAt);
  return `${jst.getUTCMonth() + 1}月${jst.getUTCDate()}日(${WEEKDAYS_JA[slot.weekday]}) ${formatTime(slot.minutes)}`;
}
