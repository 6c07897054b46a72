// An iCalendar (RFC 5545) writer for the calendar feed, pure: CRLF line endings, lines folded at 75
// octets without splitting a UTF-8 character, TEXT values escaped, times in Japan time with their
// VTIMEZONE, and the properties calendar apps read to name the calendar and poll it.

/** The time zone every broadcast slot is stated in. */
export const CALENDAR_TIME_ZONE = 'Asia/Tokyo';
const JST_OFFSET_MS = 9 * 60 * 60 * 1000;
const MAX_LINE_OCTETS = 75;
const CRLF = '\r\n';

/** One broadcast as the feed states it. */
export interface CalendarEvent {
  /** Stable across fetches: the same episode keeps it when its slot moves. */
  uid: string;
  /** Epoch ms. */
  startsAt: number;
  durationMinutes: number;
  summary: string;
  url: string;
  /** Raised each time the slot moved. */
  sequence: number;
  /** When this version of the event was made (epoch ms): DTSTAMP and LAST-MODIFIED. */
  stampedAt: number;
}

export interface CalendarOptions {
  /** PRODID, e.g. `-//AniFan//Calendar//JA`. */
  productId: string;
  /** The name calendar apps show (X-WR-CALNAME, NAME). */
  name: string;
  /** How often calendar apps should fetch the feed again (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
  refreshMinutes: number;
}

/** A TEXT value (RFC 5545, section 3.3.11): backslash, semicolon, comma and line breaks escaped, controls dropped. */
export function escapeText(value: string): string {
  return withoutControls(value.replace(/\r\n?/g, '\n'))
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\n/g, '\\n');
}

/** TEXT allows no control character but the tab (line feeds are escaped after this). */
function withoutControls(value: string): string {
  let kept = '';
  for (const character of value) {
    const code = character.codePointAt(0) ?? 0;
    if (code === 0x09 || code === 0x0a || (code >= 0x20 && code !== 0x7f)) kept += character;
  }
  return kept;
}

/**
 * One content line folded as RFC 5545 (section 3.1) asks: no line longer than 75 octets (the CRLF aside), each
 * continuation starting with one space; a line is cut only between characters, never inside the
 * UTF-8 bytes of one.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character, 'utf8');
    if (octets + size > MAX_LINE_OCTETS) {
      parts.push(current);
      // The continuation's leading space counts towards its 75 octets.
      current = ' ';
      octets = 1;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join(CRLF);
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

function dateTimeParts(date: Date): string {
  return (
    `${pad(date.getUTCFullYear(), 4)}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}`
  );
}

/** A UTC DATE-TIME: `20261204T163000Z`. */
export function utcDateTime(epochMs: number): string {
  return `${dateTimeParts(new Date(epochMs))}Z`;
}

/** The local DATE-TIME in Japan time (no offset: it goes with `TZID=Asia/Tokyo`): `20261205T013000`. */
export function japanDateTime(epochMs: number): string {
  return dateTimeParts(new Date(epochMs + JST_OFFSET_MS));
}

/** A DURATION of whole minutes, at least one: `PT24M`. */
export function minutesDuration(minutes: number): string {
  return `PT${Math.max(1, Math.round(minutes))}M`;
}

/** Japan has kept +09:00 all year since 1951: one STANDARD observance states the zone. */
const JAPAN_TIME_ZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${CALENDAR_TIME_ZONE}`,
  `X-LIC-LOCATION:${CALENDAR_TIME_ZONE}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0900',
  'TZOFFSETTO:+0900',
  'TZNAME:JST',
  'END:STANDARD',
  'END:VTIMEZONE',
];

function eventLines(event: CalendarEvent): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcDateTime(event.stampedAt)}`,
    `LAST-MODIFIED:${utcDateTime(event.stampedAt)}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTART;TZID=${CALENDAR_TIME_ZONE}:${japanDateTime(event.startsAt)}`,
    `DURATION:${minutesDuration(event.durationMinutes)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `URL;VALUE=URI:${event.url}`,
    // A broadcast does not make the fan busy.
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ];
}

/** The whole VCALENDAR object, every line folded and ended with CRLF. */
export function writeCalendar(options: CalendarOptions, events: readonly CalendarEvent[]): string {
  const refresh = minutesDuration(options.refreshMinutes);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${options.productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `NAME:${escapeText(options.name)}`,
    `X-WR-CALNAME:${escapeText(options.name)}`,
    `X-WR-TIMEZONE:${CALENDAR_TIME_ZONE}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${refresh}`,
    `X-PUBLISHED-TTL:${refresh}`,
    ...JAPAN_TIME_ZONE,
    ...events.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return lines.map((line) => foldLine(line) + CRLF).join('');
}
