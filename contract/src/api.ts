// The backend's JSON API under `/api` (ARCHITECTURE.md "HTTP contract"): paths, bodies and answers.
import type { RemoteName } from './remotes';

/** The largest comment and chat message, in Unicode characters (an emoji counts as one, like any kana). */
export const MAX_COMMENT_LENGTH = 1000;
export const MAX_CHAT_MESSAGE_LENGTH = 1000;

/** Paths under `RuntimeConfig.apiBaseUrl`. */
export const API_PATHS = {
  comments: (characterId: string) => `/characterComment/all/${encodeURIComponent(characterId)}`,
  processComment: '/characterComment/process',
  deleteComment: (commentId: number) => `/characterComment/delete/${commentId}`,
  commentEvents: (characterId: string) => `/characterComment/events/${encodeURIComponent(characterId)}`,
  favorites: '/favorites',
  favorite: (characterId: string) => `/favorites/${encodeURIComponent(characterId)}`,
  chat: '/chat/chat',
  chatStream: '/chat/stream',
  persona: '/chat/persona',
  remoteLoadFailure: '/telemetry/remote-load-failure',
} as const;

/** Why the shell reports a remote (`POST /telemetry/remote-load-failure`). */
export const REMOTE_LOAD_FAILURE_KINDS = ['load_failed', 'contract_mismatch'] as const;
export type RemoteLoadFailureKind = (typeof REMOTE_LOAD_FAILURE_KINDS)[number];

/** `POST /telemetry/remote-load-failure`. */
export interface RemoteLoadFailureReport {
  remote: RemoteName;
  kind: RemoteLoadFailureKind;
  reason?: string;
}

/** A comment as every client may see it (also the payload of live comment events). */
export interface PublicComment {
  commentId: number;
  characterId: string;
  /** A stable pseudonymous author id, never an email. */
  userId: string;
  authorName: string;
  authorPhotoURL: string | null;
  commentText: string;
  createdAt: string;
  updatedAt: string;
}

/** A comment answered to one viewer: `mine` says whether that viewer wrote it. */
export interface CommentView extends PublicComment {
  mine: boolean;
}

/** `POST /characterComment/process`: `commentId` 0 creates; `userId` is accepted and ignored. */
export interface ProcessCommentRequest {
  commentId: number;
  characterId: string;
  commentText: string;
  userId?: string;
}

export interface DeleteCommentResult {
  deleted: true;
  commentId: number;
}

/** Event names of the live comment stream (Server-Sent Events). */
export type CommentEventName = 'created' | 'updated' | 'deleted';

/** One favorite character, as `/api/favorites` answers it (and as guests keep it in localStorage). */
export interface FavoriteView {
  characterId: string;
  name: string;
  image: string | null;
  createdAt: string;
}

/** `PUT /favorites/:characterId`. */
export interface PutFavoriteRequest {
  name: string;
  image?: string | null;
}

export interface ChatHistoryTurn {
  role: 'user' | 'assistant';
  content: string;
}

/** `POST /chat/chat` (`{message}`) and `POST /chat/stream` (with history and persona). */
export interface ChatRequest {
  message: string;
  history?: ChatHistoryTurn[];
  /** `satoru` (the default) or the `id` that `GET /chat/persona` answered for a character. */
  personaId?: string;
}

/** `GET /chat/persona`: what the chat page shows of whoever the chat is with. */
export interface PersonaSummary {
  id: string;
  displayName: string;
  anime: string;
  greeting: string;
  mode: 'offline' | 'model';
}
