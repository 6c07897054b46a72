// The fan's list as every mf-anime feature sees it (docs/rules.md#my-list-マイリスト): one entry per work,
// kept in the browser for a guest and in the account (over /graphql) once signed in.
import type { FuzzyDate, MediaListStatus } from '@anifan/contract';

/** AniList's MediaListStatus; a rewatch (REPEATING) is shown as 見てる with its rewatch count. */
export type ListStatus = MediaListStatus;

/** One work on the fan's list. */
export interface ListEntry {
  /** The work's AniList id. */
  mediaId: number;
  status: ListStatus;
  /** Episodes watched, from 0. */
  progress: number;
  /** Times rewatched, from 0. */
  repeat: number;
  /** 0–100 on AniList's 100-point scale; 0 = not scored. Shown 0–10 in steps of 0.5. */
  scoreRaw: number;
  /** The private memo, at most MAX_NOTES_LENGTH characters; null = none. */
  notes: string | null;
  /** 非公開: never shown to anyone else. */
  private: boolean;
  startedAt: FuzzyDate | null;
  completedAt: FuzzyDate | null;
  /** When the entry last changed, epoch ms (the merge's "later change"). */
  updatedAt: number;
}

/** What a save changes; an absent field is kept as it is. */
export type EntryPatch = Partial<Omit<ListEntry, 'mediaId' | 'updatedAt'>>;

/** Where the list lives: the browser (a guest) or the signed-in account. */
export type ListSource = 'guest' | 'account';

/** The list as a page renders it. */
export interface MyListSnapshot {
  /** `loading` until the list (guest or account) is first known. */
  status: 'loading' | 'ready';
  source: ListSource;
  /** By work id. */
  entries: ReadonlyMap<number, ListEntry>;
  /** The last write or load that failed, in Japanese (the change was rolled back); null = none. */
  error: string | null;
  /** What the sign-in merge did (「ゲストのマイリスト3件をアカウントに追加しました」); null = nothing to say. */
  notice: string | null;
  /** The last change that can still be taken back (for UNDO_MS), with what it did; null = none. */
  undo: UndoOffer | null;
}

export interface UndoOffer {
  /** Tells one offer from the next (the bar restarts its focus and timer). */
  id: number;
  /** What the change did, e.g. 「『呪術廻戦』をマイリストから外しました」. */
  message: string;
}

/** Puts back what a change replaced (the entry as it was, or no entry). */
export type Undo = () => Promise<void>;

export interface MyListActions {
  /** Saves at once on screen and then to the list; on failure the screen goes back and `error` says why. */
  saveEntry(mediaId: number, patch: EntryPatch): Promise<Undo>;
  /** Removes the work from the list (one action); the returned Undo puts it back as it was. */
  removeEntry(mediaId: number): Promise<Undo>;
  dismissError(): void;
  dismissNotice(): void;
  /** Offers 元に戻す for a change for UNDO_MS (replacing any earlier offer). */
  offerUndo(message: string, undo: Undo): void;
  /** Takes the offered change back. */
  runUndo(): Promise<void>;
  dismissUndo(): void;
}

/** How long 元に戻す stays offered. */
export const UNDO_MS = 8_000;

/** The memo's limit (docs/rules.md#my-list-マイリスト). */
export const MAX_NOTES_LENGTH = 1_000;
