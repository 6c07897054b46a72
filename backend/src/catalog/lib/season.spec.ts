import { parseSeasonFilter, seasonKey, seasonLabel, seasonOfBroadcast, toAnnictSeasons } from './season';

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
