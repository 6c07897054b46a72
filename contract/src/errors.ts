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
  /** A reply to a reply, or to a comment of another thread: replies are one level deep. */
  'comment/invalid_parent': 400,
  /** The same text posted again by the same user within a short window. */
  'comment/duplicate': 409,
  /** More links than MAX_COMMENT_LINKS. */
  'comment/too_many_links': 400,
  /** A word of the NG-word list (NG_WORDS / NG_WORDS_FILE). */
  'comment/ng_word': 400,
  /** A suspended user's write (投稿停止). */
  'user/suspended': 403,
  /** No user with that pseudonymous id has written anything. */
  'user/not_found': 404,
  /** The caller already reported this comment. */
  'report/duplicate': 409,
  /** Reporting or muting oneself. */
  'report/own_comment': 400,
  'mute/self': 400,
  'favorite/not_found': 404,
  /** No such notification of the caller's. */
  'notification/not_found': 404,
  /** A push subscription whose endpoint is not an https URL or whose keys are not a P-256 key and a 16-byte secret. */
  'push/invalid_subscription': 400,
  /** A calendar feed token that is unknown or was revoked. */
  'calendar/not_found': 404,
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
