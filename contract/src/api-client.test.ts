import { fakeResponse } from './testing/fake-response';
import { ApiError, createApiClient, isApiError } from './api-client';

function respond(status: number, body: string, headers: Record<string, string> = {}) {
  return jest.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => fakeResponse(status, body, headers));
}

describe('createApiClient', () => {
  const signedIn = { getIdToken: async () => 'token-123' };
  const guest = { getIdToken: async () => null };

  it('sends the ID token as a bearer credential and JSON bodies', async () => {
    const fetchImpl = respond(200, '{"ok":true}');
    const client = createApiClient('/api', signedIn, fetchImpl);
    await expect(client.request('/things', { method: 'POST', body: { a: 1 } })).resolves.toEqual({
      ok: true,
    });
    expect(fetchImpl).toHaveBeenCalledWith(
      '/api/things',
      expect.objectContaining({
        method: 'POST',
        body: '{"a":1}',
        headers: expect.objectContaining({
          Authorization: 'Bearer token-123',
          'Content-Type': 'application/json',
        }),
      }),
    );
  });

  it('sends no Authorization header for a guest', async () => {
    const fetchImpl = respond(200, '[]');
    await createApiClient('/api', guest, fetchImpl).request('/things');
    expect(fetchImpl.mock.calls[0]?.[1]?.headers).not.toHaveProperty('Authorization');
  });

  it('turns the error shape into an ApiError with code, message and Retry-After', async () => {
    const fetchImpl = respond(429, '{"error":{"code":"rate/limited","message":"ゆっくり"}}', {
      'Retry-After': '30',
    });
    const error = await createApiClient('/api', guest, fetchImpl)
      .request('/things')
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
      .request('/things')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, code: 'http/unexpected' });
  });

  it('reports an unreachable server as a network ApiError with a Japanese message', async () => {
    const fetchImpl = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await createApiClient('/api', guest, fetchImpl)
      .request('/things')
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
    await expect(createApiClient('/api', guest, fetchImpl).request('/things')).rejects.toBe(abort);
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
