// Quiet hours (NotificationSettings.quietHours): whether a moment falls within the fan's quiet hours, in
// their time zone, and when those end — a push is held until then (the in-app notification is not).
import type { NotificationSettings } from '@anifan/contract';

const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;

const minutesOf = (clock: string): number => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** The wall clock in `timeZone` at `at`: minutes since midnight and milliseconds into the minute. */
function wallClock(at: number, timeZone: string): { minutes: number; intoMinuteMs: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  // Every IANA zone's offset is a whole number of minutes today, so the minute starts on a UTC minute.
  return { minutes: part('hour') * 60 + part('minute'), intoMinuteMs: at % MINUTE_MS };
}

/**
 * When the quiet hours `now` falls in end (epoch ms), or null when it falls in none. `start` after
 * `end` spans midnight; `start` equal to `end` is no quiet hours at all. Across a daylight-saving change
 * within the quiet hours the end may be an hour off, which only moves the push by that hour.
 */
export function quietHoursEnd(
  now: number,
  settings: Pick<NotificationSettings, 'quietHours' | 'timeZone'>,
): number | null {
  const quiet = settings.quietHours;
  if (!quiet) return null;
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  if (start === end) return null;
  const { minutes, intoMinuteMs } = wallClock(now, settings.timeZone);
  const inside = start < end ? minutes >= start && minutes < end : minutes >= start || minutes < end;
  if (!inside) return null;
  const minutesLeft = (end - minutes + DAY_MINUTES) % DAY_MINUTES;
  return now + minutesLeft * MINUTE_MS - intoMinuteMs;
}
