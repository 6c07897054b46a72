import { defaultRuntimeConfig, takePrefetched } from '@anifan/platform';
import { catalogRequest } from '../../catalog/lib/http-request';
import { GET_WORKS, getWorksVariables } from '../../seasons/api/get-works-request';
import { prefetchAnimeHome } from './prefetch-anime-home';

const config = { ...defaultRuntimeConfig('http://127.0.0.1:8080'), graphqlUrl: '/graphql' };

const realFetch = globalThis.fetch;

afterEach(() => {
  globalThis.fetch = realFetch;
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('anifan.routeData')];
});

describe('prefetchAnimeHome', () => {
  it("requests this season's list at the configured gateway, as the page will ask for it", async () => {
    const fetchSpy = jest.fn(async () => ({ ok: true }) as Response);
    globalThis.fetch = fetchSpy;
    // 2026-11-22: autumn (SPEC §9 calls it fall), the home's first tab lists 50.
    await prefetchAnimeHome(new Date(2026, 10, 22), Promise.resolve(config));
    const expected = catalogRequest('/graphql', GET_WORKS, getWorksVariables('2026-fall', 50));
    expect(fetchSpy).toHaveBeenCalledWith('/graphql', {
      method: 'POST',
      headers: expected.headers,
      body: expected.body,
    });
    expect(takePrefetched('/graphql', { method: 'POST', body: expected.body })).not.toBeNull();
  });

  it('does nothing without the shell (a standalone remote)', async () => {
    const fetchSpy = jest.fn();
    globalThis.fetch = fetchSpy;
    await prefetchAnimeHome(new Date(2026, 10, 22), null);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
