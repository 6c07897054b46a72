// JSON client for the backend API: attaches the ID token and turns the error shape into ApiError.
import type { ApiErrorBody } from './errors';
import type { ApiClient, PlatformAuth } from './platform';

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

export function createApiClient(
  apiBaseUrl: string,
  auth: Pick<PlatformAuth, 'getIdToken'>,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): ApiClient {
  return {
    async request<T>(path: string, init: { method?: string; body?: unknown; signal?: AbortSignal } = {}) {
      const headers: Record<string, string> = { Accept: 'application/json' };
      const token = await auth.getIdToken();
      if (token) headers.Authorization = `Bearer ${token}`;
      if (init.body !== undefined) headers['Content-Type'] = 'application/json';
      let response: Response;
      try {
        response = await fetchImpl(`${apiBaseUrl}${path}`, {
          method: init.method ?? 'GET',
          headers,
          body: init.body === undefined ? undefined : JSON.stringify(init.body),
          signal: init.signal,
        });
      } catch (cause) {
        if ((cause as Error).name === 'AbortError') throw cause;
        throw new ApiError(0, 'network/unreachable', 'サーバーに接続できませんでした');
      }
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
      return body as T;
    },
  };
}
