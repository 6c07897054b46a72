import {
  earlyRuntimeConfig,
  prefetch,
  provideEarlyRuntimeConfig,
  takePrefetched,
  type RouteDataRequest,
} from './route-data';
import { defaultRuntimeConfig } from './standalone';

const request: RouteDataRequest = {
  url: '/graphql',
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: '{"operationName":"GetWorks","variables":{"seasons":["2026-fall"],"first":50}}',
};

// jsdom has no Response; the handover passes whatever fetch resolved with.
const response = { ok: true, status: 200 } as Response;
const answer = () => response;

afterEach(() => {
  // A fresh page: nothing prefetched, boot.js not run.
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('anifan.routeData')];
});

describe('route data', () => {
  it('hands a prefetched response to the identical request, once', async () => {
    const fetchImpl = jest.fn(async () => answer());
    prefetch(request, fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith('/graphql', {
      method: 'POST',
      headers: request.headers,
      body: request.body,
    });
    // The page names the same endpoint as an absolute URL.
    const taken = takePrefetched(new URL('/graphql', document.baseURI).href, {
      method: 'POST',
      body: request.body,
    });
    await expect(taken).resolves.toBe(response);
    expect(takePrefetched('/graphql', { method: 'POST', body: request.body })).toBeNull();
  });

  it.each([
    ['another body', { method: 'POST', body: request.body.replace('2026-fall', '2026-summer') }],
    ['another method', { method: 'PUT', body: request.body }],
    ['no body', { method: 'POST' }],
  ])('leaves a request with %s to the network', (_name, init: RequestInit) => {
    prefetch(request, async () => answer());
    expect(takePrefetched('/graphql', init)).toBeNull();
    expect(takePrefetched('/graphql', { method: 'POST', body: request.body })).not.toBeNull();
  });

  it('hands over a failed prefetch as it is, for the page to ask again, without an unhandled rejection', async () => {
    prefetch(request, () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(takePrefetched('/graphql', { method: 'POST', body: request.body })).rejects.toThrow(
      'Failed to fetch',
    );
  });

  it('shares the runtime config boot.js is reading, and has none without it', async () => {
    expect(earlyRuntimeConfig()).toBeNull();
    const config = defaultRuntimeConfig('http://127.0.0.1:8080');
    provideEarlyRuntimeConfig(Promise.resolve(config));
    await expect(earlyRuntimeConfig()).resolves.toBe(config);
  });
});
