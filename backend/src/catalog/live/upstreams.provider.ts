// The two upstream GraphQL services as providers: AniList (public, identified by User-Agent and
// Referer) and Annict (its token, when set, sent as a bearer and never to browsers).
import type { Provider } from '@nestjs/common';
import { type AppConfig, APP_CONFIG } from '../../config';
import { CATALOG_OPTIONS, type CatalogOptions } from '../catalog-options';
import { GraphQLUpstream } from './graphql-upstream';

export const ANILIST_UPSTREAM = Symbol('ANILIST_UPSTREAM');
export const ANNICT_UPSTREAM = Symbol('ANNICT_UPSTREAM');

type UpstreamConfig = Pick<AppConfig, 'catalog' | 'host' | 'port'>;

export function createAniListUpstream(config: UpstreamConfig, options: CatalogOptions): GraphQLUpstream {
  return new GraphQLUpstream({
    name: 'AniList',
    url: config.catalog.anilistUrl,
    timeoutMs: options.upstreamTimeoutMs,
    breaker: options.breaker,
    headers: {
      'User-Agent': options.anilist.userAgent,
      Referer: options.anilist.referer ?? `http://${config.host}:${config.port}/`,
    },
    rate: options.anilist,
    defaultRetryAfterMs: options.anilist.defaultRetryAfterMs,
  });
}

export function createAnnictUpstream(config: UpstreamConfig, options: CatalogOptions): GraphQLUpstream {
  const { annictUrl, annictToken } = config.catalog;
  return new GraphQLUpstream({
    name: 'Annict',
    url: annictUrl,
    timeoutMs: options.upstreamTimeoutMs,
    breaker: options.breaker,
    headers: annictToken ? { Authorization: `Bearer ${annictToken}` } : {},
    rate: options.annict,
    defaultRetryAfterMs: options.annict.defaultRetryAfterMs,
  });
}

export const upstreamProviders: Provider[] = [
  { provide: ANILIST_UPSTREAM, inject: [APP_CONFIG, CATALOG_OPTIONS], useFactory: createAniListUpstream },
  { provide: ANNICT_UPSTREAM, inject: [APP_CONFIG, CATALOG_OPTIONS], useFactory: createAnnictUpstream },
];
