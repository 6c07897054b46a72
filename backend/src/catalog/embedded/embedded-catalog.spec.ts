import { Logger } from '@nestjs/common';
import { GET_ANIME_WORKS } from '@anifan/contract';
import { print } from 'graphql';
import { DEFAULT_CATALOG_OPTIONS } from '../catalog-options';
import { CatalogRequestError, prepareOperation } from '../graphql/prepare-operation';
import { SnapshotLoader } from '../snapshot/snapshot-loader';
import { buildSnapshotFromPackages } from '../snapshot/snapshot-files';
import { EmbeddedCatalog, WARM_UP } from './embedded-catalog';

const config = { catalog: { source: 'embedded' as const, anilistUrl: '', annictUrl: '', annictToken: null } };
const prepare = (query: string) =>
  prepareOperation({ query, variables: {}, operationName: null }, DEFAULT_CATALOG_OPTIONS.limits);
const loader = (load: () => ReturnType<SnapshotLoader['load']>) => ({ load }) as SnapshotLoader;
const snapshot = buildSnapshotFromPackages();
const NOW = Date.parse('2026-04-10T00:00:00Z');
/** The catalogue loaded from the snapshot, at `now`. */
const loaded = (now = NOW) => {
  const catalog = new EmbeddedCatalog(
    loader(() => snapshot),
    config,
    () => now,
  );
  catalog.onModuleInit();
  return catalog;
};

beforeEach(() => {
  jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
  jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('EmbeddedCatalog', () => {
  it('is ready once the snapshot is loaded, and answers operations from it', () => {
    const catalog = new EmbeddedCatalog(
      loader(() => snapshot),
      config,
      () => NOW,
    );
    expect(catalog.isReady()).toBe(false);
    expect(catalog.works()).toBeNull();
    catalog.onModuleInit();
    expect(catalog.isReady()).toBe(true);
    expect(catalog.works()?.find((work) => work.id === 113415)?.malId).toBe(40748);
    expect(catalog.snapshotInfo()).toEqual({
      newestSeason: snapshot.newestSeason,
      oldestSeason: snapshot.oldestSeason,
      publishedAt: '2026-05-15T06:02:16.679Z',
    });
    const { result, validUntil } = catalog.execute(prepare('{ Media(search: "呪術廻戦") { id } }'));
    expect(result.data).toEqual({ Media: { id: 113415 } });
    expect(validUntil).toBe(Infinity);
  });

  it('says until when a time-dependent answer holds: the next airing of a work on the air', () => {
    const catalog = loaded();
    const { result, validUntil } = catalog.execute(
      prepare('{ Media(search: "ONE PIECE エルバフ編") { status nextAiringEpisode { airingAt episode } } }'),
    );
    const media = (result.data as { Media: { status: string; nextAiringEpisode: { airingAt: number } } })
      .Media;
    expect(media.status).toBe('RELEASING');
    expect(validUntil).toBe(media.nextAiringEpisode.airingAt * 1000);
  });

  describe("past the snapshot's horizon (bangumi-data published 2026-05-15), on 26 November 2026", () => {
    const TODAY = Date.parse('2026-11-26T03:00:00Z');
    const PUBLISHED = Math.floor(Date.parse('2026-05-15T06:02:16.679Z') / 1000);
    const today = () => loaded(TODAY);
    const airings = `status updatedAt nextAiringEpisode { episode }
      airingSchedule(perPage: 50) { nodes { episode airingAt } }
      upcoming: airingSchedule(notYetAired: true) { nodes { episode } }`;

    it.each([
      '上伊那ぼたん',
      'マリッジトキシン',
      'キルアオ',
      'ONE PIECE エルバフ編',
      '転生したらスライムだった件 第4期',
    ])(
      '%s: the status as of the data, no next episode, no airing after the horizon, the answer kept for good',
      (title) => {
        const { result, validUntil } = today().execute(
          prepare(`{ Media(search: "${title}") { ${airings} } }`),
        );
        const media = (
          result.data as {
            Media: {
              status: string;
              updatedAt: number;
              nextAiringEpisode: unknown;
              airingSchedule: { nodes: { episode: number; airingAt: number }[] };
              upcoming: { nodes: unknown[] };
            };
          }
        ).Media;
        expect(media).toMatchObject({ status: 'RELEASING', updatedAt: PUBLISHED, nextAiringEpisode: null });
        const last = media.airingSchedule.nodes.at(-1);
        expect(last?.airingAt).toBeLessThanOrEqual(PUBLISHED);
        expect(last?.episode).toBeLessThan(10);
        expect(media.upcoming.nodes).toEqual([]);
        expect(validUntil).toBe(Infinity);
      },
    );

    it('lists no work as airing next in a filtered page either', () => {
      const { result } = today().execute(
        prepare(
          '{ Page(perPage: 50) { media(season: SPRING, seasonYear: 2026) { nextAiringEpisode { episode } } } }',
        ),
      );
      const media = (result.data as { Page: { media: { nextAiringEpisode: unknown }[] } }).Page.media;
      expect(media.length).toBeGreaterThan(0);
      expect(media.filter((work) => work.nextAiringEpisode !== null)).toEqual([]);
    });

    it('answers a film bangumi-data types ova but titles 劇場版 as a MOVIE, with its release date', () => {
      const { result } = today().execute(
        prepare(
          '{ Media(search: "劇場版 空の境界 終章 空の境界") { format status startDate { year month day } } }',
        ),
      );
      expect(result.data).toEqual({
        Media: { format: 'MOVIE', status: 'FINISHED', startDate: { year: 2010, month: 12, day: 18 } },
      });
    });
  });

  it('names curated characters and finds covers by exact title', () => {
    const catalog = loaded();
    expect(catalog.curatedCharacter(127691)).toEqual({
      name: '五条悟',
      anime: '呪術廻戦',
      voiceActor: '中村悠一',
    });
    expect(catalog.curatedCharacter(1)).toBeNull();
    expect(catalog.coverFor('呪術廻戦')).toMatch(/^https:\/\/lain\.bgm\.tv\//);
    expect(catalog.coverFor('まったく存在しないアニメ')).toBeNull();
  });

  it('answers the web app’s operations within half the work budget, on any machine', () => {
    const catalog = loaded();
    const budget = { units: DEFAULT_CATALOG_OPTIONS.executionBudget.units / 2, backstopMs: Infinity };
    // The broadest title searches a fan can type, beside the warm-up's.
    const searches = ['a', 'の', 'あ'.repeat(500)].map((search) => ({
      document: GET_ANIME_WORKS,
      variables: { search },
    }));
    for (const { document, variables } of [...WARM_UP, ...searches]) {
      const prepared = prepareOperation(
        { query: print(document), variables, operationName: null },
        DEFAULT_CATALOG_OPTIONS.limits,
      );
      expect(catalog.execute(prepared, budget).result.errors).toBeUndefined();
    }
  });

  it('refuses a request over the work budget every time, whatever the clock says', () => {
    const catalog = loaded();
    const sorts = Array.from(
      { length: 4 },
      (_, i) =>
        `a${i}: Page(perPage: 100, page: ${i + 1}) { media(sort: [TRENDING_DESC, STATUS, END_DATE, TITLE_NATIVE]) { id } }`,
    );
    const prepared = prepare(`{ ${sorts.join(' ')} }`);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const refusal = (() => {
        try {
          catalog.execute(prepared, DEFAULT_CATALOG_OPTIONS.executionBudget);
        } catch (error) {
          return error;
        }
        return null;
      })();
      expect(refusal).toBeInstanceOf(CatalogRequestError);
      expect(refusal).toMatchObject({
        code: 'catalog/query_too_complex',
        message: expect.stringMatching(/more work than one answer may do/),
      });
    }
    // Two of the four are within it.
    expect(
      catalog.execute(prepare(`{ ${sorts.slice(0, 2).join(' ')} }`), DEFAULT_CATALOG_OPTIONS.executionBudget)
        .result.errors,
    ).toBeUndefined();
  });

  it('stays not ready when no snapshot could be loaded', () => {
    const catalog = new EmbeddedCatalog(
      loader(() => null),
      config,
      () => NOW,
    );
    catalog.onModuleInit();
    expect(catalog.isReady()).toBe(false);
    expect(catalog.snapshotInfo()).toEqual({ newestSeason: null, oldestSeason: null, publishedAt: null });
    expect(catalog.curatedCharacter(127691)).toBeNull();
  });

  it('stays not ready, and says why, when the snapshot cannot be indexed', () => {
    const broken = { ...snapshot, works: snapshot.works.filter((work) => work.native !== '呪術廻戦') };
    const catalog = new EmbeddedCatalog(
      loader(() => broken),
      config,
      () => NOW,
    );
    catalog.onModuleInit();
    expect(catalog.isReady()).toBe(false);
    expect(Logger.prototype.error).toHaveBeenCalledWith(expect.stringContaining('呪術廻戦'));
  });
});
