// Boots only the catalogue (config, common and HTTP providers, CatalogModule) with the app's real HTTP setup
// on 127.0.0.1:0, with catalogue options a test may shorten (timeouts, breaker, rate limits).
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Test } from '@nestjs/testing';
import { configureApp, createHttpAdapter } from '../app.setup';
import { CATALOG_CLOCK, systemClock, type CatalogClock } from '../catalog/catalog-clock';
import { CATALOG_OPTIONS, DEFAULT_CATALOG_OPTIONS, type CatalogOptions } from '../catalog/catalog-options';
import { CatalogModule } from '../catalog/catalog.module';
import { CatalogService } from '../catalog/catalog.service';
import type { GraphQLUpstream } from '../catalog/live/graphql-upstream';
import { ANILIST_UPSTREAM } from '../catalog/live/upstreams.provider';
import { CommonModule } from '../common/common.module';
import { REDIS_CLIENT, type RedisClient } from '../common/redis.provider';
import { loadConfig } from '../config/app-config';
import { ConfigModule } from '../config/config.module';
import { HttpModule } from '../http/http.module';

export interface CatalogTestApp {
  url: string;
  service: CatalogService;
  /** The AniList upstream (its circuit breaker, for tests of the fallback). */
  anilistUpstream: GraphQLUpstream;
  /** POSTs a GraphQL request; returns the status, parsed body and headers. */
  query(
    query: string,
    variables?: Record<string, unknown>,
    operationName?: string,
  ): Promise<{ status: number; body: GraphQLBody; headers: Headers }>;
  close(): Promise<void>;
}

export interface GraphQLBody {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
  extensions?: {
    catalog?: {
      source: string;
      snapshot: { newestSeason: string; oldestSeason: string; publishedAt: string };
    };
  };
}

/** The catalogue with its default options, or those a test sets; how fast it answers is for `npm run bench`. */
export async function createCatalogTestApp(
  env: Record<string, string> = {},
  options: Partial<CatalogOptions> = {},
  /** The catalogue's clock (epoch ms); the system clock unless a test fixes "now". */
  now: CatalogClock = systemClock,
): Promise<CatalogTestApp> {
  const config = loadConfig({ CATALOG_SOURCE: 'embedded', LOG_LEVEL: 'error', ...env });
  const moduleRef = await Test.createTestingModule({
    imports: [ConfigModule.forRoot(config), CommonModule, HttpModule, CatalogModule],
  })
    .overrideProvider(CATALOG_OPTIONS)
    .useValue({ ...DEFAULT_CATALOG_OPTIONS, ...options })
    .overrideProvider(CATALOG_CLOCK)
    .useValue(now)
    .compile();
  const app = moduleRef.createNestApplication<NestFastifyApplication>(createHttpAdapter(config), {
    bodyParser: false,
    logger: false,
  });
  await configureApp(app, config);
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as { port: number };
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    service: app.get(CatalogService),
    anilistUpstream: app.get<GraphQLUpstream>(ANILIST_UPSTREAM),
    query: async (query, variables = {}, operationName) => {
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ query, variables, operationName }),
      });
      return {
        status: response.status,
        body: (await response.json()) as GraphQLBody,
        headers: response.headers,
      };
    },
    close: async () => {
      // quit() on an unreachable Redis waits on ioredis's reconnect loop; a test just drops the link.
      app.get<RedisClient>(REDIS_CLIENT)?.disconnect();
      await app.close();
    },
  };
}
