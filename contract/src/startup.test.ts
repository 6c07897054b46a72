import { defaultRuntimeConfig } from './standalone';
import {
  graphqlOperationKey,
  installStartupHandoff,
  prefetchedGraphQLAnswer,
  prefetchGraphQL,
  startupHandoff,
  takePrefetchedGraphQL,
  type StartupHandoff,
} from './startup';
import { fakeResponse } from './testing/fake-response';

const request = {
  operationName: 'GetWorks',
  variables: { seasons: ['2026-fall'], first: 50 },
  query: 'query GetWorks($seasons: [String!], $first: Int) { searchWorks { edges { node { title } } } }',
};

function install(): StartupHandoff {
  const handoff: StartupHandoff = {
    config: Promise.resolve(defaultRuntimeConfig('http://api.test')),
    remotes: null,
    ready: Promise.resolve(),
    graphql: new Map(),
  };
  installStartupHandoff(handoff);
  return handoff;
}

afterEach(() => {
  delete window.__ANIFAN_STARTUP__;
});

describe('graphqlOperationKey', () => {
  it('ignores the order of the variables and the undefined ones', () => {
    expect(graphqlOperationKey('GetWorks', { first: 50, seasons: ['2026-fall'], after: undefined })).toBe(
      graphqlOperationKey('GetWorks', { seasons: ['2026-fall'], first: 50 }),
    );
  });

  it('tells operations and variables apart', () => {
    const key = graphqlOperationKey('GetWorks', { first: 50 });
    expect(graphqlOperationKey('GetWorks', { first: 10 })).not.toBe(key);
    expect(graphqlOperationKey('GetAnimeWorks', { first: 50 })).not.toBe(key);
  });
});

describe('GraphQL prefetch', () => {
  it('does nothing on a page without the start-up handoff (a standalone remote, a test)', async () => {
    const fetchImpl = jest.fn();
    await expect(prefetchGraphQL(request, fetchImpl)).resolves.toBeUndefined();
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(startupHandoff()).toBeNull();
    expect(takePrefetchedGraphQL('GetWorks', request.variables)).toBeNull();
  });

  it('posts the operation to the configured gateway and hands the answer to the same operation and variables, once', async () => {
    install();
    const body = { data: { searchWorks: { edges: [] } }, extensions: { catalog: { source: 'embedded' } } };
    const fetchImpl = jest.fn(async () => fakeResponse(200, JSON.stringify(body)));
    prefetchGraphQL(request, fetchImpl);
    await Promise.resolve();
    expect(takePrefetchedGraphQL('GetWorks', { first: 10, seasons: ['2026-fall'] })).toBeNull();
    const response = await takePrefetchedGraphQL('GetWorks', { first: 50, seasons: ['2026-fall'] });
    await expect(response?.json()).resolves.toEqual(body);
    expect(fetchImpl).toHaveBeenCalledWith('http://api.test/graphql', {
      method: 'POST',
      headers: expect.objectContaining({ 'content-type': 'application/json' }),
      body: JSON.stringify(request),
    });
    expect(takePrefetchedGraphQL('GetWorks', request.variables)).toBeNull();
  });

  it("hands over the gateway's error answer as it is, for the page to show", async () => {
    install();
    prefetchGraphQL(request, async () => fakeResponse(503, 'Service Unavailable'));
    const response = await takePrefetchedGraphQL('GetWorks', request.variables);
    expect(response?.status).toBe(503);
  });

  it('hands over a prefetch that got no answer as a rejection, so the page asks for itself', async () => {
    install();
    prefetchGraphQL(request, () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(takePrefetchedGraphQL('GetWorks', request.variables)).rejects.toThrow('Failed to fetch');
  });
});

describe('the prefetched answer, for a page to draw from at its first render', () => {
  const body = { data: { searchWorks: { edges: [] } } };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('is the parsed body once a 2xx answer has arrived, and the response can still be taken whole', async () => {
    install();
    let answer: (response: Response) => void = () => undefined;
    prefetchGraphQL(request, () => new Promise((resolve) => (answer = resolve)));
    await settle();
    expect(prefetchedGraphQLAnswer('GetWorks', request.variables)).toBeUndefined();
    answer(fakeResponse(200, JSON.stringify(body)));
    await settle();
    expect(prefetchedGraphQLAnswer('GetWorks', { first: 50, seasons: ['2026-fall'] })).toEqual(body);
    expect(prefetchedGraphQLAnswer('GetWorks', { first: 10, seasons: ['2026-fall'] })).toBeUndefined();
    const response = await takePrefetchedGraphQL('GetWorks', request.variables);
    await expect(response?.json()).resolves.toEqual(body);
    expect(prefetchedGraphQLAnswer('GetWorks', request.variables)).toBeUndefined();
  });

  it.each([
    ['an error status', async () => fakeResponse(503, JSON.stringify(body))],
    ['no answer', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a body that is not JSON', async () => fakeResponse(200, '<html>')],
  ])('is undefined after %s, which the page reads as it would its own request', async (_case, fetchImpl) => {
    install();
    await expect(prefetchGraphQL(request, fetchImpl)).resolves.toBeUndefined();
    expect(prefetchedGraphQLAnswer('GetWorks', request.variables)).toBeUndefined();
  });

  it('is also what the route data script is given, to ask for what the page shows next', async () => {
    install();
    const asked = prefetchGraphQL(request, async () => fakeResponse(200, JSON.stringify(body)));
    await expect(asked).resolves.toEqual(body);
    const response = await takePrefetchedGraphQL('GetWorks', request.variables);
    await expect(response?.json()).resolves.toEqual(body);
  });

  it('is undefined on a page without the start-up handoff', () => {
    expect(prefetchedGraphQLAnswer('GetWorks', request.variables)).toBeUndefined();
  });
});
