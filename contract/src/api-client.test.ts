import { fakeResponse } from './testing/fake-response';
import { ApiError, apiFor, createApiClient, isApiError } from './api-client';
import { createTestPlatform } from './testing/test-platform';
import { CONTRACT_VERSION } from './version';

function respond(status: number, body: string, headers: Record<string, string> = {}) {
  return jest.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => fakeResponse(status, body, headers));
}

describe('createApiClient', () => {
  const signedIn = { getIdToken: async () => 'token-123' };
  const guest = { getIdToken: async () => null };

  it('sends the ID token as a bearer credential and JSON bodies, to the declared method and path', async () => {
    const fetchImpl = respond(201, '{"commentId":7}');
    const client = createApiClient('/api', signedIn, fetchImpl);
    const body = { commentId: 0, characterId: 1001, commentText: 'やあ' };
    await expect(client.call('processComment', { body })).resolves.toEqual({ commentId: 7 });
    expect(fetchImpl).toHaveBeenCalledWith(
      '/api/characterComment/process',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify(body),
        headers: expect.objectContaining({
          Authorization: 'Bearer token-123',
          'Content-Type': 'application/json',
        }),
      }),
    );
  });

  it('sends a file as it is, labelled application/octet-stream (a MyAnimeList import)', async () => {
    const fetchImpl = respond(200, '{"added":1}');
    const client = createApiClient('/api', signedIn, fetchImpl);
    const file = new Blob(['<myanimelist></myanimelist>'], { type: 'text/xml' });
    await client.call('importMediaList', { query: { format: 'mal', dryRun: 'true' }, body: file });
    const bytes = new Uint8Array([0x1f, 0x8b]);
    await client.call('importMediaList', { query: { format: 'mal', dryRun: 'false' }, body: bytes });
    expect(fetchImpl.mock.calls.map(([url, init]) => [url, init?.body, init?.headers])).toEqual([
      [
        '/api/list/import?format=mal&dryRun=true',
        file,
        expect.objectContaining({ 'Content-Type': 'application/octet-stream' }),
      ],
      [
        '/api/list/import?format=mal&dryRun=false',
        bytes,
        expect.objectContaining({ 'Content-Type': 'application/octet-stream' }),
      ],
    ]);
  });

  it('fills path parameters in as one encoded segment each', async () => {
    const fetchImpl = respond(200, '{}');
    const client = createApiClient('/api', signedIn, fetchImpl);
    await client.call('putFavorite', { params: { characterId: -296356092 }, body: { name: '江戸川コナン' } });
    await client.call('deleteComment', { params: { commentId: 2 } });
    expect(fetchImpl.mock.calls.map(([url, init]) => [url, init?.method])).toEqual([
      ['/api/favorites/-296356092', 'PUT'],
      ['/api/characterComment/delete/2', 'DELETE'],
    ]);
  });

  it('sends the query without the values left out', async () => {
    const fetchImpl = respond(200, '{}');
    await createApiClient('/api', guest, fetchImpl).call('persona', {
      query: { characterId: 42, character: '竈門 炭治郎', anime: undefined },
    });
    expect(fetchImpl.mock.calls[0]?.[0]).toBe(
      '/api/chat/persona?characterId=42&character=%E7%AB%88%E9%96%80+%E7%82%AD%E6%B2%BB%E9%83%8E',
    );
  });

  it('answers nothing for an endpoint without an answer body', async () => {
    const fetchImpl = respond(204, '');
    await expect(
      createApiClient('/api', signedIn, fetchImpl).call('removeFavorite', { params: { characterId: 1 } }),
    ).resolves.toBeUndefined();
  });

  it('gives the absolute URL of an event stream', () => {
    const client = createApiClient('http://api.test/api', guest, respond(200, ''));
    expect(client.url('commentEvents', { params: { characterId: 1001 } })).toBe(
      'http://api.test/api/characterComment/events/1001',
    );
  });

  it('starts a stream with the token and hands back the response whatever its status', async () => {
    const fetchImpl = respond(429, 'busy');
    const response = await createApiClient('/api', signedIn, fetchImpl).stream('chatStream', {
      body: { message: 'やあ' },
    });
    expect(response.status).toBe(429);
    expect(fetchImpl).toHaveBeenCalledWith(
      '/api/chat/stream',
      expect.objectContaining({
        method: 'POST',
        body: '{"message":"やあ"}',
        headers: expect.objectContaining({ Authorization: 'Bearer token-123', Accept: 'text/event-stream' }),
      }),
    );
  });

  it('types every call from its declaration', () => {
    const client = createApiClient('/api', guest, respond(200, '[]'));
    const checks = [
      // @ts-expect-error a path parameter is required
      () => client.call('deleteComment'),
      // @ts-expect-error the comment id is a number
      () => client.call('deleteComment', { params: { commentId: '2' } }),
      // @ts-expect-error a body is required
      () => client.call('processComment', {}),
      // @ts-expect-error an event stream is not called for a whole answer
      () => client.call('commentEvents', { params: { characterId: 1 } }),
      // @ts-expect-error a character id is the number, not its text
      () => client.call('removeFavorite', { params: { characterId: '1' } }),
      // @ts-expect-error no such endpoint
      () => client.call('comments'),
    ];
    expect(checks).toHaveLength(6);
  });

  it('sends no Authorization header for a guest', async () => {
    const fetchImpl = respond(200, '[]');
    await createApiClient('/api', guest, fetchImpl).call('listFavorites');
    expect(fetchImpl.mock.calls[0]?.[1]?.headers).not.toHaveProperty('Authorization');
  });

  it('turns the error shape into an ApiError with code, message and Retry-After', async () => {
    const fetchImpl = respond(429, '{"error":{"code":"rate/limited","message":"ゆっくり"}}', {
      'Retry-After': '30',
    });
    const error = await createApiClient('/api', guest, fetchImpl)
      .call('listFavorites')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 429,
      code: 'rate/limited',
      message: 'ゆっくり',
      retryAfterSeconds: 30,
    });
  });

  it.each([
    ['an HTML error page', '<html>oops</html>'],
    ['an empty body', ''],
  ])('reports an unexpected HTTP error for %s', async (_label, body) => {
    const error = await createApiClient('/api', guest, respond(502, body))
      .call('listFavorites')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, code: 'http/unexpected' });
  });

  it('reports an unreachable server as a network ApiError with a Japanese message', async () => {
    const fetchImpl = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await createApiClient('/api', guest, fetchImpl)
      .call('listFavorites')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 0,
      code: 'network/unreachable',
      message: 'サーバーに接続できませんでした',
    });
  });

  it('lets an abort through unchanged', async () => {
    const abort = new DOMException('aborted', 'AbortError');
    const fetchImpl = jest.fn(async () => {
      throw abort;
    });
    await expect(createApiClient('/api', guest, fetchImpl).call('listFavorites')).rejects.toBe(abort);
  });
});

describe('isApiError', () => {
  /** The ApiError of another bundle's copy of this package: same name and fields, another class. */
  class OtherBundleApiError extends Error {
    constructor(
      readonly status: number,
      readonly code: string,
    ) {
      super('x');
      this.name = 'ApiError';
    }
  }

  it.each([
    ['this copy’s ApiError', new ApiError(400, 'comment/invalid_text', 'x'), true],
    ['another copy’s ApiError', new OtherBundleApiError(429, 'rate_limit/exceeded'), true],
    ['a plain Error', new Error('x'), false],
    ['a look-alike object that is no Error', { name: 'ApiError', status: 400, code: 'x' }, false],
    ['an Error named ApiError without a status', Object.assign(new Error('x'), { name: 'ApiError' }), false],
    ['null', null, false],
  ])('%s: %s', (_label, error, expected) => {
    expect(isApiError(error)).toBe(expected);
  });
});

describe('apiFor', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it("is the shell's client when the shell was built with this contract version or a later one", () => {
    const platform = createTestPlatform();
    expect(apiFor({ ...platform, contractVersion: CONTRACT_VERSION })).toBe(platform.api);
    expect(apiFor({ ...platform, contractVersion: '2.99.0' })).toBe(platform.api);
  });

  it.each([
    ['an older contract version', '2.0.0'],
    ['no contract version (a shell before 2.1.0)', undefined],
  ])(
    "is a client of the remote's own under a shell with %s, so an endpoint it does not know is still called",
    async (_case, contractVersion) => {
      const platform = { ...createTestPlatform(), contractVersion };
      platform.setAuth({ status: 'signedIn', user: { uid: 'u1', displayName: null, photoURL: null } });
      const fetchSpy = respond(200, '{"listPublic":true}', { 'content-type': 'application/json' });
      globalThis.fetch = fetchSpy;
      const api = apiFor(platform);
      expect(api).not.toBe(platform.api);
      expect(apiFor(platform)).toBe(api);
      await expect(api.call('getMediaListSettings')).resolves.toEqual({ listPublic: true });
      expect(fetchSpy).toHaveBeenCalledWith(
        `${platform.config.apiBaseUrl}/list/settings`,
        expect.objectContaining({
          method: 'GET',
          headers: expect.objectContaining({ Authorization: 'Bearer test-token' }),
        }),
      );
    },
  );
});
