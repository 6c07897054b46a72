// The iCalendar writer: folding at 75 octets without splitting a character, TEXT escaping, Japan time
// with its VTIMEZONE, read back by a real parser (ical.js) as calendar apps read it.
import ICAL from 'ical.js';
import {
  escapeText,
  foldLine,
  japanDateTime,
  minutesDuration,
  utcDateTime,
  writeCalendar,
  type CalendarEvent,
} from './icalendar';
import { readCalendar } from './testing/read-calendar';

const OPTIONS = {
  productId: '-//AniFan//Calendar//JA',
  name: 'AniFan マイリストの放送予定',
  refreshMinutes: 60,
};
/** 2026-12-05 01:30 in Japan: Friday's 25:30 slot. */
const LATE_NIGHT = Date.parse('2026-12-05T01:30:00+09:00');

const event = (overrides: Partial<CalendarEvent> = {}): CalendarEvent => ({
  uid: '113415-5@anifan',
  startsAt: LATE_NIGHT,
  durationMinutes: 24,
  summary: '呪術廻戦 第5話',
  url: 'https://anifan.example/#/popularAnime/animeDetail?id=113415&episode=5',
  sequence: 0,
  stampedAt: Date.parse('2026-11-26T00:00:00Z'),
  ...overrides,
});

const octets = (line: string) => Buffer.byteLength(line, 'utf8');
/** Undoes folding as RFC 5545 (section 3.1) says: a CRLF followed by one space or tab is removed. */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');

describe('foldLine', () => {
  it('leaves a line of 75 octets as it is and folds the 76th onto a continuation line', () => {
    const exact = `SUMMARY:${'a'.repeat(67)}`;
    expect(foldLine(exact)).toBe(exact);
    const longer = `${exact}b`;
    expect(foldLine(longer)).toBe(`${exact}\r\n b`);
  });

  it('keeps every line within 75 octets and never cuts inside a UTF-8 character', () => {
    const line = `SUMMARY:${'葬送のフリーレン🎉'.repeat(20)}`;
    const folded = foldLine(line);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const [index, part] of lines.entries()) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      if (index > 0) expect(part.startsWith(' ')).toBe(true);
      // A cut inside a character would leave a replacement character or a lone surrogate.
      expect(Buffer.from(part, 'utf8').toString('utf8')).toBe(part);
      expect(part).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/);
    }
    expect(unfold(folded)).toBe(line);
  });

  it('fills a line with 3-octet characters up to the last whole one', () => {
    const folded = foldLine(`SUMMARY:${'あ'.repeat(30)}`);
    const [first = '', second = ''] = folded.split('\r\n');
    // 8 octets of name, then 22 characters of 3 octets: 74; a 23rd would make 77.
    expect(octets(first)).toBe(74);
    expect(second).toBe(` ${'あ'.repeat(8)}`);
  });
});

describe('escapeText', () => {
  it('escapes backslashes, semicolons, commas and line breaks, and drops other controls', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg\u0007h\ti')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng' + 'h\ti');
  });

  it('round-trips through a real parser', () => {
    const summary = 'Re:ゼロ; 第2期, 後半\\特別編\n「再放送」';
    const text = writeCalendar(OPTIONS, [event({ summary })]);
    const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent');
    expect(vevent?.getFirstPropertyValue('summary')).toBe(summary);
  });
});

describe('times', () => {
  it('states UTC stamps, Japan-time starts and minute durations', () => {
    expect(utcDateTime(Date.parse('2026-12-04T16:30:00Z'))).toBe('20261204T163000Z');
    expect(japanDateTime(LATE_NIGHT)).toBe('20261205T013000');
    expect(minutesDuration(24)).toBe('PT24M');
    expect(minutesDuration(0)).toBe('PT1M');
  });
});

describe('writeCalendar', () => {
  const text = writeCalendar(OPTIONS, [
    event(),
    event({ uid: '154587-3@anifan', summary: '葬送のフリーレン 第3話'.repeat(4), sequence: 2 }),
  ]);

  it('ends every line with CRLF and keeps every line within 75 octets', () => {
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
  });

  it('is read by ical.js with the calendar properties, the Asia/Tokyo zone and each event', () => {
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//AniFan//Calendar//JA');
    expect(calendar.getFirstPropertyValue('calscale')).toBe('GREGORIAN');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('AniFan マイリストの放送予定');
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Asia/Tokyo');
    const refresh = String(calendar.getFirstPropertyValue('refresh-interval'));
    expect(ICAL.Duration.fromString(refresh).toSeconds()).toBe(3600);
    expect(
      ICAL.Duration.fromString(String(calendar.getFirstPropertyValue('x-published-ttl'))).toSeconds(),
    ).toBe(3600);

    const zone = calendar.getFirstSubcomponent('vtimezone');
    expect(zone?.getFirstPropertyValue('tzid')).toBe('Asia/Tokyo');
    const standard = zone?.getFirstSubcomponent('standard');
    expect(String(standard?.getFirstPropertyValue('tzoffsetfrom'))).toBe('+09:00');
    expect(String(standard?.getFirstPropertyValue('tzoffsetto'))).toBe('+09:00');
    expect(standard?.getFirstPropertyValue('tzname')).toBe('JST');

    const [first, second] = readCalendar(text).events;
    expect(first).toMatchObject({
      uid: '113415-5@anifan',
      tzid: 'Asia/Tokyo',
      localStart: '2026-12-05T01:30:00',
      startsAt: LATE_NIGHT,
      durationSeconds: 24 * 60,
      sequence: 0,
      url: 'https://anifan.example/#/popularAnime/animeDetail?id=113415&episode=5',
      dtstamp: '2026-11-26T00:00:00Z',
    });
    expect(second).toMatchObject({ summary: '葬送のフリーレン 第3話'.repeat(4), sequence: 2 });
  });
});
