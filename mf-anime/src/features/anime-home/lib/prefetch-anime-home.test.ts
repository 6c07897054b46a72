import { defaultRuntimeConfig, GET_WORKS, getWorksVariables, takePrefetchedGraphQL } from '@anifan/contract';
import { fakeResponse, installTestStartup } from '@anifan/contract/testing';
import { graphqlRequest } from '../../../shared/catalog/lib/graphql-request';
import { prefetchAnimeHome } from './prefetch-anime-home';

const config = { ...defaultRuntimeConfig('http://127.0.0.1:8080'), graphqlUrl: '/graphql' };

afterEach(() => {
  delete window.__ANIFAN_STARTUP__;
});

describe('prefetchAnimeHome', () => {
  it("requests this season's list at the configured gateway, for the page to take over", async () => {
    installTestStartup(config);
    const body = { data: { searchWorks: { edges: [] } } };
    const fetchSpy = jest.fn(async () => fakeResponse(200, JSON.stringify(body)));
    // 2026-11-22 in Japan: autumn (fall in season strings), the home's first tab lists 50.
    prefetchAnimeHome(new Date('2026-11-22T03:00:00Z'), fetchSpy);
    const variables = getWorksVariables('2026-fall', 50);
    const response = await takePrefetchedGraphQL('GetWorks', variables);
    await expect(response?.json()).resolves.toEqual(body);
    expect(fetchSpy).toHaveBeenCalledWith(
      '/graphql',
      expect.objectContaining({ method: 'POST', body: JSON.stringify(graphqlRequest(GET_WORKS, variables)) }),
    );
  });

  it('does nothing without the shell (a standalone remote)', () => {
    const fetchSpy = jest.fn();
    prefetchAnimeHome(new Date('2026-11-22T03:00:00Z'), fetchSpy);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
