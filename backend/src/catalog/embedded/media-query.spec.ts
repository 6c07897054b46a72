import { GraphQLError, isEnumType, isObjectType } from 'graphql';
import { catalogSchema } from '../graphql/schema';
import { buildSnapshotFromPackages } from '../snapshot/snapshot-files';
import { CatalogIndex } from './catalog-index';
import { EmbeddedContext } from './embedded-context';
import { findMedia, HANDLED_MEDIA_ARGUMENTS, mediaSortKeys } from './media-query';

const index = new CatalogIndex(buildSnapshotFromPackages());
const NOW = Date.parse('2026-04-20T00:00:00Z');
const find = (args: Record<string, unknown>) => findMedia(index, args, new EmbeddedContext(NOW));

const pageType = catalogSchema.getType('Page');
const mediaSort = catalogSchema.getType('MediaSort');

describe('every AniList media argument and sort is honoured or refused', () => {
  it.each([
    ['Page.media', isObjectType(pageType) ? pageType.getFields().media?.args : []],
    ['Query.Media', catalogSchema.getQueryType()?.getFields().Media?.args],
  ])('%s', (_field, args) => {
    const names = (args ?? []).map((arg) => arg.name);
    expect(names.length).toBeGreaterThan(60);
    expect(names.filter((name) => !HANDLED_MEDIA_ARGUMENTS.has(name))).toEqual([]);
  });

  it.each(isEnumType(mediaSort) ? mediaSort.getValues().map((v) => v.name) : [])('MediaSort %s', (sort) => {
    try {
      mediaSortKeys([sort]);
    } catch (error) {
      expect(error).toBeInstanceOf(GraphQLError);
      expect((error as Error).message).toContain(sort);
      expect((error as Error).message).toMatch(/not supported by the embedded catalogue/);
    }
  });
});

describe('filters', () => {
  it('takes null as "not given", as AniList does', () => {
    expect(find({ season: null, seasonYear: 2024, format_in: null }).length).toBe(
      find({ seasonYear: 2024 }).length,
    );
  });

  it.each([
    [
      'format_in',
      { seasonYear: 2024, format_in: ['MOVIE', 'OVA'] },
      (f: string) => f === 'MOVIE' || f === 'OVA',
    ],
    ['format_not', { seasonYear: 2024, format_not: 'TV' }, (f: string) => f !== 'TV'],
  ])('%s', (_label, args, test) => {
    const works = find(args);
    expect(works.length).toBeGreaterThan(0);
    expect(works.every((w) => test(w.format))).toBe(true);
  });

  it('filters by status relative to now', () => {
    const upcoming = find({ status: 'NOT_YET_RELEASED' });
    expect(upcoming.every((w) => Date.parse(w.begin) > NOW)).toBe(true);
    const releasing = find({ status_in: ['RELEASING'], seasonYear: 2026 });
    expect(releasing.length).toBeGreaterThan(0);
    expect(
      releasing.every((w) => Date.parse(w.begin) <= NOW && (w.end === null || Date.parse(w.end) > NOW)),
    ).toBe(true);
  });

  it.each([
    ['startDate_greater', { startDate_greater: 20260400 }, (d: string) => d > '2026-04-00'],
    ['startDate_lesser', { startDate_lesser: 19500101 }, (d: string) => d < '1950-01-01'],
    ['startDate_like', { startDate_like: '202604%' }, (d: string) => d.startsWith('2026-04')],
    ['startDate', { startDate: 20201003 }, (d: string) => d === '2020-10-03'],
  ])('%s (FuzzyDateInt, JST dates)', (_label, args, test) => {
    const works = find(args);
    expect(works.length).toBeGreaterThan(0);
    expect(works.every((w) => test(w.startDate))).toBe(true);
  });

  it('keeps works with an unknown end out of end-date comparisons', () => {
    const works = find({ endDate_greater: 20000000 });
    expect(works.length).toBeGreaterThan(0);
    expect(works.every((w) => w.end !== null)).toBe(true);
  });

  it.each([
    ['id_in', { id_in: [113415, 154587] }, [113415, 154587]],
    ['id_not_in', { id_in: [113415, 154587], id_not_in: [113415] }, [154587]],
    ['idMal', { idMal: 40748 }, [113415]],
  ])('%s', (_label, args, ids) => {
    expect(
      find(args)
        .map((w) => w.id)
        .sort(),
    ).toEqual([...ids].sort());
  });

  it.each([
    ['isAdult: true (bangumi-data lists no adult works)', { isAdult: true }],
    ['onList: true (an anonymous request has no list)', { onList: true }],
    ['type: MANGA (anime only)', { type: 'MANGA' }],
  ])('answers nothing for %s', (_label, args) => {
    expect(find(args)).toEqual([]);
  });

  it('compares popularity filters with the ranking signal', () => {
    const works = find({ seasonYear: 2024, popularity_greater: 100 });
    expect(works.length).toBeGreaterThan(0);
    expect(works.every((w) => w.rank > 100)).toBe(true);
  });
});

describe('sorts', () => {
  const ids = (args: Record<string, unknown>) => find({ seasonYear: 2024, ...args }).map((w) => w.id);

  it('orders by id, either way', () => {
    const ascending = ids({ sort: ['ID'] });
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    expect(ids({ sort: ['ID_DESC'] })).toEqual([...ascending].reverse());
  });

  it('orders by start and end date, unknown ends last', () => {
    const works = find({ sort: ['END_DATE_DESC'] });
    const ends = works.map((w) => w.end);
    const known = ends.filter((e): e is string => e !== null);
    expect(ends.slice(0, known.length)).toEqual(known);
    expect(known).toEqual([...known].sort().reverse());
    const starts = find({ seasonYear: 2024, sort: ['START_DATE'] }).map((w) => w.begin);
    expect(starts).toEqual([...starts].sort());
  });

  it('orders romaji titles, works without one last', () => {
    const titles = find({ seasonYear: 2024, sort: ['TITLE_ROMAJI'] }).map((w) => w.romaji);
    const known = titles.filter((t): t is string => t !== null);
    expect(titles.slice(0, known.length)).toEqual(known);
    expect(known).toEqual([...known].sort(new Intl.Collator('en').compare));
  });

  it('keeps the match order first with a search, the sort ordering equal matches', () => {
    expect(find({ search: 'ONE PIECE', sort: ['ID'] })[0]?.native).toBe('ONE PIECE');
  });

  it('lists airing works first when trending', () => {
    const works = find({ sort: ['TRENDING_DESC'] });
    const airing = works.findIndex((w) => w.end !== null && Date.parse(w.end) <= NOW);
    expect(airing).toBeGreaterThan(0);
    expect(works.slice(0, airing).every((w) => Date.parse(w.begin) <= NOW)).toBe(true);
  });
});
