// The typed client of the backend API (endpoints.ts): attaches the ID token and turns the error shape
// into ApiError.
import {
  ENDPOINTS,
  endpointPath,
  type AnyCallOptions,
  type AnyTarget,
  type EndpointName,
  type HttpMethod,
} from './endpoints';
import type { ApiErrorBody } from './errors';
import type { ApiClient, Platform, PlatformAuth } from './platform';
import { CONTRACT_VERSION, isEarlierVersion } from './version';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * Whether `error` is an ApiError, from whichever copy of this package made it. Use this, not
 * `instanceof`: the shell's API client throws its own bundle's ApiError, a class a remote's copy does
 * not recognise (every comment failure read as a network failure in the composed app).
 */
export function isApiError(error: unknown): error is ApiError {
  const candidate = error as Partial<ApiError> | null;
  return (
    error instanceof Error &&
    candidate?.name === 'ApiError' &&
    typeof candidate.status === 'number' &&
    typeof candidate.code === 'string'
  );
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  const error = (value as ApiErrorBody | null)?.error;
  return typeof error?.code === 'string' && typeof error.message === 'string';
}

/** A call as it goes out: a path (with its query) under the API's base URL, as in `ApiTransport`. */
export interface ApiRequest {
  method: HttpMethod;
  body?: unknown;
  signal?: AbortSignal;
}

/** Sends one whole-answer call and gives back its body, read as JSON when it is JSON; throws ApiError. */
export type ApiTransport = (path: string, request: ApiRequest) => Promise<unknown>;

/** Starts a streaming call and gives back the response as it arrives, whatever its status. */
export type StreamTransport = (url: string, request: ApiRequest) => Promise<Response>;

/** The typed client over any transport: every path, method and body comes from the endpoint's declaration. */
export function apiClientOver(
  apiBaseUrl: string,
  transport: ApiTransport,
  stream: StreamTransport,
): ApiClient {
  const path = (name: EndpointName, target: AnyTarget | undefined) =>
    (endpointPath as (name: EndpointName, target?: AnyTarget) => string)(name, target);
  const request = (name: EndpointName, options: AnyCallOptions = {}): ApiRequest => ({
    method: ENDPOINTS[name].method,
    body: options.body,
    signal: options.signal,
  });
  return {
    async call(name, ...[options]) {
      const answer = await transport(path(name, options), request(name, options));
      return (ENDPOINTS[name].answer === 'none' ? undefined : answer) as never;
    },
    url: (name, ...[target]) => `${apiBaseUrl}${path(name, target)}`,
    stream: (name, ...[options]) => stream(`${apiBaseUrl}${path(name, options)}`, request(name, options)),
  };
}

export function createApiClient(
  apiBaseUrl: string,
  auth: Pick<PlatformAuth, 'getIdToken'>,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): ApiClient {
  const send = fetchSender(auth, fetchImpl);
  return apiClientOver(
    apiBaseUrl,
    async (path, request) => {
      let response: Response;
      try {
        response = await send(`${apiBaseUrl}${path}`, request, 'application/json');
      } catch (cause) {
        if ((cause as Error).name === 'AbortError') throw cause;
        throw new ApiError(0, 'network/unreachable', 'サーバーに接続できませんでした');
      }
      return readAnswer(response);
    },
    streamOverFetch(auth, fetchImpl),
  );
}

/** Streaming calls over `fetch`, with the ID token when signed in. */
export function streamOverFetch(
  auth: Pick<PlatformAuth, 'getIdToken'>,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): StreamTransport {
  const send = fetchSender(auth, fetchImpl);
  return (url, request) => send(url, request, 'text/event-stream');
}

/** A file sent as it is (an import's body), not as JSON. */
function isFile(body: unknown): body is Blob | ArrayBuffer | Uint8Array<ArrayBuffer> {
  return (
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    body instanceof ArrayBuffer ||
    body instanceof Uint8Array
  );
}

function fetchSender(auth: Pick<PlatformAuth, 'getIdToken'>, fetchImpl: typeof fetch) {
  return async (url: string, { method, body, signal }: ApiRequest, accept: string): Promise<Response> => {
    const headers: Record<string, string> = { Accept: accept };
    const token = await auth.getIdToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    const file = isFile(body);
    if (body !== undefined) headers['Content-Type'] = file ? 'application/octet-stream' : 'application/json';
    return fetchImpl(url, {
      method,
      headers,
      body: body === undefined ? undefined : file ? body : JSON.stringify(body),
      signal,
    });
  };
}

async function readAnswer(response: Response): Promise<unknown> {
  const text = await response.text();
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  if (!response.ok) {
    const retryAfter = Number(response.headers.get('Retry-After'));
    if (isErrorBody(body)) {
      throw new ApiError(
        response.status,
        body.error.code,
        body.error.message,
        Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
      );
    }
    throw new ApiError(response.status, 'http/unexpected', `HTTP ${response.status}`);
  }
  return body;
}

/** The clients remotes made for themselves under an older shell, one per platform. */
const ownClients = new WeakMap<Platform, ApiClient>();

/**
 * The client a remote calls the API through. The platform's own when the shell was built with this
 * contract version or a later one (it knows every endpoint this remote declares); under an older shell,
 * one of the remote's own over the same base URL and sign-in, so a remote released with a new endpoint
 * works without a shell release.
 */
export function apiFor(platform: Platform): ApiClient {
  const { contractVersion } = platform;
  if (contractVersion !== undefined && !isEarlierVersion(contractVersion, CONTRACT_VERSION)) {
    return platform.api;
  }
  let own = ownClients.get(platform);
  if (!own) {
    own = createApiClient(platform.config.apiBaseUrl, platform.auth);
    ownClients.set(platform, own);
  }
  return own;
}
