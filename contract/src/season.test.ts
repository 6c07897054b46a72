// The season rules (docs/rules.md#seasons), table by table; Japan time decides (season.ts says why).
import {
  currentSeason,
  formatSeasonJa,
  isSeasonAfter,
  nextSeason,
  nSeasonQueryFor,
  parseNSeason,
  parseSeasonFilter,
  seasonKey,
  seasonLabel,
  seasonOfBroadcast,
  seasonOfMonth,
  toAniListSeason,
  toAnnictSeasons,
} from './season';

/** Noon on the 15th, Japan time. */
const at = (year: number, month: number) => new Date(Date.UTC(year, month - 1, 15, 3));

describe('currentSeason', () => {
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

  it.each([
    ['2026-03-31T14:59:00Z', '2026-winter'],
    ['2026-03-31T15:00:00Z', '2026-spring'],
    ['2026-06-30T16:00:00Z', '2026-summer'],
    ['2026-11-21T20:00:00Z', '2026-fall'],
    ['2026-12-31T14:59:00Z', '2026-fall'],
    ['2026-12-31T15:00:00Z', '2027-winter'],
  ])('decides by the date in Japan: %s is %s', (iso, expected) => {
    expect(currentSeason(new Date(iso))).toBe(expected);
  });
});

describe('nextSeason (month + 3, rolling into the next year)', () => {
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

  it('rolls the year by the date in Japan: 2026-09-30T15:00Z is already October there', () => {
    expect(nextSeason(new Date('2026-09-30T15:00:00Z'))).toBe('2027-winter');
  });
});

describe('seasonOfMonth', () => {
  it.each([0, 13, 1.5])('rejects month %s', (month) => {
    expect(() => seasonOfMonth(month)).toThrow(RangeError);
  });
});

describe('parseNSeason', () => {
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

  it('reads the year in Japan: 2026-12-31T15:00Z is already 2027 there', () => {
    expect(parseNSeason('来年', new Date('2026-12-31T15:00:00Z'))).toBe('2028-winter');
  });

  describe('beyond the original forms: seasons as people type them (issue #17)', () => {
    it.each([
      ['2024年春', 4, '2024-spring'],
      ['2024 春', 2, '2024-spring'],
      ['2024年', 11, '2024-winter'],
      ['2024', 11, '2024-winter'],
      ['2023', 11, '2023-winter'],
      ['2023年', 11, '2023-winter'],
      ['2023', 2, '2023'],
      ['2023年', 5, '2023-spring'],
      ['2025 冬', 11, '2025-winter'],
      ['２０２４年 秋', 11, '2024-autumn'],
      ['1998年の夏', 1, '1998-summer'],
      ['今年', 11, '2026-winter'],
      ['今年の夏', 11, '2026-summer'],
      ['去年', 11, '2025-winter'],
      ['去年の秋', 11, '2025-autumn'],
      ['昨年 春', 2, '2025-spring'],
      ['昨年', 3, '2025'],
      ['一昨年', 7, '2024-summer'],
      ['一昨年の冬', 11, '2024-winter'],
      ['再来年', 5, '2028-spring'],
      ['再来年 秋', 11, '2028-autumn'],
    ])('reads the year in %j (month %i) → %s', (text, month, expected) => {
      expect(parseNSeason(text, at(2026, month))).toBe(expected);
    });

    it.each([
      ['spring', '2026-spring'],
      ['Summer', '2026-summer'],
      ['fall', '2026-autumn'],
      ['AUTUMN', '2026-autumn'],
      ['winter', '2026-winter'],
      ['2024 spring', '2024-spring'],
      ['2024-fall', '2024-autumn'],
      ['2024fall', '2024-autumn'],
      ['ｓｕｍｍｅｒ 2022', '2022-summer'],
      ['去年 autumn', '2025-autumn'],
      ['3年前 summer', '2023-summer'],
      ['来年 winter', '2027-winter'],
    ])('reads English season words: %j → %s', (text, expected) => {
      expect(parseNSeason(text, at(2026, 2))).toBe(expected);
    });

    it.each([
      ['springfield', '2026'],
      ['football', '2026'],
      ['winters', '2026'],
    ])('reads a season word only as a whole word: %j → %s', (text, expected) => {
      expect(parseNSeason(text, at(2026, 2))).toBe(expected);
    });

    it.each([
      ['夏 winter', '2026-summer'],
      ['spring 冬', '2026-winter'],
    ])('lets a kanji season win over an English word: %j → %s', (text, expected) => {
      expect(parseNSeason(text, at(2026, 2))).toBe(expected);
    });

    it.each([
      ['2024年前', '2'],
      ['10年後 2024', '2036'],
      ['2年前 2030', '2024'],
      ['2024 来年', '2024'],
      ['再来年 来年', '2028'],
      ['一昨年 昨年', '2024'],
      ['12345', '2026'],
      ['第2期', '2026'],
    ])('keeps {n}年前/{n}年後 first, then an absolute year, then year words: %j → %s', (text, expected) => {
      expect(parseNSeason(text, at(2026, 3))).toBe(expected);
    });

    it('reads 去年 by the year in Japan: 2026-12-31T15:00Z is already 2027 there', () => {
      expect(parseNSeason('去年', new Date('2026-12-31T15:00:00Z'))).toBe('2026-winter');
    });
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

describe('seasonOfBroadcast (JST)', () => {
  it.each([
    ['2026-01-05T15:00:00.000Z', { year: 2026, season: 'winter' }],
    ['2026-03-31T14:59:00.000Z', { year: 2026, season: 'winter' }],
    ['2026-03-31T15:00:00.000Z', { year: 2026, season: 'spring' }],
    ['2025-06-30T10:00:00.000Z', { year: 2025, season: 'spring' }],
    ['2025-07-01T00:00:00.000Z', { year: 2025, season: 'summer' }],
    ['2025-09-30T16:00:00.000Z', { year: 2025, season: 'autumn' }],
    ['2025-12-31T15:30:00.000Z', { year: 2026, season: 'winter' }],
    ['not a date', null],
  ])('%s → %j', (iso, expected) => {
    expect(seasonOfBroadcast(iso)).toEqual(expected);
  });
});

describe('parseSeasonFilter', () => {
  it.each([
    ['2025-spring', { year: 2025, season: 'spring' }],
    ['2025-fall', { year: 2025, season: 'autumn' }],
    ['2025-autumn', { year: 2025, season: 'autumn' }],
    ['2025-FALL', { year: 2025, season: 'autumn' }],
    ['2025-Winter', { year: 2025, season: 'winter' }],
    [' 2024-summer ', { year: 2024, season: 'summer' }],
    ['2025', { year: 2025, season: null }],
    ['2025-rainy', null],
    ['spring', null],
    ['25-spring', null],
    ['', null],
  ])('%j → %j', (text, expected) => {
    expect(parseSeasonFilter(text)).toEqual(expected);
  });
});

describe('toAnnictSeasons', () => {
  it.each([
    ['2025-fall', ['2025-autumn']],
    ['2025-Autumn', ['2025-autumn']],
    ['2025-spring', ['2025-spring']],
    ['2025', ['2025-winter', '2025-spring', '2025-summer', '2025-autumn']],
    ['whatever', ['whatever']],
  ])('%s → %j', (text, expected) => {
    expect(toAnnictSeasons(text)).toEqual(expected);
  });
});

describe('seasonKey / seasonLabel', () => {
  it.each([
    [2026, 'spring', '2026-spring'],
    [1943, 'winter', '1943-winter'],
    [2025, 'autumn', '2025-autumn'],
  ] as const)('%i %s round-trips', (year, season, label) => {
    expect(seasonLabel(seasonKey(year, season))).toBe(label);
    expect(seasonKey(2026, 'winter')).toBeLessThan(seasonKey(2026, 'spring'));
  });
});

describe("toAniListSeason (AniList's MediaSeason and seasonYear)", () => {
  it.each([
    ['2026-fall', { season: 'FALL', seasonYear: 2026 }],
    ['2026-autumn', { season: 'FALL', seasonYear: 2026 }],
    ['2025-winter', { season: 'WINTER', seasonYear: 2025 }],
    ['2024-spring', { season: 'SPRING', seasonYear: 2024 }],
    ['2023-summer', { season: 'SUMMER', seasonYear: 2023 }],
  ])('%s → %j', (value, expected) => {
    expect(toAniListSeason(value)).toEqual(expected);
  });

  it.each(['2026', 'next', ''])('has none for %j', (value) => {
    expect(toAniListSeason(value)).toBeNull();
  });
});
