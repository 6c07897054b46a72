// Reads a feed as a calendar app does, with the real parser ical.js: the file's own VTIMEZONE is
// registered first, so each DTSTART;TZID=… becomes the moment the file states.
import ICAL from 'ical.js';

export interface ReadEvent {
  uid: string;
  summary: string;
  /** Epoch ms, through the file's time zone. */
  startsAt: number;
  /** The DTSTART's TZID parameter as written. */
  tzid: unknown;
  /** The DTSTART's local date and time as written (`2026-12-05T01:30:00`). */
  localStart: string;
  durationSeconds: number;
  sequence: number;
  url: unknown;
  dtstamp: string;
}

export interface ReadCalendar {
  calendar: ICAL.Component;
  events: ReadEvent[];
}

export function readCalendar(text: string): ReadCalendar {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(zone);
  }
  const events = calendar.getAllSubcomponents('vevent').map((component): ReadEvent => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      startsAt: event.startDate.toJSDate().getTime(),
      tzid: component.getFirstProperty('dtstart')?.getParameter('tzid'),
      localStart: event.startDate.toString(),
      durationSeconds: event.duration.toSeconds(),
      sequence: event.sequence,
      url: component.getFirstPropertyValue('url'),
      dtstamp: String(component.getFirstPropertyValue('dtstamp')),
    };
  });
  return { calendar, events };
}
