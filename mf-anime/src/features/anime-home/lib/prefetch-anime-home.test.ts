import { defaultRuntimeConfig, GET_WORKS, getWorksVariables, takePrefetchedGraphQL } from '@anifan/contract';
import { waitFor } from '@testing-library/react';
import { fakeResponse, installTestStartup } from '@anifan/contract/testing';
import { graphqlRequest } from '../../../shared/catalog/lib/graphql-request';
import { prefetchAnimeHome, seasonBelow } from './prefetch-anime-home';

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

  it('asks for the newest season the offline catalogue covers as soon as this season comes back empty beyond it', async () => {
    installTestStartup(config);
    const empty = {
      data: { searchWorks: { edges: [] } },
      extensions: {
        catalog: {
          source: 'embedded',
          snapshot: { newestSeason: '2026-spring', oldestSeason: '1943-spring' },
        },
      },
    };
    const spring = { data: { searchWorks: { edges: [{ node: { title: '春の作品' } }] } } };
    const fetchSpy = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      const { variables } = JSON.parse(String(init?.body)) as { variables: { seasons: string[] } };
      return fakeResponse(200, JSON.stringify(variables.seasons[0] === '2026-spring' ? spring : empty));
    });
    prefetchAnimeHome(new Date('2026-11-22T03:00:00Z'), fetchSpy);
    expect(takePrefetchedGraphQL('GetWorks', getWorksVariables('2026-fall', 50))).not.toBeNull();
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(2));
    const response = await takePrefetchedGraphQL('GetWorks', getWorksVariables('2026-spring', 50));
    await expect(response?.json()).resolves.toEqual(spring);
  });
});

describe('seasonBelow (the season the home lists under an empty one)', () => {
  const snapshot = { newestSeason: '2026-spring', oldestSeason: '1943-spring' };
  const answer = (edges: unknown[], catalog: unknown, errors?: unknown) => ({
    data: { searchWorks: { edges } },
    extensions: { catalog },
    ...(errors === undefined ? {} : { errors }),
  });

  it.each([
    ['a season with works', answer([{ node: { title: 'x' } }], { source: 'embedded', snapshot })],
    ['live data', answer([], { source: 'live' })],
    [
      'a season the catalogue covers',
      answer([], { source: 'embedded', snapshot: { ...snapshot, newestSeason: '2026-fall' } }),
    ],
    ['an answer with errors', answer([], { source: 'embedded', snapshot }, [{ message: 'x' }])],
    ['no answer', undefined],
  ])('is none for %s', (_case, body) => {
    expect(seasonBelow('2026-fall', body)).toBeUndefined();
  });

  it('is the newest covered season for an empty season beyond it', () => {
    expect(seasonBelow('2026-fall', answer([], { source: 'embedded', snapshot }))).toBe('2026-spring');
  });
});
