import {
  currentSeason,
  formatSeasonJa,
  isSeasonAfter,
  nextSeason,
  nSeasonQueryFor,
  parseNSeason,
  quarterSeasonOfMonth,
} from './season';

/** Mid-month, local time: the browser's clock is what decides "now". */
const at = (year: number, month: number) => new Date(year, month - 1, 15, 12);

describe('currentSeason (SPEC §9)', () => {
  it.each([
    [1, '2026-winter'],
    [2, '2026-winter'],
    [3, '2026-winter'],
    [4, '2026-spring'],
    [5, '2026-spring'],
    [6, '2026-spring'],
    [7, '2026-summer'],
    [8, '2026-summer'],
    [9, '2026-summer'],
    [10, '2026-fall'],
    [11, '2026-fall'],
    [12, '2026-fall'],
  ])('month %i of 2026 is %s', (month, expected) => {
    expect(currentSeason(at(2026, month))).toBe(expected);
  });

  it('uses the first and last day of a quarter', () => {
    expect(currentSeason(new Date(2026, 2, 31, 23, 59))).toBe('2026-winter');
    expect(currentSeason(new Date(2026, 3, 1, 0, 0))).toBe('2026-spring');
  });
});

describe('nextSeason (SPEC §9: month + 3, rolling into the next year)', () => {
  it.each([
    [1, '2026-spring'],
    [2, '2026-spring'],
    [3, '2026-spring'],
    [4, '2026-summer'],
    [5, '2026-summer'],
    [6, '2026-summer'],
    [7, '2026-fall'],
    [8, '2026-fall'],
    [9, '2026-fall'],
    [10, '2027-winter'],
    [11, '2027-winter'],
    [12, '2027-winter'],
  ])('month %i of 2026 gives %s', (month, expected) => {
    expect(nextSeason(at(2026, month))).toBe(expected);
  });
});

describe('quarterSeasonOfMonth', () => {
  it.each([0, 13])('rejects month %i', (month) => {
    expect(() => quarterSeasonOfMonth(month)).toThrow(RangeError);
  });
});

describe('parseNSeason (SPEC §5)', () => {
  /** The month fallback: January winter, Feb/Mar nothing, Apr–Jun spring, Jul–Sep summer, Oct–Dec winter. */
  const fallback: Array<[number, string]> = [
    [1, '-winter'],
    [2, ''],
    [3, ''],
    [4, '-spring'],
    [5, '-spring'],
    [6, '-spring'],
    [7, '-summer'],
    [8, '-summer'],
    [9, '-summer'],
    [10, '-winter'],
    [11, '-winter'],
    [12, '-winter'],
  ];

  describe.each(fallback)('in month %i', (month, suffix) => {
    const now = at(2026, month);
    it.each([
      ['', `2026${suffix}`],
      ['アニメ', `2026${suffix}`],
      ['3年前', `2023${suffix}`],
      ['10年前', `2016${suffix}`],
      ['2年後', `2028${suffix}`],
      ['来年', `2027${suffix}`],
      ['春', '2026-spring'],
      ['夏', '2026-summer'],
      ['秋', '2026-autumn'],
      ['冬', '2026-winter'],
      ['3年前 秋', '2023-autumn'],
      ['1年後の夏', '2027-summer'],
      ['来年の冬', '2027-winter'],
      ['0年前 春', '2026-spring'],
    ])('%j → %s', (text, expected) => {
      expect(parseNSeason(text, now)).toBe(expected);
    });
  });

  it.each([
    ['３年前 秋', '2023-autumn'],
    ['２年後', '2028-winter'],
  ])('reads full-width digits: %j → %s', (text, expected) => {
    expect(parseNSeason(text, at(2026, 11))).toBe(expected);
  });

  it.each([
    ['春夏', '2026-spring'],
    ['冬と秋', '2026-autumn'],
    ['夏冬', '2026-summer'],
  ])('checks 春, 夏, 秋, 冬 in that order when several appear: %j → %s', (text, expected) => {
    expect(parseNSeason(text, at(2026, 2))).toBe(expected);
  });

  it.each([
    ['2年前 来年', '2024'],
    ['1年後 来年', '2027'],
  ])('lets 年前/年後 win over 来年: %j → %s', (text, expected) => {
    expect(parseNSeason(text, at(2026, 3))).toBe(expected);
  });

  it.each(['2024年夏', '2024'])('does not read an absolute year (%j): SPEC §5 has no such form', (text) => {
    expect(parseNSeason(text, at(2026, 2)).startsWith('2026')).toBe(true);
  });
});

describe('isSeasonAfter', () => {
  it.each([
    ['2026-summer', '2026-spring', true],
    ['2026-fall', '2026-spring', true],
    ['2026-autumn', '2026-spring', true],
    ['2027-winter', '2026-spring', true],
    ['2026-spring', '2026-spring', false],
    ['2026-winter', '2026-spring', false],
    ['2025-autumn', '2026-spring', false],
    ['2026', '2026-spring', false],
    ['2027', '2026-spring', true],
    ['2027-winter', '2026', true],
    ['2026-fall', '2026-autumn', false],
    ['nonsense', '2026-spring', false],
  ])('%s after %s → %s', (requested, newest, expected) => {
    expect(isSeasonAfter(requested, newest)).toBe(expected);
  });
});

describe('formatSeasonJa', () => {
  it.each([
    ['2026-spring', '2026年春'],
    ['2025-fall', '2025年秋'],
    ['2025-autumn', '2025年秋'],
    ['2024-winter', '2024年冬'],
    ['2023-summer', '2023年夏'],
    ['2026', '2026年'],
    ['?', '?'],
  ])('%s → %s', (season, expected) => {
    expect(formatSeasonJa(season)).toBe(expected);
  });
});

describe('nSeasonQueryFor', () => {
  const now = at(2026, 11);
  it.each([
    ['2026-spring', '春', '2026-spring'],
    ['2025-fall', '1年前 秋', '2025-autumn'],
    ['2023-winter', '3年前 冬', '2023-winter'],
    ['2027-summer', '来年 夏', '2027-summer'],
    ['2029-autumn', '3年後 秋', '2029-autumn'],
  ])('%s → %j, which the parser reads back as %s', (season, query, parsed) => {
    expect(nSeasonQueryFor(season, now)).toBe(query);
    expect(parseNSeason(query as string, now)).toBe(parsed);
  });

  it.each(['2026', 'x'])('has no query for %j', (season) => {
    expect(nSeasonQueryFor(season, now)).toBeNull();
  });
});
