import { Logger } from '@nestjs/common';
import { DEFAULT_CATALOG_OPTIONS } from '../catalog-options';
import { prepareOperation } from '../graphql/prepare-operation';
import { SnapshotLoader } from '../snapshot/snapshot-loader';
import { buildSnapshotFromPackages } from '../snapshot/snapshot-files';
import { EmbeddedCatalog } from './embedded-catalog';

const config = { catalog: { source: 'embedded' as const, anilistUrl: '', annictUrl: '', annictToken: null } };
const prepare = (query: string) =>
  prepareOperation({ query, variables: {}, operationName: null }, DEFAULT_CATALOG_OPTIONS.limits);
const loader = (load: () => ReturnType<SnapshotLoader['load']>) => ({ load }) as SnapshotLoader;
const snapshot = buildSnapshotFromPackages();
const NOW = Date.parse('2026-04-10T00:00:00Z');

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
    catalog.onModuleInit();
    expect(catalog.isReady()).toBe(true);
    expect(catalog.seasons()).toEqual({
      newestSeason: snapshot.newestSeason,
      oldestSeason: snapshot.oldestSeason,
    });
    const { result, validUntil } = catalog.execute(prepare('{ Media(search: "呪術廻戦") { id } }'));
    expect(result.data).toEqual({ Media: { id: 113415 } });
    expect(validUntil).toBe(Infinity);
  });

  it('says until when a time-dependent answer holds: the next airing of a work on the air', () => {
    const catalog = new EmbeddedCatalog(
      loader(() => snapshot),
      config,
      () => NOW,
    );
    catalog.onModuleInit();
    const { result, validUntil } = catalog.execute(
      prepare('{ Media(search: "ONE PIECE エルバフ編") { status nextAiringEpisode { airingAt episode } } }'),
    );
    const media = (result.data as { Media: { status: string; nextAiringEpisode: { airingAt: number } } })
      .Media;
    expect(media.status).toBe('RELEASING');
    expect(validUntil).toBe(media.nextAiringEpisode.airingAt * 1000);
  });

  it('names curated characters and finds covers by exact title', () => {
    const catalog = new EmbeddedCatalog(
      loader(() => snapshot),
      config,
      () => NOW,
    );
    catalog.onModuleInit();
    expect(catalog.curatedCharacter(127691)).toEqual({
      name: '五条悟',
      anime: '呪術廻戦',
      voiceActor: '中村悠一',
    });
    expect(catalog.curatedCharacter(1)).toBeNull();
    expect(catalog.coverFor('呪術廻戦')).toMatch(/^https:\/\/lain\.bgm\.tv\//);
    expect(catalog.coverFor('まったく存在しないアニメ')).toBeNull();
  });

  it('stays not ready when no snapshot could be loaded', () => {
    const catalog = new EmbeddedCatalog(
      loader(() => null),
      config,
      () => NOW,
    );
    catalog.onModuleInit();
    expect(catalog.isReady()).toBe(false);
    expect(catalog.seasons()).toEqual({ newestSeason: null, oldestSeason: null });
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
