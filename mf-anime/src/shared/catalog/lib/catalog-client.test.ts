import { gql } from '@apollo/client';
import {
  GET_WORKS,
  getWorksVariables,
  graphqlOperationKey,
  prefetchGraphQL,
  defaultRuntimeConfig,
} from '@anifan/contract';
import { installTestStartup } from '@anifan/contract/testing';
import { createFakeGateway, embeddedExtensions, GRAPHQL_URL } from '../../../testing/fake-gateway';
import { ERROR_MESSAGES, catalogErrorMessage } from './error-messages';
import { createCatalogClient } from './catalog-client';
import { createCatalogInfoStore } from './catalog-info';
import { graphqlRequest } from './graphql-request';

const PING = gql`
  query Ping($search: String) {
    Media(search: $search, type: ANIME) {
      id
      title {
        native
      }
    }
  }
`;

const mediaAnswer = {
  data: { Media: { __typename: 'Media', id: 1, title: { __typename: 'MediaTitle', native: '呪術廻戦' } } },
};

describe('createCatalogClient', () => {
  it('remembers the catalogue extension of each answer by operation and variables', async () => {
    const gateway = createFakeGateway(() => ({
      body: { ...mediaAnswer, extensions: embeddedExtensions('2026-spring') },
    }));
    await gateway.client.apollo.query({ query: PING, variables: { search: '呪術' } });
    expect(gateway.client.catalogInfo.get('Ping', { search: '呪術' })).toEqual({
      source: 'embedded',
      snapshot: { newestSeason: '2026-spring', oldestSeason: '1960-winter' },
    });
    expect(gateway.client.catalogInfo.get('Ping', { search: 'other' })).toBeUndefined();
  });

  it("keeps the snapshot's publication date, and drops one that is not a date", async () => {
    const gateway = createFakeGateway((request) => ({
      body: {
        ...mediaAnswer,
        extensions: embeddedExtensions('2026-spring', String(request.variables.search)),
      },
    }));
    await gateway.client.apollo.query({ query: PING, variables: { search: '2026-05-15T06:02:16.679Z' } });
    await gateway.client.apollo.query({ query: PING, variables: { search: 'someday' } });
    expect(gateway.client.catalogInfo.get('Ping', { search: '2026-05-15T06:02:16.679Z' })?.snapshot).toEqual({
      newestSeason: '2026-spring',
      oldestSeason: '1960-winter',
      publishedAt: '2026-05-15T06:02:16.679Z',
    });
    expect(gateway.client.catalogInfo.get('Ping', { search: 'someday' })?.snapshot).toEqual({
      newestSeason: '2026-spring',
      oldestSeason: '1960-winter',
    });
  });

  it.each([
    ['no extensions', undefined],
    ['an unknown source', { catalog: { source: 'somewhere' } }],
  ])('ignores answers with %s', async (_name, extensions) => {
    const gateway = createFakeGateway(() => ({ body: { ...mediaAnswer, extensions } }));
    await gateway.client.apollo.query({ query: PING, variables: { search: 'x' } });
    expect(gateway.client.catalogInfo.get('Ping', { search: 'x' })).toBeUndefined();
  });

  it('keeps a source whose snapshot is malformed, without the snapshot', async () => {
    const gateway = createFakeGateway(() => ({
      body: { ...mediaAnswer, extensions: { catalog: { source: 'live', snapshot: { newestSeason: 1 } } } },
    }));
    await gateway.client.apollo.query({ query: PING, variables: { search: 'x' } });
    expect(gateway.client.catalogInfo.get('Ping', { search: 'x' })).toEqual({ source: 'live' });
  });

  it('keys Media by id, so two searches that find one anime share its cached fields', async () => {
    const gateway = createFakeGateway(() => ({ body: mediaAnswer }));
    await gateway.client.apollo.query({ query: PING, variables: { search: 'a' } });
    await gateway.client.apollo.query({ query: PING, variables: { search: 'b' } });
    const cached = gateway.client.apollo.cache.extract() as Record<string, unknown>;
    expect(cached['Media:1']).toMatchObject({
      id: 1,
      title: { native: '呪術廻戦' },
    });
  });

  it('gives up after the timeout with a Japanese message', async () => {
    // Answers never; only the abort signal ends the request.
    const stalled = (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    const client = createCatalogClient({
      graphqlUrl: 'http://gateway.test/graphql',
      fetch: stalled,
      timeoutMs: 20,
    });
    const failure = await client.apollo
      .query({ query: PING, variables: { search: 'x' } })
      .catch((error: unknown) => error);
    expect(catalogErrorMessage(failure)).toBe(ERROR_MESSAGES.timeout);
  });
});

describe('graphqlOperationKey and the info store', () => {
  it('ignores the order of variables and the ones left undefined', () => {
    expect(graphqlOperationKey('Op', { b: 1, a: [2], c: undefined })).toBe(
      graphqlOperationKey('Op', { a: [2], b: 1 }),
    );
    expect(graphqlOperationKey('Op', { a: 1 })).not.toBe(graphqlOperationKey('Other', { a: 1 }));
  });

  it('tells subscribers about new entries until they unsubscribe', () => {
    const store = createCatalogInfoStore();
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    store.set('Op', {}, { source: 'live' });
    unsubscribe();
    store.set('Op', {}, { source: 'cache' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getByKey(graphqlOperationKey('Op', {}))).toEqual({ source: 'cache' });
  });
});

describe('a prefetched first request (route data)', () => {
  const variables = getWorksVariables('2026-spring', 50);
  const works = {
    data: {
      searchWorks: {
        __typename: 'WorkConnection',
        edges: [
          {
            __typename: 'WorkEdge',
            node: {
              __typename: 'Work',
              title: '葬送のフリーレン',
              watchersCount: 1,
              seasonYear: 2023,
              image: { __typename: 'WorkImage', facebookOgImageUrl: null },
            },
          },
        ],
      },
    },
  };
  const answer = (body: unknown) =>
    ({
      status: 200,
      ok: true,
      headers: { get: () => 'application/json' },
      text: async () => JSON.stringify(body),
      json: async () => body,
    }) as unknown as Response;

  beforeEach(() => {
    installTestStartup({ ...defaultRuntimeConfig(), graphqlUrl: GRAPHQL_URL });
  });

  afterEach(() => {
    delete window.__ANIFAN_STARTUP__;
  });

  const prefetch = (fetchImpl: typeof fetch) =>
    prefetchGraphQL(graphqlRequest(GET_WORKS, variables), fetchImpl);

  it('answers the same operation and variables from the prefetch instead of asking the gateway again', async () => {
    prefetch(async () => answer(works));
    const gateway = createFakeGateway(() => ({ body: { data: null } }));
    const result = await gateway.client.apollo.query({ query: GET_WORKS, variables });
    expect(result.data?.searchWorks?.edges?.[0]?.node?.title).toBe('葬送のフリーレン');
    expect(gateway.requests).toEqual([]);
    // Handed over once: the next identical query is the gateway's (or the cache's) again.
    await gateway.client.apollo.query({ query: GET_WORKS, variables, fetchPolicy: 'network-only' });
    expect(gateway.requestsFor('GetWorks')).toHaveLength(1);
  });

  it('matches by operation name and variables, whatever text the prefetch sent as its query', async () => {
    prefetchGraphQL(
      {
        operationName: 'GetWorks',
        variables: { first: 50, seasons: ['2026-spring'] },
        query: '{ a different text }',
      },
      async () => answer(works),
    );
    const gateway = createFakeGateway(() => ({ body: { data: null } }));
    const result = await gateway.client.apollo.query({ query: GET_WORKS, variables });
    expect(result.data?.searchWorks?.edges?.[0]?.node?.title).toBe('葬送のフリーレン');
    expect(gateway.requests).toEqual([]);
  });

  it("shows the gateway's error answer to the prefetch as the page's own", async () => {
    prefetch(
      async () => ({ ...answer({ errors: [{ message: 'down' }] }), ok: false, status: 503 }) as Response,
    );
    const gateway = createFakeGateway(() => ({ body: works }));
    await expect(gateway.client.apollo.query({ query: GET_WORKS, variables })).rejects.toThrow();
    expect(gateway.requests).toEqual([]);
  });

  it('asks the gateway when the prefetch failed', async () => {
    prefetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const gateway = createFakeGateway(() => ({ body: works }));
    const result = await gateway.client.apollo.query({ query: GET_WORKS, variables });
    expect(result.data?.searchWorks?.edges).toHaveLength(1);
    expect(gateway.requestsFor('GetWorks')).toHaveLength(1);
  });

  it('leaves other variables to the gateway', async () => {
    prefetch(async () => answer(works));
    const gateway = createFakeGateway(() => ({ body: works }));
    await gateway.client.apollo.query({ query: GET_WORKS, variables: getWorksVariables('2026-winter', 50) });
    expect(gateway.requestsFor('GetWorks')).toHaveLength(1);
  });
});
