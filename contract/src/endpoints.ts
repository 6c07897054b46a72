// The backend's HTTP API under `/api`, declared once: each endpoint's method, path, path parameters,
// query, request body, answer and error codes. The backend registers its routes from these and
// validates with the schemas of `@anifan/contract/http-schemas`, keyed by the same names; every client
// calls them through ApiClient (api-client.ts). No zod here: the remotes import this file.
import type {
  ChatRequest,
  CommentView,
  DeleteCommentResult,
  FavoriteView,
  MediaListExportQuery,
  MediaListImportFile,
  MediaListImportQuery,
  MediaListImportResult,
  MediaListJsonExport,
  MediaListMergeQuery,
  MediaListMergeRequest,
  MediaListMergeResult,
  MediaListSettings,
  MediaListSettingsUpdate,
  PersonaQuery,
  PersonaSummary,
  ProcessCommentRequest,
  PutFavoriteRequest,
  RemoteLoadFailureReport,
} from './api';
import type {
  AuditLogPage,
  CreateThreadCommentRequest,
  ModerationActionRequest,
  ModerationItem,
  ModerationPageQuery,
  ModerationQueue,
  MutedAuthor,
  Reaction,
  ReactionSummary,
  ReportRequest,
  ReportResult,
  SuspendRequest,
  Suspension,
  ThreadComment,
  ThreadPage,
  ThreadPageQuery,
  ThreadQuery,
  UpdateThreadCommentRequest,
} from './discussions';
import type {
  CalendarFeed,
  NotificationPage,
  NotificationPageQuery,
  NotificationSettings,
  PushKey,
  PushSubscriptionQuery,
  PushSubscriptionRequest,
  UnreadCount,
} from './notifications';
import { PERSON_PLACEHOLDER_API_PATH } from './person-placeholder';
import type { CharacterId } from './character-id';
import type { ErrorCode } from './errors';
import type { RuntimeConfig } from './platform';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** How an answer's body is read: JSON, plain text, Server-Sent Events, an SVG picture, or none (204). */
export type AnswerFormat = 'json' | 'text' | 'event-stream' | 'svg' | 'none';

/**
 * Anyone; anyone, with a signed-in caller's ID token read when sent; a signed-in user only; or a
 * signed-in user whose verified token carries the custom claim `moderator: true` (others: 403).
 */
export type Access = 'public' | 'optional-user' | 'user' | 'moderator';

/** Codes any endpoint may answer besides its own: a malformed request, a busy or failing server. */
export const COMMON_ERRORS = [
  'request/invalid',
  'request/too_large',
  'request/unsupported_media_type',
  'request/headers_too_large',
  'route/not_found',
  'route/method_not_allowed',
  'service/unavailable',
  'internal/error',
] as const satisfies readonly ErrorCode[];

/** The parameter names of a path template: `/a/:b/c/:d` → `'b' | 'd'`. */
export type PathParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values a call sends and the answer it gets; `undefined` where an endpoint takes or gives none. */
export interface EndpointTypes {
  params: Record<string, string | number>;
  query: Record<string, string | number | undefined> | undefined;
  body: unknown;
  answer: unknown;
}

export interface Endpoint<Path extends string = string, Types extends EndpointTypes = EndpointTypes> {
  readonly method: HttpMethod;
  /** Under `RuntimeConfig.apiBaseUrl` (the backend's `/api`); `:name` marks a path parameter. */
  readonly path: Path;
  readonly access: Access;
  readonly answer: AnswerFormat;
  /** The codes this endpoint answers with besides COMMON_ERRORS. */
  readonly errors: readonly ErrorCode[];
  /** Type only, never set: what a call sends and receives. */
  readonly types?: Types;
}

type Declared = Partial<EndpointTypes>;

type Completed<Path extends string, T extends Declared> = {
  params: T extends { params: infer P extends EndpointTypes['params'] }
    ? P
    : Record<PathParamNames<Path>, string>;
  query: T extends { query: infer Q extends EndpointTypes['query'] } ? Q : undefined;
  body: T extends { body: infer B } ? B : undefined;
  answer: T extends { answer: infer A } ? A : undefined;
};

/** Declared parameter types must name exactly the path's parameters. */
type ParamsMatchPath<Path extends string, T extends Declared> = T extends { params: infer P }
  ? [keyof P] extends [PathParamNames<Path>]
    ? [PathParamNames<Path>] extends [keyof P]
      ? unknown
      : { paramsDifferFromPath: never }
    : { paramsDifferFromPath: never }
  : unknown;

/** `endpoint<{ body: …; answer: … }>()({ method, path, … })`: the types first, the run-time facts after. */
function endpoint<T extends Declared = Record<never, never>>() {
  return <const D extends Omit<Endpoint, 'types'>>(
    declaration: D & ParamsMatchPath<D['path'], T>,
  ): D & { readonly types?: Completed<D['path'], T> } => declaration;
}

const SIGN_IN_ERRORS = ['auth/missing_token', 'auth/invalid_token', 'auth/provider_not_allowed'] as const;

/** What a new or edited thread comment may be refused for, besides its shape. */
const COMMENT_WRITE_ERRORS = [
  'comment/invalid_text',
  'comment/duplicate',
  'comment/too_many_links',
  'comment/ng_word',
  'user/suspended',
  'rate_limit/exceeded',
] as const;

export const ENDPOINTS = {
  /** A character's comments, oldest first; `mine` says which are the caller's. */
  listComments: endpoint<{ params: { characterId: CharacterId }; answer: CommentView[] }>()({
    method: 'GET',
    path: '/characterComment/all/:characterId',
    access: 'optional-user',
    answer: 'json',
    errors: ['auth/invalid_token', 'auth/provider_not_allowed'],
  }),
  /** `commentId` 0 creates (201); another updates the caller's own comment (200). */
  processComment: endpoint<{ body: ProcessCommentRequest; answer: CommentView }>()({
    method: 'POST',
    path: '/characterComment/process',
    access: 'user',
    answer: 'json',
    errors: [...SIGN_IN_ERRORS, 'auth/forbidden', 'comment/not_found', 'comment/invalid_text'],
  }),
  deleteComment: endpoint<{ params: { commentId: number }; answer: DeleteCommentResult }>()({
    method: 'DELETE',
    path: '/characterComment/delete/:commentId',
    access: 'user',
    answer: 'json',
    errors: [...SIGN_IN_ERRORS, 'auth/forbidden', 'comment/not_found'],
  }),
  /** `created`, `updated` (data: PublicComment) and `deleted` (data: `{ commentId }`) as they happen. */
  commentEvents: endpoint<{ params: { characterId: CharacterId } }>()({
    method: 'GET',
    path: '/characterComment/events/:characterId',
    access: 'public',
    answer: 'event-stream',
    errors: ['rate_limit/exceeded'],
  }),
  /**
   * A page of a thread's top-level comments, newest first, each with its replies (discussions.ts). A
   * guest gets every visible comment; a signed-in caller also their own hidden ones (marked), and not
   * those of authors they muted; a moderator every comment, hidden ones marked.
   */
  listThread: endpoint<{ query: ThreadPageQuery; answer: ThreadPage }>()({
    method: 'GET',
    path: '/comments',
    access: 'optional-user',
    answer: 'json',
    errors: ['auth/invalid_token', 'auth/provider_not_allowed'],
  }),
  /** 201 with the new comment or reply. */
  createThreadComment: endpoint<{ body: CreateThreadCommentRequest; answer: ThreadComment }>()({
    method: 'POST',
    path: '/comments',
    access: 'user',
    answer: 'json',
    errors: [...SIGN_IN_ERRORS, ...COMMENT_WRITE_ERRORS, 'comment/invalid_parent', 'comment/not_found'],
  }),
  /** The author edits the text and the ネタバレ mark. */
  updateThreadComment: endpoint<{
    params: { commentId: number };
    body: UpdateThreadCommentRequest;
    answer: ThreadComment;
  }>()({
    method: 'PUT',
    path: '/comments/:commentId',
    access: 'user',
    answer: 'json',
    errors: [...SIGN_IN_ERRORS, ...COMMENT_WRITE_ERRORS, 'auth/forbidden', 'comment/not_found'],
  }),
  /** The author deletes a comment (its replies go with it). */
  deleteThreadComment: endpoint<{ params: { commentId: number }; answer: DeleteCommentResult }>()({
    method: 'DELETE',
    path: '/comments/:commentId',
    access: 'user',
    answer: 'json',
    errors: [
      ...SIGN_IN_ERRORS,
      'auth/forbidden',
      'comment/not_found',
      'user/suspended',
      'rate_limit/exceeded',
    ],
  }),
  /** Adds the caller's reaction (idempotent) and answers the comment's counts. */
  putReaction: endpoint<{
    params: { commentId: number; reaction: Reaction };
    answer: ReactionSummary;
  }>()({
    method: 'PUT',
    path: '/comments/:commentId/reactions/:reaction',
    access: 'user',
    answer: 'json',
    errors: [...SIGN_IN_ERRORS, 'comment/not_found', 'user/suspended', 'rate_limit/exceeded'],
  }),
  /** Takes the caller's reaction back (idempotent). */
  deleteReaction: endpoint<{
    params: { commentId: number; reaction: Reaction };
    answer: ReactionSummary;
  }>()({
    method: 'DELETE',
    path: '/comments/:commentId/reactions/:reaction',
    access: 'user',
    answer: 'json',
    errors: [...SIGN_IN_ERRORS, 'comment/not_found', 'user/suspended', 'rate_limit/exceeded'],
  }),
  /** A thread's changes as they happen (ThreadEventName); Last-Event-ID resumes. */
  threadEvents: endpoint<{ query: ThreadQuery }>()({
    method: 'GET',
    path: '/comments/events',
    access: 'public',
    answer: 'event-stream',
    errors: ['rate_limit/exceeded'],
  }),
  /** 201: reports a comment (通報), once per user per comment. */
  reportComment: endpoint<{ body: ReportRequest; answer: ReportResult }>()({
    method: 'POST',
    path: '/reports',
    access: 'user',
    answer: 'json',
    errors: [
      ...SIGN_IN_ERRORS,
      'comment/not_found',
      'report/duplicate',
      'report/own_comment',
      'rate_limit/exceeded',
    ],
  }),
  /** The authors the caller muted, newest first. */
  listMutes: endpoint<{ answer: MutedAuthor[] }>()({
    method: 'GET',
    path: '/mutes',
    access: 'user',
    answer: 'json',
    errors: SIGN_IN_ERRORS,
  }),
  /** Mutes an author by pseudonymous id (idempotent). */
  putMute: endpoint<{ params: { userId: string }; answer: MutedAuthor }>()({
    method: 'PUT',
    path: '/mutes/:userId',
    access: 'user',
    answer: 'json',
    errors: [...SIGN_IN_ERRORS, 'mute/self', 'user/not_found', 'rate_limit/exceeded'],
  }),
  /** 204 whether or not the author was muted. */
  deleteMute: endpoint<{ params: { userId: string } }>()({
    method: 'DELETE',
    path: '/mutes/:userId',
    access: 'user',
    answer: 'none',
    errors: SIGN_IN_ERRORS,
  }),
  /** Reported and hidden comments awaiting review, most recently reported first. */
  moderationQueue: endpoint<{ query: ModerationPageQuery; answer: ModerationQueue }>()({
    method: 'GET',
    path: '/moderation/queue',
    access: 'moderator',
    answer: 'json',
    errors: [...SIGN_IN_ERRORS, 'auth/forbidden'],
  }),
  /** 非表示: hides a comment from everyone but its author and moderators; written to the audit log. */
  hideComment: endpoint<{
    params: { commentId: number };
    body: ModerationActionRequest;
    answer: ModerationItem;
  }>()({
    method: 'POST',
    path: '/moderation/comments/:commentId/hide',
    access: 'moderator',
    answer: 'json',
    errors: [...SIGN_IN_ERRORS, 'auth/forbidden', 'comment/not_found'],
  }),
  /** 復元: shows a hidden comment again and clears its reports; written to the audit log. */
  restoreComment: endpoint<{
    params: { commentId: number };
    body: ModerationActionRequest;
    answer: ModerationItem;
  }>()({
    method: 'POST',
    path: '/moderation/comments/:commentId/restore',
    access: 'moderator',
    answer: 'json',
    errors: [...SIGN_IN_ERRORS, 'auth/forbidden', 'comment/not_found'],
  }),
  /** Current suspensions, newest first. */
  listSuspensions: endpoint<{ answer: Suspension[] }>()({
    method: 'GET',
    path: '/moderation/suspensions',
    access: 'moderator',
    answer: 'json',
    errors: [...SIGN_IN_ERRORS, 'auth/forbidden'],
  }),
  /** 201: 投稿停止 for 1 day, 7 days or permanently (replaces a current one); written to the audit log. */
  suspendUser: endpoint<{ body: SuspendRequest; answer: Suspension }>()({
    method: 'POST',
    path: '/moderation/suspensions',
    access: 'moderator',
    answer: 'json',
    errors: [...SIGN_IN_ERRORS, 'auth/forbidden', 'user/not_found'],
  }),
  /** 204: lifts a suspension (whether or not there was one); written to the audit log when there was. */
  liftSuspension: endpoint<{ params: { userId: string }; body: ModerationActionRequest }>()({
    method: 'DELETE',
    path: '/moderation/suspensions/:userId',
    access: 'moderator',
    answer: 'none',
    errors: [...SIGN_IN_ERRORS, 'auth/forbidden'],
  }),
  /** The audit log, newest first. */
  auditLog: endpoint<{ query: ModerationPageQuery; answer: AuditLogPage }>()({
    method: 'GET',
    path: '/moderation/audit',
    access: 'moderator',
    answer: 'json',
    errors: [...SIGN_IN_ERRORS, 'auth/forbidden'],
  }),
  /** The caller's notifications, newest first, a page at a time (keyset on `before`). */
  listNotifications: endpoint<{ query: NotificationPageQuery; answer: NotificationPage }>()({
    method: 'GET',
    path: '/notifications',
    access: 'user',
    answer: 'json',
    errors: SIGN_IN_ERRORS,
  }),
  /**
   * The caller's notifications as they happen, on every device: `created` and `updated` (data
   * `{ notification, unread }`), `read` (`{ ids, unread }`; `ids` null when all were read). A reconnect
   * sending Last-Event-ID gets what it missed, or `reset` to refetch. Read with fetch (ApiClient.stream).
   */
  notificationEvents: endpoint()({
    method: 'GET',
    path: '/notifications/events',
    access: 'user',
    answer: 'event-stream',
    errors: [...SIGN_IN_ERRORS, 'rate_limit/exceeded'],
  }),
  /** Marks one of the caller's notifications read (idempotent). */
  readNotification: endpoint<{ params: { notificationId: number }; answer: UnreadCount }>()({
    method: 'PUT',
    path: '/notifications/:notificationId/read',
    access: 'user',
    answer: 'json',
    errors: [...SIGN_IN_ERRORS, 'notification/not_found'],
  }),
  /** すべて既読. */
  readAllNotifications: endpoint<{ answer: UnreadCount }>()({
    method: 'POST',
    path: '/notifications/read-all',
    access: 'user',
    answer: 'json',
    errors: SIGN_IN_ERRORS,
  }),
  getNotificationSettings: endpoint<{ answer: NotificationSettings }>()({
    method: 'GET',
    path: '/notifications/settings',
    access: 'user',
    answer: 'json',
    errors: SIGN_IN_ERRORS,
  }),
  putNotificationSettings: endpoint<{ body: NotificationSettings; answer: NotificationSettings }>()({
    method: 'PUT',
    path: '/notifications/settings',
    access: 'user',
    answer: 'json',
    errors: SIGN_IN_ERRORS,
  }),
  /** The VAPID public key browsers subscribe with. */
  pushKey: endpoint<{ answer: PushKey }>()({
    method: 'GET',
    path: '/push/key',
    access: 'public',
    answer: 'json',
    errors: [],
  }),
  /** 201: registers (or renews) this browser's subscription for the caller (プッシュ通知を受け取る). */
  putPushSubscription: endpoint<{ body: PushSubscriptionRequest }>()({
    method: 'POST',
    path: '/push/subscriptions',
    access: 'user',
    answer: 'none',
    errors: [...SIGN_IN_ERRORS, 'push/invalid_subscription'],
  }),
  /** 204: removes the caller's subscription with that endpoint (idempotent). */
  deletePushSubscription: endpoint<{ query: PushSubscriptionQuery }>()({
    method: 'DELETE',
    path: '/push/subscriptions',
    access: 'user',
    answer: 'none',
    errors: SIGN_IN_ERRORS,
  }),
  /** The caller's private calendar feed address, made on first ask; the same until revoked. */
  getCalendarFeed: endpoint<{ answer: CalendarFeed }>()({
    method: 'GET',
    path: '/calendar',
    access: 'user',
    answer: 'json',
    errors: SIGN_IN_ERRORS,
  }),
  /** 204: revokes the feed address; the next getCalendarFeed makes a new one. */
  deleteCalendarFeed: endpoint()({
    method: 'DELETE',
    path: '/calendar',
    access: 'user',
    answer: 'none',
    errors: SIGN_IN_ERRORS,
  }),
  /**
   * The feed itself (text/calendar, RFC 5545): the upcoming broadcasts of the owner's 見てる and 見たい
   * works. The token is the credential; a revoked or unknown one is 404. Each feed may be read a
   * limited number of times a window (calendar apps read it every hour or so): past it, 429.
   */
  calendarFeed: endpoint<{ params: { token: string }; answer: string }>()({
    method: 'GET',
    path: '/calendar/:token/feed.ics',
    access: 'public',
    answer: 'text',
    errors: ['calendar/not_found', 'rate_limit/exceeded'],
  }),
  /**
   * The caller's list changes as they happen, for every device in step: `saved` (data `{ entry }`),
   * `deleted` (`{ entry: { id, mediaId, revision } }`) and `user` (`{ user }`); a reconnect sending
   * Last-Event-ID gets what it missed, or `reset` to refetch. Read with fetch (ApiClient.stream), which
   * sends the Authorization header an EventSource cannot.
   */
  mediaListEvents: endpoint()({
    method: 'GET',
    path: '/list/events',
    access: 'user',
    answer: 'event-stream',
    errors: [...SIGN_IN_ERRORS, 'rate_limit/exceeded'],
  }),
  /**
   * Imports a MyAnimeList export into the caller's list by the merge rules, in one transaction. The
   * body is the file itself (the XML or its gzip; Content-Type application/xml, text/xml,
   * application/gzip or application/octet-stream), at most MAX_LIST_IMPORT_BYTES as sent and
   * MAX_LIST_IMPORT_XML_BYTES inflated. `dryRun=true` is the preview: it answers the same counts and
   * changes nothing.
   */
  importMediaList: endpoint<{
    query: MediaListImportQuery;
    body: MediaListImportFile;
    answer: MediaListImportResult;
  }>()({
    method: 'POST',
    path: '/list/import',
    access: 'user',
    answer: 'json',
    errors: [
      ...SIGN_IN_ERRORS,
      'list/import_malformed',
      'list/import_not_mal',
      'list/invalid_entry',
      'catalog/not_ready',
      'rate_limit/exceeded',
    ],
  }),
  /**
   * A guest's list merged into the caller's account (on sign-in) by the merge rules, at most
   * MAX_LIST_MERGE_ENTRIES a request; `dryRun=true` answers the same counts and changes nothing.
   */
  mergeMediaList: endpoint<{
    query: MediaListMergeQuery;
    body: MediaListMergeRequest;
    answer: MediaListMergeResult;
  }>()({
    method: 'POST',
    path: '/list/merge',
    access: 'user',
    answer: 'json',
    errors: [...SIGN_IN_ERRORS, 'list/invalid_entry', 'rate_limit/exceeded'],
  }),
  /** The caller's list settings: id, name, score format, whether the list is public. */
  getMediaListSettings: endpoint<{ answer: MediaListSettings }>()({
    method: 'GET',
    path: '/list/settings',
    access: 'user',
    answer: 'json',
    errors: SIGN_IN_ERRORS,
  }),
  /** Changes the given settings (one write) and answers them all. */
  putMediaListSettings: endpoint<{ body: MediaListSettingsUpdate; answer: MediaListSettings }>()({
    method: 'PUT',
    path: '/list/settings',
    access: 'user',
    answer: 'json',
    errors: [...SIGN_IN_ERRORS, 'list/invalid_entry', 'list/name_taken', 'rate_limit/exceeded'],
  }),
  /** The caller's whole list as a file to download: MyAnimeList's XML (`mal`) or JSON with AniList's names. */
  exportMediaList: endpoint<{ query: MediaListExportQuery; answer: string | MediaListJsonExport }>()({
    method: 'GET',
    path: '/list/export',
    access: 'user',
    answer: 'text',
    errors: [...SIGN_IN_ERRORS, 'catalog/not_ready'],
  }),
  listFavorites: endpoint<{ answer: FavoriteView[] }>()({
    method: 'GET',
    path: '/favorites',
    access: 'user',
    answer: 'json',
    errors: SIGN_IN_ERRORS,
  }),
  /** 201 when the character became a favorite, 200 when it already was (name and image refreshed). */
  putFavorite: endpoint<{
    params: { characterId: CharacterId };
    body: PutFavoriteRequest;
    answer: FavoriteView;
  }>()({
    method: 'PUT',
    path: '/favorites/:characterId',
    access: 'user',
    answer: 'json',
    errors: SIGN_IN_ERRORS,
  }),
  /** 204 whether or not the character was a favorite. */
  removeFavorite: endpoint<{ params: { characterId: CharacterId } }>()({
    method: 'DELETE',
    path: '/favorites/:characterId',
    access: 'user',
    answer: 'none',
    errors: SIGN_IN_ERRORS,
  }),
  /** Who the chat is with: サトル without a query, else the character the query names. */
  persona: endpoint<{ query: PersonaQuery; answer: PersonaSummary }>()({
    method: 'GET',
    path: '/chat/persona',
    access: 'public',
    answer: 'json',
    errors: ['chat/unknown_persona'],
  }),
  /** The persona's whole reply as `text/plain`. */
  chat: endpoint<{ body: ChatRequest; answer: string }>()({
    method: 'POST',
    path: '/chat/chat',
    access: 'public',
    answer: 'text',
    errors: ['chat/unknown_persona', 'chat/upstream_failed', 'chat/upstream_timeout', 'rate_limit/exceeded'],
  }),
  /** The reply piece by piece: `data: {"delta":"…"}`, then `event: done`, or `event: error` with the error body. */
  chatStream: endpoint<{ body: ChatRequest }>()({
    method: 'POST',
    path: '/chat/stream',
    access: 'public',
    answer: 'event-stream',
    errors: ['chat/unknown_persona', 'chat/upstream_failed', 'chat/upstream_timeout', 'rate_limit/exceeded'],
  }),
  /** The shell reports a remote that did not load (204). */
  reportRemoteLoadFailure: endpoint<{ body: RemoteLoadFailureReport }>()({
    method: 'POST',
    path: '/telemetry/remote-load-failure',
    access: 'public',
    answer: 'none',
    errors: ['rate_limit/exceeded'],
  }),
  runtimeConfig: endpoint<{ answer: RuntimeConfig }>()({
    method: 'GET',
    path: '/config',
    access: 'public',
    answer: 'json',
    errors: [],
  }),
  /** The picture the embedded catalogue gives every character and voice actor (it has none of people). */
  personPlaceholder: endpoint()({
    method: 'GET',
    path: PERSON_PLACEHOLDER_API_PATH,
    access: 'public',
    answer: 'svg',
    errors: [],
  }),
} as const;

export type EndpointName = keyof typeof ENDPOINTS;

type TypesOf<N extends EndpointName> = NonNullable<(typeof ENDPOINTS)[N]['types']>;
export type ParamsOf<N extends EndpointName> = TypesOf<N>['params'];
export type QueryOf<N extends EndpointName> = TypesOf<N>['query'];
export type BodyOf<N extends EndpointName> = TypesOf<N>['body'];
export type AnswerOf<N extends EndpointName> = TypesOf<N>['answer'];

export const ENDPOINT_NAMES = Object.keys(ENDPOINTS) as EndpointName[];

/** Endpoints answered as a whole (ApiClient.call), unlike the event streams (ApiClient.stream, ApiClient.url). */
export type CallableEndpointName = {
  [N in EndpointName]: (typeof ENDPOINTS)[N]['answer'] extends 'event-stream' ? never : N;
}[EndpointName];

type ParamsField<N extends EndpointName> = [PathParamNames<(typeof ENDPOINTS)[N]['path']>] extends [never]
  ? { params?: undefined }
  : { params: ParamsOf<N> };
type QueryField<N extends EndpointName> =
  QueryOf<N> extends undefined ? { query?: undefined } : { query?: QueryOf<N> };
type BodyField<N extends EndpointName> =
  BodyOf<N> extends undefined ? { body?: undefined } : { body: BodyOf<N> };

/** Where a call goes: its path parameters and query. */
export type Target<N extends EndpointName> = ParamsField<N> & QueryField<N>;
/** Everything a call sends, and the signal that aborts it. */
export type CallOptions<N extends EndpointName> = Target<N> & BodyField<N> & { signal?: AbortSignal };

/** A target or call of any endpoint, for code that handles them all alike. */
export interface AnyTarget {
  params?: EndpointTypes['params'];
  query?: EndpointTypes['query'];
}
export interface AnyCallOptions extends AnyTarget {
  body?: unknown;
  signal?: AbortSignal;
}

/** Optional when nothing in it is required (`api.call('listFavorites')`). */
export type OptionalWhenEmpty<T> = Record<never, never> extends T ? [options?: T] : [options: T];

/** The path and query of a call, parameters filled in (each encoded as one path segment). */
export function endpointPath<N extends EndpointName>(
  name: N,
  ...[target]: OptionalWhenEmpty<Target<N>>
): string {
  const { params = {}, query } = (target ?? {}) as AnyTarget;
  const path = ENDPOINTS[name].path.replace(/:(\w+)/g, (_match, key: string) => {
    const value = params[key];
    if (value === undefined) throw new TypeError(`${name}: path parameter ${key} is missing`);
    return encodeURIComponent(String(value));
  });
  return `${path}${queryString(query)}`;
}

/** `?a=1&b=2` of the defined values, or '' when there are none. */
function queryString(query: Record<string, string | number | undefined> | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(key, String(value));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}
