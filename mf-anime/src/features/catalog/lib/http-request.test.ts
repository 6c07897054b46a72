import { GET_WORKS, getWorksVariables, type GetWorksVariables } from '../../seasons/api/get-works-request';
import { createCatalogClient } from './catalog-client';
import { catalogRequest } from './http-request';

const GRAPHQL_URL = 'http://gateway.test/graphql';

/** The request Apollo Client itself sends for a query, through the app's real client and links. */
async function requestApolloSends(variables: GetWorksVariables) {
  let sent: { url: string; init: RequestInit } | null = null;
  const fetchImpl = async (url: RequestInfo | URL, init?: RequestInit) => {
    sent = { url: String(url), init: init ?? {} };
    return {
      status: 200,
      ok: true,
      headers: { get: () => 'application/json' },
      text: async () => '{"data":{"searchWorks":{"__typename":"WorkConnection","edges":[]}}}',
    } as unknown as Response;
  };
  const { apollo } = createCatalogClient({ graphqlUrl: GRAPHQL_URL, fetch: fetchImpl });
  await apollo.query({ query: GET_WORKS, variables });
  return sent!;
}

describe('catalogRequest', () => {
  it("is byte for byte the request Apollo Client sends, so the page's query can take a prefetch over", async () => {
    const variables = getWorksVariables('2026-fall', 50);
    const sent = await requestApolloSends(variables);
    const built = catalogRequest(GRAPHQL_URL, GET_WORKS, variables);
    expect(built.url).toBe(sent.url);
    expect(built.method).toBe(sent.init.method);
    expect(built.body).toBe(sent.init.body);
    expect(built.headers).toEqual(sent.init.headers);
  });

  it('sends operationName, variables and query, the query with the cache’s __typename fields', () => {
    const body = JSON.parse(
      catalogRequest(GRAPHQL_URL, GET_WORKS, getWorksVariables('2026-spring', 10)).body,
    );
    expect(Object.keys(body)).toEqual(['operationName', 'variables', 'query']);
    expect(body.operationName).toBe('GetWorks');
    expect(body.variables).toEqual({ seasons: ['2026-spring'], first: 10 });
    expect(body.query).toContain('facebookOgImageUrl\n          __typename');
    expect(body.query).not.toMatch(/query GetWorks\([^)]*\) \{\n {2}__typename/);
  });
});
