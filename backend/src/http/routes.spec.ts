// Every route the app registers is one the contract declares (@anifan/contract, endpoints.ts), and
// every declared endpoint is registered, or the few routes outside the API say here why they are.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Injectable, Module } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ENDPOINT_NAMES, ENDPOINTS } from '@anifan/contract';
import type { FastifyInstance } from 'fastify';
import { createApp } from '../app.setup';
import { loadConfig } from '../config';
import { API_PREFIX } from './endpoints';

/** Routes that are not part of the JSON API the clients call, and why. */
const OUTSIDE_THE_API: Record<string, string> = {
  'GET /healthz': 'liveness probe for the platform, not for the web app',
  'GET /readyz': 'readiness probe for the platform, not for the web app',
  'GET /metrics': "Prometheus' scrape, with METRICS_TOKEN",
  'GET /graphql':
    'the catalogue gateway: its contract is the GraphQL schema and the typed documents (contract/src/graphql), sent by a GraphQL client to RuntimeConfig.graphqlUrl',
  'POST /graphql': 'the catalogue gateway (see GET /graphql)',
  'GET /remotes.json':
    "the shell's federation manifest (RemoteManifest), read by its boot script before any API call",
};

/** Every route registered from the app's creation on, but the static files' (`config.static`, one per built file). */
const registered: string[] = [];

/** Instantiated while Nest creates the app, so its hook is in place before any route is registered. */
@Injectable()
class RouteRecorder {
  constructor(adapterHost: HttpAdapterHost) {
    adapterHost.httpAdapter.getInstance<FastifyInstance>().addHook('onRoute', (route) => {
      if ((route.config as { static?: boolean } | undefined)?.static) return;
      for (const method of [route.method].flat()) {
        // Fastify adds a HEAD route beside each GET.
        if (method !== 'HEAD') registered.push(`${method} ${route.url}`);
      }
    });
  }
}

@Module({ providers: [RouteRecorder] })
class RouteRecorderModule {}

describe('routes', () => {
  const routes = registered;

  beforeAll(async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'anifan-routes-'));
    const config = loadConfig({
      DATA_DIR: dataDir,
      CATALOG_SOURCE: 'embedded',
      FIREBASE_PROJECT_ID: 'demo-anifan',
      LOG_LEVEL: 'error',
    });
    let app: NestFastifyApplication | undefined;
    try {
      app = await createApp(config, { imports: [RouteRecorderModule] });
      await app.init();
    } finally {
      await app?.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  const declared = ENDPOINT_NAMES.map(
    (name) => `${ENDPOINTS[name].method} ${API_PREFIX}${ENDPOINTS[name].path}`,
  );

  it('registers every declared endpoint, once', () => {
    for (const route of declared)
      expect(routes.filter((registered) => registered === route)).toEqual([route]);
  });

  it('registers nothing the contract does not declare, beyond the routes outside the API', () => {
    const undeclared = routes.filter((route) => !declared.includes(route) && !(route in OUTSIDE_THE_API));
    expect(undeclared).toEqual([]);
  });

  it('still has each route it lists as outside the API', () => {
    expect(Object.keys(OUTSIDE_THE_API).filter((route) => !routes.includes(route))).toEqual([]);
  });
});
