// What the backend's API under `/api` sends and receives (endpoints.ts declares each endpoint with these).
import type { CharacterId } from './character-id';
import type { ScoreFormat } from './graphql/media-list';
import type { FuzzyDate } from './graphql/media-types';
import type { RemoteName } from './remotes';

/** The largest comment and chat message, in Unicode characters (an emoji counts as one, like any kana). */
export const MAX_COMMENT_LENGTH = 1000;
export const MAX_CHAT_MESSAGE_LENGTH = 1000;

/** Why the shell reports a remote (`POST /telemetry/remote-load-failure`). */
export const REMOTE_LOAD_FAILURE_KINDS = ['load_failed', 'contract_mismatch'] as const;
export type RemoteLoadFailureKind = (typeof REMOTE_LOAD_FAILURE_KINDS)[number];

/** `POST /telemetry/remote-load-failure`. */
export interface RemoteLoadFailureReport {
  remote: RemoteName;
  /** Missing in a report from an older shell. */
  kind?: RemoteLoadFailureKind;
  reason?: string;
}

/** A comment as every client may see it (also the payload of live comment events). */
export interface PublicComment {
  commentId: number;
  characterId: CharacterId;
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
  characterId: CharacterId;
  commentText: string;
  userId?: string;
}

export interface DeleteCommentResult {
  deleted: true;
  commentId: number;
}

/** One favorite character, as `/api/favorites` answers it (and as guests keep it in localStorage). */
export interface FavoriteView {
  characterId: CharacterId;
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

/**
 * `GET /chat/persona`'s query: the character's id (its persona is keyed by it), and the name and anime
 * the page showed, used only when the catalogue cannot say who the id is. None: サトル.
 */
export type PersonaQuery = {
  characterId?: CharacterId;
  character?: string;
  anime?: string;
};

/** `GET /chat/persona`: what the chat page shows of whoever the chat is with. */
export interface PersonaSummary {
  id: string;
  displayName: string;
  anime: string;
  greeting: string;
  mode: 'offline' | 'model';
}

/** `POST /list/import`'s query: the file's format (MyAnimeList's export only) and whether to change nothing. */
export type MediaListImportQuery = {
  format: 'mal';
  /** `true` (a preview): what would happen, nothing changes. */
  dryRun: 'true' | 'false';
};

/** The largest file `POST /list/import` takes as sent, and the largest XML its gzip may inflate to. */
export const MAX_LIST_IMPORT_BYTES = 5 * 1024 * 1024;
export const MAX_LIST_IMPORT_XML_BYTES = 20 * 1024 * 1024;

/** Why an entry of an imported file, or one of its fields, was left out or repaired. */
export type MediaListImportSkipReason =
  | 'no_id'
  | 'unknown_status'
  | 'invalid_bytes'
  | 'unsafe_text'
  | 'notes_too_long'
  | 'invalid_progress'
  | 'invalid_repeat'
  | 'invalid_score'
  | 'invalid_date';

/** A whole entry left out (no `field`), or one field of an entry imported without it or repaired. */
export interface MediaListImportSkip {
  malId: number | null;
  title: string | null;
  /** The file's element, e.g. `my_comments`. */
  field?: string;
  reason: MediaListImportSkipReason;
}

/** `POST /list/import`: what the import did (or, for a dry run, would do). */
export interface MediaListImportResult {
  dryRun: boolean;
  added: number;
  updated: number;
  unchanged: number;
  /** Entries whose MyAnimeList id names no work of the catalogue, with the file's title. */
  unknown: { malId: number; title: string | null }[];
  skipped: MediaListImportSkip[];
  /** Byte sequences in the file that were not UTF-8 (each read as U+FFFD). */
  invalidByteSequences: number;
}

/** `POST /list/import`'s body: the file itself, sent as `application/octet-stream`. */
export type MediaListImportFile = Blob | ArrayBuffer | Uint8Array;

/** `GET /list/export`'s query. */
export type MediaListExportQuery = { format: 'mal' | 'json' };

/** One entry of the JSON export, with AniList's MediaList names (score on the 100-point scale, times in epoch seconds). */
export interface MediaListExportEntry {
  id: number;
  mediaId: number;
  idMal: number | null;
  status: 'CURRENT' | 'PLANNING' | 'COMPLETED' | 'DROPPED' | 'PAUSED' | 'REPEATING';
  score: number;
  progress: number;
  repeat: number;
  private: boolean;
  notes: string | null;
  startedAt: FuzzyDate;
  completedAt: FuzzyDate;
  createdAt: number;
  updatedAt: number;
}

/** The caller's list settings (`GET` and `PUT /list/settings`); no uid, no email. */
export interface MediaListSettings {
  /** The public id AniList clients look the user up by. */
  id: number;
  /** The unique display name (AniList's `User.name`). */
  name: string;
  scoreFormat: ScoreFormat;
  /** Whether others may see the list (never its 非公開 entries). */
  listPublic: boolean;
}

/** `PUT /list/settings`'s body: the settings to change; an absent one stays. */
export interface MediaListSettingsUpdate {
  name?: string;
  scoreFormat?: ScoreFormat;
  listPublic?: boolean;
}

/** Entries one `POST /list/merge` takes: a larger guest list is sent in several requests. */
export const MAX_LIST_MERGE_ENTRIES = 500;

/** A list entry's status, AniList's MediaListStatus. */
export type MediaListStatusName = 'CURRENT' | 'PLANNING' | 'COMPLETED' | 'DROPPED' | 'PAUSED' | 'REPEATING';

/**
 * One entry of a guest's list offered to `POST /list/merge`: its work's AniList id, its status and the
 * fields it has (an absent one is AniList's default), and when it last changed (epoch ms; absent =
 * older than anything the account has).
 */
export interface MediaListMergeEntry {
  mediaId: number;
  status: MediaListStatusName;
  progress?: number;
  repeat?: number;
  /** 0–100, AniList's 100-point scale; 0 = not scored. */
  scoreRaw?: number;
  notes?: string | null;
  private?: boolean;
  startedAt?: FuzzyDate | null;
  completedAt?: FuzzyDate | null;
  updatedAt?: number;
}

/** `POST /list/merge`'s body. */
export interface MediaListMergeRequest {
  entries: MediaListMergeEntry[];
}

/** `POST /list/merge`'s query. */
export type MediaListMergeQuery = {
  /** `true` (a preview): what would happen, nothing changes. */
  dryRun: 'true' | 'false';
};

/** `POST /list/merge`: what the merge did (or, for a dry run, would do). */
export interface MediaListMergeResult {
  dryRun: boolean;
  added: number;
  updated: number;
  unchanged: number;
  /** Works the catalogue does not know: left out. */
  unknownMediaIds: number[];
}

/** `GET /list/export?format=json`. */
export interface MediaListJsonExport {
  user: { id: number; name: string; mediaListOptions: { scoreFormat: string } };
  scoreFormat: 'POINT_100';
  entries: MediaListExportEntry[];
}
