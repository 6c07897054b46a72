// Every error code the API answers with and its HTTP status, in one place. Codes are stable: clients
// map them to Japanese messages, the backend throws them.

export const ERROR_STATUS = {
  'request/invalid': 400,
  'request/too_large': 413,
  'request/unsupported_media_type': 415,
  'request/headers_too_large': 431,
  'route/not_found': 404,
  'route/method_not_allowed': 405,
  'auth/missing_token': 401,
  'auth/invalid_token': 401,
  'auth/forbidden': 403,
  'auth/provider_not_allowed': 403,
  'comment/not_found': 404,
  /** Comment text with characters that would show other than it reads (controls, bidi overrides, …). */
  'comment/invalid_text': 400,
  'favorite/not_found': 404,
  /** A list entry naming a work the catalogue does not know. */
  'list/unknown_media': 400,
  /** A list entry or list user field out of range: progress, score, memo, a date that does not exist, … */
  'list/invalid_entry': 400,
  /** No such list entry (or not the caller's to see). */
  'list/not_found': 404,
  /** A list entry of another user's. */
  'list/forbidden': 403,
  /** A list user name already taken. */
  'list/name_taken': 409,
  /** An imported file that is not well-formed XML or gzip (cut off, damaged). */
  'list/import_malformed': 422,
  /** An imported file that is not a MyAnimeList anime list export. */
  'list/import_not_mal': 422,
  'rate_limit/exceeded': 429,
  'chat/upstream_failed': 502,
  'chat/upstream_timeout': 504,
  'chat/unknown_persona': 400,
  'catalog/invalid_query': 400,
  'catalog/query_too_complex': 400,
  'catalog/upstream_failed': 502,
  'catalog/upstream_unavailable': 503,
  'catalog/upstream_timeout': 504,
  'catalog/not_ready': 503,
  'service/unavailable': 503,
  'internal/error': 500,
} as const;

/** A code the server sends. */
export type ErrorCode = keyof typeof ERROR_STATUS;

/** The JSON body of every 4xx/5xx answer. */
export interface ApiErrorBody {
  error: { code: ErrorCode; message: string };
}
