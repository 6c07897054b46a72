// The embedded catalogue as a provider: the snapshot's index and the resolvers that answer the
// gateway's schema from it. Loaded once at start; not ready (and /readyz 503) when loading failed.
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import {
  GET_ANIME_WORKS,
  GET_CHARACTERS,
  GET_MEDIA_DETAIL,
  GET_SEASON_TIMETABLE,
  GET_WORKS,
} from '@anifan/contract';
import { executeSync, GraphQLError, parse, print, type DocumentNode, type ExecutionResult } from 'graphql';
import { type AppConfig, APP_CONFIG } from '../../config';
import { catalogSchema } from '../graphql/schema';
import { CatalogRequestError, prepareOperation, type PreparedOperation } from '../graphql/prepare-operation';
import { DEFAULT_LIMITS } from '../graphql/query-limits';
import { normalizeForSearch } from '../lib/normalize';
import { SnapshotLoader } from '../snapshot/snapshot-loader';
import { CATALOG_CLOCK, type CatalogClock } from '../catalog-clock';
import { CatalogIndex, type IndexedWork } from './catalog-index';
import { EmbeddedContext, UNBOUNDED, type ExecutionBudget } from './embedded-context';
import { createEmbeddedRoot } from './embedded-resolvers';

/** The web app's operations, and a sorted, filtered list: run once at start, and the budget's test cases. */
export const WARM_UP: readonly { document: DocumentNode; variables: Record<string, unknown> }[] = [
  { document: GET_WORKS, variables: { seasons: ['2024-spring'], first: 50 } },
  { document: GET_ANIME_WORKS, variables: { search: '呪術廻戦' } },
  { document: GET_CHARACTERS, variables: { search: '五条' } },
  { document: GET_MEDIA_DETAIL, variables: { search: '呪術廻戦' } },
  { document: GET_SEASON_TIMETABLE, variables: { season: 'SPRING', seasonYear: 2024, page: 1 } },
  {
    document: parse(
      '{ Page(perPage: 50) { media(sort: [TRENDING_DESC, TITLE_NATIVE], startDate_like: "2024%") { id status } } }',
    ),
    variables: {},
  },
];

/** What every answer's `extensions.catalog.snapshot` says of the snapshot (null while not loaded). */
export interface SnapshotInfo {
  newestSeason: string | null;
  oldestSeason: string | null;
  /** When its data was published (ISO 8601 UTC): the date its statuses are as of. */
  publishedAt: string | null;
}

@Injectable()
export class EmbeddedCatalog implements OnModuleInit {
  private readonly logger = new Logger('Catalog');
  private loaded: { index: CatalogIndex; root: ReturnType<typeof createEmbeddedRoot> } | null = null;

  constructor(
    private readonly loader: SnapshotLoader,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'catalog'>,
    @Inject(CATALOG_CLOCK) private readonly now: CatalogClock,
  ) {}

  onModuleInit(): void {
    const snapshot = this.loader.load();
    if (!snapshot) return;
    try {
      const index = new CatalogIndex(snapshot);
      this.loaded = { index, root: createEmbeddedRoot(index) };
      const warmUpMs = this.warmUp();
      this.logger.log(
        `catalogue: ${snapshot.works.length} works (${snapshot.oldestSeason} … ${snapshot.newestSeason}), ` +
          `${index.characters.length} curated characters, source ${this.config.catalog.source}, ` +
          `warmed up in ${Math.round(warmUpMs)} ms`,
      );
    } catch (error) {
      this.logger.error(
        `catalogue index failed: ${error instanceof Error ? error.message : String(error)}; /readyz stays 503`,
      );
    }
  }

  /**
   * Runs the web app's operations (and a sorted, filtered list) once before the first request: a fresh
   * process compiles the gateway's code as it first runs it, so the first visitors would wait for that.
   * Returns the time it took.
   */
  private warmUp(): number {
    const started = performance.now();
    for (const { document, variables } of WARM_UP) {
      this.execute(
        prepareOperation({ query: print(document), variables, operationName: null }, DEFAULT_LIMITS),
      );
    }
    return performance.now() - started;
  }

  isReady(): boolean {
    return this.loaded !== null;
  }

  /** The snapshot's works (with the cross-site ids bangumi-data carries); null until it is loaded. */
  works(): readonly IndexedWork[] | null {
    return this.loaded?.index.works ?? null;
  }

  /** The seasons the snapshot covers and when its data was published. */
  snapshotInfo(): SnapshotInfo {
    const index = this.loaded?.index;
    return {
      newestSeason: index?.newestSeason ?? null,
      oldestSeason: index?.oldestSeason ?? null,
      publishedAt: index ? new Date(index.horizon).toISOString() : null,
    };
  }

  /**
   * Runs a validated operation against the snapshot at the clock's "now"; `validUntil` is when the
   * answer would change (a status turning, an episode airing), Infinity when it does not depend on time.
   * An execution that spends `budget` is refused as too complex: it would hold the event loop.
   */
  execute(
    prepared: PreparedOperation,
    budget: ExecutionBudget = UNBOUNDED,
  ): { result: ExecutionResult; validUntil: number } {
    if (!this.loaded) throw new Error('the embedded catalogue is not loaded');
    const context = new EmbeddedContext(this.now(), budget);
    const result = executeSync({
      schema: catalogSchema,
      document: prepared.document,
      rootValue: this.loaded.root,
      contextValue: context,
      variableValues: prepared.variables,
      operationName: prepared.operation.name?.value,
    });
    if (context.exceeded !== null) {
      const message = context.exceeded;
      throw new CatalogRequestError('catalog/query_too_complex', message, [new GraphQLError(message)]);
    }
    return { result, validUntil: context.validUntil };
  }

  /**
   * A curated character by id, with the native title of its first work, whatever CATALOG_SOURCE is:
   * a negative id is the catalogue's own key (AniList's id unknown), which only the snapshot knows.
   */
  curatedCharacter(id: number): { name: string; anime: string; voiceActor: string } | null {
    const character = this.loaded?.index.characters.find((c) => c.id === id);
    if (!character) return null;
    return {
      name: character.name.native || character.name.full,
      anime: character.works[0]?.native ?? '',
      voiceActor: character.voiceActor.native || character.voiceActor.full,
    };
  }

  /** The snapshot's cover of the work with this exact (normalised) title, for Annict's missing images. */
  coverFor(title: string): string | null {
    return this.loaded?.index.workByTitle(normalizeForSearch(title))?.cover?.large ?? null;
  }
}
