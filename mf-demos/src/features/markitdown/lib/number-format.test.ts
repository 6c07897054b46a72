/** @jest-environment node */
import { formatDisplayValue, serialToDate } from './number-format';

const utc = (...parts: [number, number, number, number?, number?, number?]) =>
  new Date(Date.UTC(parts[0], parts[1] - 1, parts[2], parts[3] ?? 0, parts[4] ?? 0, parts[5] ?? 0));

describe('formatDisplayValue', () => {
  it.each([
    ['empty', null, undefined, ''],
    ['text', 'こんにちは', '0.00', 'こんにちは'],
    ['booleans', true, undefined, 'TRUE'],
    ['General integer', 1234, undefined, '1234'],
    ['General hides float noise', 0.1 + 0.2, 'General', '0.3'],
    ['General negative', -2.5, 'General', '-2.5'],
    ['fixed decimals', 3.14159, '0.00', '3.14'],
    ['pads decimals', 2, '0.00', '2.00'],
    ['thousands', 1234567, '#,##0', '1,234,567'],
    ['thousands and decimals', 1234.5, '#,##0.00', '1,234.50'],
    ['optional decimals', 1.5, '0.##', '1.5'],
    ['percent', 0.125, '0.0%', '12.5%'],
    ['whole percent', 0.5, '0%', '50%'],
    ['yen currency', 98.5, '¥#,##0.00', '¥98.50'],
    ['bracketed currency', 1200, '[$¥-411]#,##0', '¥1,200'],
    ['negative section', -1200, '#,##0;[Red]-#,##0', '-1,200'],
    ['parenthesised negative', -5, '0;(0)', '(5)'],
    ['zero section', 0, '0;-0;"ゼロ"', 'ゼロ'],
    ['literal suffix', 3, '0"個"', '3個'],
    ['zero padding', 7, '000', '007'],
    ['date from serial', 45748, 'yyyy/m/d', '2025/4/1'],
    ['Japanese date', utc(2025, 4, 1), 'yyyy"年"m"月"d"日"', '2025年4月1日'],
    ['Excel built-in 14 shown the Japanese way', utc(2025, 4, 1), 'mm-dd-yy', '2025/4/1'],
    ['built-in 14 as SheetJS names it, from a serial', 45748, 'm/d/yy', '2025/4/1'],
    ['built-in 22 as SheetJS names it, from a serial', 45748.5, 'm/d/yy h:mm', '2025/4/1 12:00'],
    ['padded date and time', utc(2025, 12, 24, 9, 5), 'yyyy/mm/dd hh:mm', '2025/12/24 09:05'],
    ['minutes vs months', utc(2025, 1, 2, 3, 4, 5), 'm/d h:mm:ss', '1/2 3:04:05'],
    ['12-hour clock', utc(2025, 1, 2, 15, 30), 'h:mm AM/PM', '3:30 PM'],
    ['month names', utc(2025, 3, 9), 'd-mmm-yy', '9-Mar-25'],
    ['weekday', utc(2025, 3, 9), 'yyyy/m/d (ddd)', '2025/3/9 (Sun)'],
    ['Japanese weekday', utc(2025, 3, 9), 'm/d(aaa)', '3/9(日)'],
    ['date without a format', utc(2025, 3, 9), undefined, '2025/3/9'],
    ['date-time without a format', utc(2025, 3, 9, 14, 0), undefined, '2025/3/9 14:00'],
    ['elapsed hours', 1.5, '[h]:mm', '36:00'],
    ['scientific falls back to General', 12345, '0.00E+00', '12345'],
  ])('%s', (_label, value, format, expected) => {
    expect(formatDisplayValue(value, format)).toBe(expected);
  });
});

it('converts Excel serials to UTC dates', () => {
  expect(serialToDate(45748.5).toISOString()).toBe('2025-04-01T12:00:00.000Z');
});
