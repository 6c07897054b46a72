// The weekly timetable: a season's works with a weekly slot, by weekday in Japan time, today first.
import type { TimetableMedia } from '@anifan/contract';
import { formatTime, listingSlot, weeklySlot, WEEKDAYS_JA } from '../../../shared/broadcast/lib/weekly-slot';

export interface TimetableEntry {
  id: number;
  title: string;
  image: string;
  /** Minutes after the listed day's midnight in Japan (late night 24:00–28:59), and as `25:25`. */
  minutes: number;
  time: string;
}

export interface TimetableDay {
  weekday: number;
  /** `金曜日`. */
  label: string;
  isToday: boolean;
  entries: TimetableEntry[];
}

export interface Timetable {
  days: TimetableDay[];
  /** Works of the season with no weekly slot (films, or no broadcast data). */
  unscheduled: number;
}

const byTimeThenTitle = (a: TimetableEntry, b: TimetableEntry) =>
  a.minutes - b.minutes || (a.title < b.title ? -1 : a.title > b.title ? 1 : 0);

/**
 * Seven days starting with `today` (0 = Sunday), each with its works in broadcast order; a late-night
 * broadcast (before 5:00) is listed at the end of the previous day, as `25:25`.
 */
export function buildTimetable(media: readonly TimetableMedia[], today: number): Timetable {
  const entries: TimetableEntry[][] = Array.from({ length: 7 }, () => []);
  const seen = new Set<number>();
  let unscheduled = 0;
  for (const work of media) {
    if (seen.has(work.id)) continue;
    seen.add(work.id);
    const calendarSlot = work.format === 'MOVIE' ? null : weeklySlot(work);
    const slot = calendarSlot && listingSlot(calendarSlot);
    const title = work.title?.native;
    if (!slot || !title) {
      unscheduled += 1;
      continue;
    }
    entries[slot.weekday]?.push({
      id: work.id,
      title,
      image: work.coverImage?.large ?? '',
      minutes: slot.minutes,
      time: formatTime(slot.minutes),
    });
  }
  const days = Array.from({ length: 7 }, (_, offset) => {
    const weekday = (today + offset) % 7;
    return {
      weekday,
      label: `${WEEKDAYS_JA[weekday]}曜日`,
      isToday: offset === 0,
      entries: (entries[weekday] ?? []).sort(byTimeThenTitle),
    };
  });
  return { days, unscheduled };
}

/** Only the works on the fan's list (「マイリストのみ」); the other works are not counted as unscheduled. */
export function onlyListed(timetable: Timetable, listed: (id: number) => boolean): Timetable {
  return {
    days: timetable.days.map((day) => ({ ...day, entries: day.entries.filter((entry) => listed(entry.id)) })),
    unscheduled: 0,
  };
}
