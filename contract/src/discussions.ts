// Discussions: the comment threads of characters and of episodes, their replies and reactions, reports,
// mutes and moderation (docs/api.md#discussions). The character comment API's endpoints
// (`/characterComment/…`) keep their own shapes (api.ts); these are the richer views every thread has.
import { isCharacterId, type CharacterId } from './character-id';

/** A thread: a character's (`character:<id>`) or one episode's of a work (`episode:<mediaId>:<number>`). */
export type ThreadKey = `character:${number}` | `episode:${number}:${number}`;

export type ParsedThread =
  { kind: 'character'; characterId: CharacterId } | { kind: 'episode'; mediaId: number; episode: number };

/** The largest episode number a thread may have (the longest-running series are near 1,200). */
export const MAX_THREAD_EPISODE = 9999;

const THREAD_PATTERN = /^(?:character:(-?[1-9]\d{0,9})|episode:([1-9]\d{0,9}):([1-9]\d{0,3}))$/;
const MAX_ID = 2_147_483_647;

export const characterThread = (characterId: CharacterId): ThreadKey => `character:${characterId}`;
export const episodeThread = (mediaId: number, episode: number): ThreadKey => `episode:${mediaId}:${episode}`;

/** The thread a key names, or null when the text is not one (character-id.ts's ids; works 1…2^31-1; episodes 1…9999). */
export function parseThreadKey(text: string): ParsedThread | null {
  const match = THREAD_PATTERN.exec(text);
  if (!match) return null;
  const [, characterId, mediaId, episode] = match;
  if (characterId !== undefined) {
    const id = Number(characterId);
    return isCharacterId(id) ? { kind: 'character', characterId: id } : null;
  }
  const media = Number(mediaId);
  const number = Number(episode);
  return media <= MAX_ID && number <= MAX_THREAD_EPISODE
    ? { kind: 'episode', mediaId: media, episode: number }
    : null;
}

/** The reactions a comment can get, one of each per user, in the order they are shown. */
export const REACTIONS = ['like', 'laugh', 'cry', 'surprise', 'heart'] as const;
export type Reaction = (typeof REACTIONS)[number];
export const REACTION_LABELS: Record<Reaction, string> = {
  like: 'いいね',
  laugh: '笑',
  cry: '泣',
  surprise: '驚き',
  heart: 'ハート',
};

/** How many of each reaction a comment has; a reaction nobody gave is 0. */
export type ReactionCounts = Record<Reaction, number>;

/** Comments per page of a thread by default and at most (`limit`). */
export const THREAD_PAGE_SIZE = 30;
export const MAX_THREAD_PAGE_SIZE = 100;
/** Links (http/https URLs) a comment may contain at most. */
export const MAX_COMMENT_LINKS = 2;

/**
 * Why a comment is hidden, shown only to its author and moderators: a moderator hid it, or enough
 * different users reported it (REPORT_HIDE_THRESHOLD on the server, 3 by default) and it awaits review.
 */
export type HiddenReason = 'moderation' | 'reports';

/** One comment of a thread as one viewer receives it. */
export interface ThreadComment {
  commentId: number;
  thread: ThreadKey;
  /** The comment replied to (always a top-level comment: replies are one level deep), or null. */
  parentId: number | null;
  /** The author's stable pseudonymous id, never an email (the same as PublicComment's `userId`). */
  userId: string;
  authorName: string;
  authorPhotoURL: string | null;
  commentText: string;
  /** Marked ネタバレ by its author (or by a moderator): clients blur it until clicked. */
  spoiler: boolean;
  createdAt: string;
  updatedAt: string;
  reactions: ReactionCounts;
  /** The viewer's own reactions (empty for a guest). */
  myReactions: Reaction[];
  mine: boolean;
  /** Null unless hidden; a hidden comment reaches only its author and moderators. */
  hidden: HiddenReason | null;
  /** Replies, oldest first (top-level comments only; a reply has none). */
  replies: ThreadComment[];
}

/** `GET /comments`: a page of a thread's top-level comments, newest first, each with its replies. */
export interface ThreadPage {
  thread: ThreadKey;
  comments: ThreadComment[];
  /** Send as `before` for the next, older page; null when this page reaches the first comment. */
  nextBefore: number | null;
}

export type ThreadPageQuery = {
  thread: ThreadKey;
  /** Only comments with a smaller id (older): the previous page's `nextBefore`. */
  before?: number;
  limit?: number;
};

/** `POST /comments`. */
export interface CreateThreadCommentRequest {
  thread: ThreadKey;
  commentText: string;
  spoiler?: boolean;
  /** Replies to this top-level comment of the same thread. */
  parentId?: number | null;
}

/** `PUT /comments/:commentId`: the author edits text and the ネタバレ mark. */
export interface UpdateThreadCommentRequest {
  commentText: string;
  spoiler?: boolean;
}

export type ThreadQuery = {
  thread: ThreadKey;
};

/**
 * The answer to a reaction change, and the data of a live `reactions` event (without `myReactions`). An
 * answer counts as the caller's thread page does (without the reactions of authors they muted); an event
 * counts every reaction, so a client with mutes applies its `change` instead of its counts.
 */
export interface ReactionSummary {
  commentId: number;
  reactions: ReactionCounts;
  myReactions: Reaction[];
  /**
   * The reaction given (`added`) or taken back: on every live event, and on an answer when the request
   * changed something. `userId` is the reactor's pseudonymous id (ThreadComment's `userId`).
   */
  change?: ReactionChange;
}

export interface ReactionChange {
  userId: string;
  reaction: Reaction;
  added: boolean;
}

/**
 * The live events of a thread (`GET /comments/events?thread=…`), each with an id for Last-Event-ID:
 * `created` and `updated` (data: ThreadComment with `mine` false and no `myReactions`), `deleted` and
 * `hidden` (data `{ commentId }`: remove it), `restored` (data: ThreadComment, show it again),
 * `reactions` (data: ReactionSummary with empty `myReactions` and its `change`), and `reset` (refetch).
 */
export type ThreadEventName =
  'created' | 'updated' | 'deleted' | 'hidden' | 'restored' | 'reactions' | 'reset';

export const REPORT_REASONS = ['spoiler', 'abuse', 'spam', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spoiler: 'ネタバレ',
  abuse: '誹謗中傷',
  spam: 'スパム',
  other: 'その他',
};
/** The longest free text of a report and of a moderator's reason, in characters. */
export const MAX_REPORT_TEXT_LENGTH = 500;

/** `POST /reports`: once per user per comment. */
export interface ReportRequest {
  commentId: number;
  reason: ReportReason;
  text?: string;
}

export interface ReportResult {
  commentId: number;
  reason: ReportReason;
  createdAt: string;
}

/** A muted author, as the settings page lists them. */
export interface MutedAuthor {
  userId: string;
  authorName: string;
  authorPhotoURL: string | null;
  mutedAt: string;
}

/** One report as moderators read it: the reporter by pseudonymous id only. */
export interface ModerationReport {
  reporterId: string;
  reason: ReportReason;
  text: string | null;
  createdAt: string;
}

/** A reported or hidden comment in the moderation queue, with what it answers and its thread. */
export interface ModerationItem {
  comment: ThreadComment;
  /** The top-level comment it replies to, when it is a reply. */
  parent: ThreadComment | null;
  reports: ModerationReport[];
  /** The author's current suspension, if any. */
  authorSuspension: Suspension | null;
}

export interface ModerationQueue {
  items: ModerationItem[];
  /** For the next page (`before`), or null. */
  nextBefore: number | null;
}

export type ModerationPageQuery = {
  before?: number;
  limit?: number;
};

/** `POST /moderation/comments/:commentId/hide` and `…/restore`. */
export interface ModerationActionRequest {
  reason: string;
}

export const SUSPENSION_DURATIONS = ['1d', '7d', 'permanent'] as const;
export type SuspensionDuration = (typeof SUSPENSION_DURATIONS)[number];
export const SUSPENSION_DURATION_LABELS: Record<SuspensionDuration, string> = {
  '1d': '1日',
  '7d': '7日',
  permanent: '無期限',
};

/** `POST /moderation/suspensions`: 投稿停止 for an author, by pseudonymous id. */
export interface SuspendRequest {
  userId: string;
  duration: SuspensionDuration;
  reason: string;
}

export interface Suspension {
  userId: string;
  /** Null: permanent. */
  until: string | null;
  reason: string;
  createdAt: string;
}

export const AUDIT_ACTIONS = ['hide', 'restore', 'auto_hide', 'suspend', 'unsuspend'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One line of the audit log: who (a moderator, or null for the automatic hide), what, when, why. */
export interface AuditEntry {
  id: number;
  action: AuditAction;
  moderator: { userId: string; name: string } | null;
  commentId: number | null;
  /** The user acted on (a suspension's), or the hidden comment's author. */
  targetUserId: string | null;
  reason: string;
  createdAt: string;
}

export interface AuditLogPage {
  entries: AuditEntry[];
  nextBefore: number | null;
}
