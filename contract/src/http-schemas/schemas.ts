// What each endpoint accepts, as zod schemas keyed by the endpoints' names (endpoints.ts): the
// backend validates every request with these, and each schema's output type must be the type the
// declaration names, so a change on one side that the other does not follow fails to compile.
import { z } from 'zod';
import {
  MAX_CHAT_MESSAGE_LENGTH,
  MAX_COMMENT_LENGTH,
  MAX_LIST_MERGE_ENTRIES,
  REMOTE_LOAD_FAILURE_KINDS,
  type MediaListImportFile,
} from '../api';
import { isCharacterId, parseCharacterId, type CharacterId } from '../character-id';
import {
  MAX_REPORT_TEXT_LENGTH,
  MAX_THREAD_PAGE_SIZE,
  REACTIONS,
  REPORT_REASONS,
  SUSPENSION_DURATIONS,
  parseThreadKey,
  type ThreadKey,
} from '../discussions';
import type { BodyOf, EndpointName, ParamsOf, QueryOf } from '../endpoints';
import {
  CALENDAR_TOKEN_PATTERN,
  MAX_NOTIFICATION_PAGE_SIZE,
  MAX_PUSH_ENDPOINT_LENGTH,
  NOTIFICATION_KINDS,
  type NotificationChannelSettings,
  type NotificationKind,
} from '../notifications';
import { REMOTE_NAMES } from '../remotes';
import { answerAs } from './answer-as';
import { normalizeText, unsafeTextProblem } from './safe-text';

export const MAX_FAVORITE_NAME_LENGTH = 200;
export const MAX_IMAGE_URL_LENGTH = 2000;
/** Bounds on what a client may send at all; within them the server caps the history rather than refusing it. */
export const MAX_CHAT_HISTORY_TURNS = 200;
export const MAX_CHAT_HISTORY_TURN_LENGTH = 8000;
export const MAX_PERSONA_ID_LENGTH = 300;
export const MAX_REASON_LENGTH = 200;

/** Lengths count Unicode characters, so an emoji counts as one like any kana. */
export const characterLength = (value: string): number => [...value].length;

/** PostgreSQL cannot store U+0000 in text; refusing it keeps both databases answering alike (400, not 500). */
const hasNoNul = (value: string): boolean => !value.includes('\u0000');

/** A character's id in a JSON body: the number itself (character-id.ts). */
export const characterIdSchema = z
  .number()
  .refine(isCharacterId, 'characterId must be a 32-bit integer other than 0');

/**
 * A character's id in a URL path or query: its canonical decimal text only (`12`, `-296356092`; not
 * `012`, `+12`, `1e3` or a name), read as the number.
 */
export const characterIdParamSchema = z.string().transform((text, context): CharacterId => {
  const id = parseCharacterId(text);
  if (id !== null) return id;
  context.addIssue({
    code: 'custom',
    message: 'characterId must be a 32-bit integer other than 0, in decimal',
  });
  return z.NEVER;
});

export const commentIdSchema = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** A comment id in a URL path: plain decimal digits only (no sign, exponent or fraction). */
export const commentIdParamSchema = z
  .string()
  .regex(/^\d{1,16}$/, 'commentId must be a non-negative integer')
  .transform(Number)
  .pipe(commentIdSchema);

/**
 * Kept as safe-text's normalizeText leaves it (NFC, no invisible characters), so the length is counted
 * on what is stored; text that would show other than it reads is refused as `comment/invalid_text`.
 */
export const commentTextSchema = z
  .string()
  .transform((value) => normalizeText(value).trim())
  .refine((value) => value !== '', 'commentText must not be empty')
  .superRefine((value, context) => {
    const problem = unsafeTextProblem(value);
    if (problem !== null) {
      context.addIssue({
        code: 'custom',
        message: `commentText must not contain ${problem}`,
        params: answerAs('comment/invalid_text'),
      });
    }
  })
  .refine(
    (value) => characterLength(value) <= MAX_COMMENT_LENGTH,
    `commentText must be at most ${MAX_COMMENT_LENGTH} characters`,
  );

export const processCommentSchema = z.object({
  commentId: commentIdSchema,
  characterId: characterIdSchema,
  commentText: commentTextSchema,
  /** Accepted whatever it is and never read: the author is whoever the ID token belongs to. */
  userId: z
    .unknown()
    .transform((): string | undefined => undefined)
    .optional(),
});

const imageSchema = z
  .string()
  .trim()
  .max(MAX_IMAGE_URL_LENGTH, `image must be at most ${MAX_IMAGE_URL_LENGTH} characters`)
  .refine(hasNoNul, 'image must not contain NUL characters')
  .refine((value) => {
    if (value === '') return true;
    try {
      const { protocol } = new URL(value);
      return protocol === 'https:' || protocol === 'http:';
    } catch {
      return false;
    }
  }, 'image must be an http(s) URL')
  .transform((value) => (value === '' ? null : value));

export const putFavoriteSchema = z.object({
  name: z
    .string()
    .trim()
    .refine((value) => value !== '', 'name must not be empty')
    .refine(hasNoNul, 'name must not contain NUL characters')
    .refine(
      (value) => characterLength(value) <= MAX_FAVORITE_NAME_LENGTH,
      `name must be at most ${MAX_FAVORITE_NAME_LENGTH} characters`,
    ),
  /** Missing, null and "" all mean "no image" (the character page falls back to a placeholder). */
  image: imageSchema.nullish(),
});

export const chatRequestSchema = z.object({
  message: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .refine(
      (text) => characterLength(text) <= MAX_CHAT_MESSAGE_LENGTH,
      `must be at most ${MAX_CHAT_MESSAGE_LENGTH} characters`,
    ),
  history: z
    .array(
      z.object({
        role: z.enum(['user', 'assistant']),
        content: z.string().max(MAX_CHAT_HISTORY_TURN_LENGTH),
      }),
    )
    .max(MAX_CHAT_HISTORY_TURNS)
    .optional(),
  /** `satoru` (the default), `character-id:<id>` or `character:<name>@<anime>`. */
  personaId: z.string().min(1).max(MAX_PERSONA_ID_LENGTH).optional(),
});

export const personaQuerySchema = z.object({
  /** The character's canonical id (AniList's, or a negative curated key): the persona is keyed by it. */
  characterId: characterIdParamSchema.optional(),
  character: z.string().max(MAX_PERSONA_ID_LENGTH).optional(),
  anime: z.string().max(MAX_PERSONA_ID_LENGTH).optional(),
});

/** Unknown keys are dropped rather than refused, so a newer shell can report more without breaking. */
export const remoteLoadFailureSchema = z.object({
  remote: z.enum(REMOTE_NAMES),
  kind: z.enum(REMOTE_LOAD_FAILURE_KINDS).optional(),
  reason: z.string().max(MAX_REASON_LENGTH).optional(),
});

export const mediaListImportQuerySchema = z.object({
  format: z.literal('mal', 'format は mal（MyAnimeList のエクスポート）だけです。'),
  dryRun: z.enum(['true', 'false'], 'dryRun に true（プレビュー）か false（取り込む）を指定してください。'),
});

/** The file as the server reads it (bytes); a client sends a Blob or an ArrayBuffer. */
export const mediaListImportFileSchema = z.custom<MediaListImportFile>(
  (value) => value instanceof Uint8Array && value.length > 0,
  'ファイルがありません。MyAnimeList のエクスポートファイル（.xml か .xml.gz）をそのまま本文として送ってください。',
);

/** A FuzzyDate's shape; whether its day exists is the list store's to say (400 list/invalid_entry). */
const fuzzyDateSchema = z.object({
  year: z.number().int().nullable(),
  month: z.number().int().nullable(),
  day: z.number().int().nullable(),
});

/** Each entry's shape; the ranges (progress, score, memo length, dates) are the list store's rules. */
export const mediaListMergeSchema = z.object({
  entries: z
    .array(
      z.object({
        mediaId: z.number().int(),
        status: z.enum(['CURRENT', 'PLANNING', 'COMPLETED', 'DROPPED', 'PAUSED', 'REPEATING']),
        progress: z.number().int().optional(),
        repeat: z.number().int().optional(),
        scoreRaw: z.number().int().optional(),
        notes: z.string().nullable().optional(),
        private: z.boolean().optional(),
        startedAt: fuzzyDateSchema.nullable().optional(),
        completedAt: fuzzyDateSchema.nullable().optional(),
        updatedAt: z.number().int().nonnegative().optional(),
      }),
    )
    .max(MAX_LIST_MERGE_ENTRIES),
});

/** The name's rules (length, safe text, free) are the list store's (400 list/invalid_entry, 409 list/name_taken). */
export const mediaListSettingsSchema = z.object({
  name: z.string().max(1000).optional(),
  scoreFormat: z.enum(['POINT_100', 'POINT_10_DECIMAL', 'POINT_10', 'POINT_5', 'POINT_3']).optional(),
  listPublic: z.boolean().optional(),
});

export const mediaListMergeQuerySchema = z.object({
  dryRun: z.enum(['true', 'false'], 'dryRun に true（プレビュー）か false（取り込む）を指定してください。'),
});

export const mediaListExportQuerySchema = z.object({
  format: z.enum(['mal', 'json'], 'format は mal（MyAnimeList の XML）か json です。'),
});

/** A thread key (`character:<id>` or `episode:<mediaId>:<number>`), in a body or a query. */
export const threadKeySchema = z
  .string()
  .refine(
    (text) => parseThreadKey(text) !== null,
    'thread must be character:<id> or episode:<mediaId>:<episode number>',
  )
  .transform((text) => text as ThreadKey);

/** A positive comment id in a query (`before`): decimal digits. */
const beforeSchema = z
  .string()
  .regex(/^[1-9]\d{0,15}$/, 'before must be a positive integer')
  .transform(Number);

const pageLimitSchema = z
  .string()
  .regex(/^[1-9]\d{0,2}$/, `limit must be an integer from 1 to ${MAX_THREAD_PAGE_SIZE}`)
  .transform(Number)
  .pipe(z.number().max(MAX_THREAD_PAGE_SIZE, `limit must be at most ${MAX_THREAD_PAGE_SIZE}`));

export const threadPageQuerySchema = z.object({
  thread: threadKeySchema,
  before: beforeSchema.optional(),
  limit: pageLimitSchema.optional(),
});

export const threadQuerySchema = z.object({ thread: threadKeySchema });

export const createThreadCommentSchema = z.object({
  thread: threadKeySchema,
  commentText: commentTextSchema,
  spoiler: z.boolean().optional(),
  parentId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).nullable().optional(),
});

export const updateThreadCommentSchema = z.object({
  commentText: commentTextSchema,
  spoiler: z.boolean().optional(),
});

export const reactionParamSchema = z.enum(REACTIONS, `reaction must be one of ${REACTIONS.join(', ')}`);

/** A pseudonymous user id as PublicUserIds makes them (base64url). */
export const publicUserIdParamSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'userId must be a user id as comments carry it');

/** Free text a person writes beside an action (a report's details, a moderator's reason). */
const noteSchema = (name: string) =>
  z
    .string()
    .transform((value) => normalizeText(value).trim())
    .refine(hasNoNul, `${name} must not contain NUL characters`)
    .refine(
      (value) => characterLength(value) <= MAX_REPORT_TEXT_LENGTH,
      `${name} must be at most ${MAX_REPORT_TEXT_LENGTH} characters`,
    );

export const reportSchema = z.object({
  commentId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  reason: z.enum(REPORT_REASONS, `reason must be one of ${REPORT_REASONS.join(', ')}`),
  text: noteSchema('text').optional(),
});

export const moderationPageQuerySchema = z.object({
  before: beforeSchema.optional(),
  limit: pageLimitSchema.optional(),
});

export const moderationActionSchema = z.object({
  reason: noteSchema('reason').refine((value) => value !== '', 'reason must not be empty'),
});

export const suspendSchema = z.object({
  userId: publicUserIdParamSchema,
  duration: z.enum(SUSPENSION_DURATIONS, `duration must be one of ${SUSPENSION_DURATIONS.join(', ')}`),
  reason: noteSchema('reason').refine((value) => value !== '', 'reason must not be empty'),
});

export const notificationPageQuerySchema = z.object({
  before: beforeSchema.optional(),
  limit: z
    .string()
    .regex(/^[1-9]\d{0,2}$/, `limit must be an integer from 1 to ${MAX_NOTIFICATION_PAGE_SIZE}`)
    .transform(Number)
    .pipe(z.number().max(MAX_NOTIFICATION_PAGE_SIZE, `limit must be at most ${MAX_NOTIFICATION_PAGE_SIZE}`))
    .optional(),
  unread: z.enum(['true', 'false'], 'unread must be true or false').optional(),
});

export const notificationIdParamSchema = commentIdParamSchema;

const channelSettingsSchema: z.ZodType<NotificationChannelSettings> = z.strictObject({
  inApp: z.boolean(),
  push: z.boolean(),
});

const clockTimeSchema = z
  .string()
  .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'a time must be HH:MM, 00:00 to 23:59');

/** Whether the runtime knows the IANA time zone (Intl throws a RangeError for one it does not). */
function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const notificationSettingsSchema = z.strictObject({
  kinds: z.strictObject(
    Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, channelSettingsSchema])) as Record<
      NotificationKind,
      typeof channelSettingsSchema
    >,
  ),
  quietHours: z
    .strictObject({ start: clockTimeSchema, end: clockTimeSchema })
    .refine(({ start, end }) => start !== end, 'quiet hours must not start and end at the same time')
    .nullable(),
  timeZone: z.string().max(64).refine(isTimeZone, 'timeZone must be an IANA time zone such as Asia/Tokyo'),
});

const base64url = (bytes: number, name: string) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+=*$/, `${name} must be base64url`)
    .refine(
      (value) => Math.floor((value.replace(/=+$/, '').length * 3) / 4) === bytes,
      `${name} must encode ${bytes} bytes`,
    );

export const pushSubscriptionSchema = z.object({
  endpoint: z
    .string()
    .max(MAX_PUSH_ENDPOINT_LENGTH)
    .refine((value) => /^https?:\/\//.test(value) && URL.canParse(value), 'endpoint must be an http(s) URL'),
  // An uncompressed P-256 public key (65 bytes) and the 16-byte authentication secret (RFC 8291).
  keys: z.object({ p256dh: base64url(65, 'keys.p256dh'), auth: base64url(16, 'keys.auth') }),
});

export const pushSubscriptionQuerySchema = z.object({
  endpoint: z.string().min(1).max(MAX_PUSH_ENDPOINT_LENGTH),
});

export const calendarTokenParamSchema = z.string().regex(CALENDAR_TOKEN_PATTERN, 'not a calendar feed token');

/** Whether two types are the same type, optional keys and all. */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

type BodySchema<N extends EndpointName> =
  BodyOf<N> extends undefined ? { body?: undefined } : { body: z.ZodType<BodyOf<N>> };
type QuerySchema<N extends EndpointName> =
  QueryOf<N> extends undefined ? { query?: undefined } : { query: z.ZodType<QueryOf<N>> };
type ParamSchemas<N extends EndpointName> = [keyof ParamsOf<N>] extends [never]
  ? { params?: undefined }
  : { params: { [K in keyof ParamsOf<N>]: z.ZodType<ParamsOf<N>[K]> } };

export type EndpointSchemas<N extends EndpointName> = BodySchema<N> & QuerySchema<N> & ParamSchemas<N>;

/** Refuses to compile where a schema's output is not exactly the declared type. */
type Exact<N extends EndpointName, S> = (S extends { body: infer B extends z.ZodType }
  ? Same<z.output<B>, BodyOf<N>> extends true
    ? unknown
    : { body: `${N}: the body schema's output is not the declared body` }
  : unknown) &
  (S extends { query: infer Q extends z.ZodType }
    ? Same<z.output<Q>, QueryOf<N>> extends true
      ? unknown
      : { query: `${N}: the query schema's output is not the declared query` }
    : unknown) &
  (S extends { params: infer P }
    ? Same<
        { -readonly [K in keyof P]: P[K] extends z.ZodType ? z.output<P[K]> : never },
        ParamsOf<N>
      > extends true
      ? unknown
      : { params: `${N}: the parameter schemas' outputs are not the declared parameters` }
    : unknown);

function declareSchemas<const S extends { [N in EndpointName]: EndpointSchemas<N> }>(
  schemas: S & { [N in EndpointName]: Exact<N, S[N]> },
): S {
  return schemas;
}

/** Each endpoint's request schemas, by the endpoint's name. */
export const HTTP_SCHEMAS = declareSchemas({
  listComments: { params: { characterId: characterIdParamSchema } },
  processComment: { body: processCommentSchema },
  deleteComment: { params: { commentId: commentIdParamSchema } },
  commentEvents: { params: { characterId: characterIdParamSchema } },
  mediaListEvents: {},
  importMediaList: { query: mediaListImportQuerySchema, body: mediaListImportFileSchema },
  mergeMediaList: { query: mediaListMergeQuerySchema, body: mediaListMergeSchema },
  getMediaListSettings: {},
  putMediaListSettings: { body: mediaListSettingsSchema },
  exportMediaList: { query: mediaListExportQuerySchema },
  listFavorites: {},
  putFavorite: { params: { characterId: characterIdParamSchema }, body: putFavoriteSchema },
  removeFavorite: { params: { characterId: characterIdParamSchema } },
  persona: { query: personaQuerySchema },
  chat: { body: chatRequestSchema },
  chatStream: { body: chatRequestSchema },
  reportRemoteLoadFailure: { body: remoteLoadFailureSchema },
  runtimeConfig: {},
  personPlaceholder: {},
  listThread: { query: threadPageQuerySchema },
  createThreadComment: { body: createThreadCommentSchema },
  updateThreadComment: { params: { commentId: commentIdParamSchema }, body: updateThreadCommentSchema },
  deleteThreadComment: { params: { commentId: commentIdParamSchema } },
  putReaction: { params: { commentId: commentIdParamSchema, reaction: reactionParamSchema } },
  deleteReaction: { params: { commentId: commentIdParamSchema, reaction: reactionParamSchema } },
  threadEvents: { query: threadQuerySchema },
  reportComment: { body: reportSchema },
  listMutes: {},
  putMute: { params: { userId: publicUserIdParamSchema } },
  deleteMute: { params: { userId: publicUserIdParamSchema } },
  moderationQueue: { query: moderationPageQuerySchema },
  hideComment: { params: { commentId: commentIdParamSchema }, body: moderationActionSchema },
  restoreComment: { params: { commentId: commentIdParamSchema }, body: moderationActionSchema },
  listSuspensions: {},
  suspendUser: { body: suspendSchema },
  liftSuspension: { params: { userId: publicUserIdParamSchema }, body: moderationActionSchema },
  auditLog: { query: moderationPageQuerySchema },
  listNotifications: { query: notificationPageQuerySchema },
  notificationEvents: {},
  readNotification: { params: { notificationId: notificationIdParamSchema } },
  readAllNotifications: {},
  getNotificationSettings: {},
  putNotificationSettings: { body: notificationSettingsSchema },
  pushKey: {},
  putPushSubscription: { body: pushSubscriptionSchema },
  deletePushSubscription: { query: pushSubscriptionQuerySchema },
  getCalendarFeed: {},
  deleteCalendarFeed: {},
  calendarFeed: { params: { token: calendarTokenParamSchema } },
});
