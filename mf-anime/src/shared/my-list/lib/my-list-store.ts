// The one list every mf-anime page reads: a guest's in the browser, the account's once signed in (the
// platform's auth state decides). Changes show at once and are rolled back, with a Japanese message,
// when the write fails; changes made in another tab or device arrive through the backend's listener.
import type { AuthState, PlatformAuth } from '@anifan/contract';
import {
  UNDO_MS,
  type EntryPatch,
  type ListEntry,
  type ListSource,
  type MyListActions,
  type MyListSnapshot,
  type Undo,
} from '../types';
import { LIST_ERROR_MESSAGES, saveErrorMessage } from './error-messages';
import type { ListBackend, ListChange } from './list-backend';

/** What the sign-in merge did, for the notice. */
export interface MergeOutcome {
  added: number;
  updated: number;
}

export interface MyListStoreDeps {
  auth: Pick<PlatformAuth, 'state$' | 'snapshot'>;
  guest: ListBackend;
  /** The signed-in account's list. */
  account: () => ListBackend;
  /** Merges the guest's entries into the account (by the merge rules), resolving once the server has them. */
  mergeIntoAccount: (entries: ListEntry[]) => Promise<MergeOutcome>;
  /** Forgets the guest's entries (called only after the merge was acknowledged). */
  clearGuest: () => void;
  now?: () => number;
}

export const SAVE_FAILED_MESSAGE = LIST_ERROR_MESSAGES.saveFailed;
export const LOAD_FAILED_MESSAGE = 'マイリストを読み込めませんでした。時間をおいてもう一度お試しください。';
export const MERGE_FAILED_MESSAGE =
  'ゲストのマイリストをアカウントに移せませんでした。この端末に残してあり、次のログインでもう一度移します。';

/** 「ゲストのマイリスト3件をアカウントに追加しました」 and the like; null when nothing changed. */
export function mergeNotice({ added, updated }: MergeOutcome): string | null {
  if (added > 0 && updated > 0) {
    return `ゲストのマイリストから${added}件をアカウントに追加し、${updated}件を更新しました`;
  }
  if (added > 0) return `ゲストのマイリスト${added}件をアカウントに追加しました`;
  if (updated > 0) return `ゲストのマイリストで${updated}件を更新しました`;
  return null;
}

const EMPTY: ReadonlyMap<number, ListEntry> = new Map();

/** A new entry's fields before the patch. */
function blankEntry(mediaId: number, now: number): ListEntry {
  return {
    mediaId,
    status: 'PLANNING',
    progress: 0,
    repeat: 0,
    scoreRaw: 0,
    notes: null,
    private: false,
    startedAt: null,
    completedAt: null,
    updatedAt: now,
  };
}

type Listener = () => void;

export class MyListStore implements MyListActions {
  private snapshot: MyListSnapshot;
  private readonly listeners = new Set<Listener>();
  private backend: ListBackend | null = null;
  private stopListening: () => void = () => undefined;
  /** Bumped on every switch of backend: work for an older one is dropped. */
  private generation = 0;
  /** The latest local write per work: an older write's answer or rollback does not overwrite it. */
  private readonly pending = new Map<number, number>();
  private writes = 0;
  private readonly now: () => number;
  private readonly unsubscribeAuth: () => void;
  private pendingUndo: Undo | null = null;
  private undoTimer: ReturnType<typeof setTimeout> | undefined;
  private undoOffers = 0;

  constructor(private readonly deps: MyListStoreDeps) {
    this.now = deps.now ?? Date.now;
    this.snapshot = {
      status: 'loading',
      source: 'guest',
      entries: EMPTY,
      error: null,
      notice: null,
      undo: null,
    };
    const subscription = deps.auth.state$.subscribe((state) => this.onAuth(state));
    this.unsubscribeAuth = () => subscription.unsubscribe();
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): MyListSnapshot => this.snapshot;

  dispose(): void {
    this.unsubscribeAuth();
    this.stopListening();
    this.generation += 1;
    clearTimeout(this.undoTimer);
  }

  saveEntry = async (mediaId: number, patch: EntryPatch): Promise<Undo> => {
    const before = this.snapshot.entries.get(mediaId) ?? null;
    const entry: ListEntry = {
      ...(before ?? blankEntry(mediaId, this.now())),
      ...patch,
      mediaId,
      updatedAt: this.now(),
    };
    await this.write(mediaId, before, entry);
    return () => this.restore(mediaId, before);
  };

  removeEntry = async (mediaId: number): Promise<Undo> => {
    const before = this.snapshot.entries.get(mediaId) ?? null;
    if (before) await this.write(mediaId, before, null);
    return () => this.restore(mediaId, before);
  };

  dismissError = (): void => this.update({ error: null });

  dismissNotice = (): void => this.update({ notice: null });

  offerUndo = (message: string, undo: Undo): void => {
    clearTimeout(this.undoTimer);
    this.pendingUndo = undo;
    this.update({ undo: { id: ++this.undoOffers, message } });
    this.undoTimer = setTimeout(this.dismissUndo, UNDO_MS);
  };

  runUndo = async (): Promise<void> => {
    const undo = this.pendingUndo;
    this.dismissUndo();
    if (undo) await undo();
  };

  dismissUndo = (): void => {
    clearTimeout(this.undoTimer);
    this.pendingUndo = null;
    if (this.snapshot.undo) this.update({ undo: null });
  };

  private async restore(mediaId: number, entry: ListEntry | null): Promise<void> {
    const current = this.snapshot.entries.get(mediaId) ?? null;
    await this.write(mediaId, current, entry ? { ...entry, updatedAt: this.now() } : null);
  }

  /** Shows `after` at once, writes it, and goes back to `before` if the write fails. */
  private async write(mediaId: number, before: ListEntry | null, after: ListEntry | null): Promise<void> {
    const backend = this.backend;
    if (!backend || (before === null && after === null)) return;
    const generation = this.generation;
    const write = ++this.writes;
    this.pending.set(mediaId, write);
    this.put(mediaId, after, { error: null });
    const latest = () => generation === this.generation && this.pending.get(mediaId) === write;
    try {
      const kept = after ? await backend.save(after) : null;
      if (!after) await backend.remove(mediaId);
      if (latest()) {
        this.pending.delete(mediaId);
        this.put(mediaId, kept);
      }
    } catch (failure) {
      if (latest()) {
        this.pending.delete(mediaId);
        this.put(mediaId, before, { error: saveErrorMessage(failure) });
      }
    }
  }

  private put(mediaId: number, entry: ListEntry | null, extra: Partial<MyListSnapshot> = {}): void {
    const entries = new Map(this.snapshot.entries);
    if (entry) entries.set(mediaId, entry);
    else entries.delete(mediaId);
    this.update({ ...extra, entries });
  }

  private update(change: Partial<MyListSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...change };
    for (const listener of this.listeners) listener();
  }

  private onAuth(state: AuthState): void {
    if (state.status === 'signedIn') void this.use('account');
    else if (state.status === 'signedOut' || state.likelyGuest) void this.use('guest');
  }

  private async use(source: ListSource): Promise<void> {
    if (this.backend?.source === source) return;
    this.stopListening();
    const generation = ++this.generation;
    const backend = source === 'guest' ? this.deps.guest : this.deps.account();
    this.backend = backend;
    this.pending.clear();
    this.dismissUndo();
    this.update({
      status: 'loading',
      source,
      entries: EMPTY,
      notice: source === 'guest' ? null : this.snapshot.notice,
    });
    if (source === 'account') await this.mergeGuest(generation);
    if (generation !== this.generation) return;
    this.stopListening = backend.listen((change) => this.onChange(generation, change));
    await this.reload(generation);
  }

  /** Hands the guest's list to the account; the guest copy goes only once the server has it. */
  private async mergeGuest(generation: number): Promise<void> {
    const guestEntries = await this.deps.guest.load();
    if (guestEntries.length === 0) return;
    try {
      const outcome = await this.deps.mergeIntoAccount(guestEntries);
      if (generation !== this.generation) return;
      this.deps.clearGuest();
      this.update({ notice: mergeNotice(outcome) });
    } catch {
      if (generation === this.generation) this.update({ error: MERGE_FAILED_MESSAGE });
    }
  }

  private async reload(generation: number): Promise<void> {
    const backend = this.backend;
    if (!backend) return;
    try {
      const loaded = await backend.load();
      if (generation !== this.generation) return;
      const entries = new Map(loaded.map((entry) => [entry.mediaId, entry]));
      for (const mediaId of this.pending.keys()) {
        const shown = this.snapshot.entries.get(mediaId);
        if (shown) entries.set(mediaId, shown);
        else entries.delete(mediaId);
      }
      this.update({ status: 'ready', entries });
    } catch {
      if (generation === this.generation) this.update({ status: 'ready', error: LOAD_FAILED_MESSAGE });
    }
  }

  private onChange(generation: number, change: ListChange): void {
    if (generation !== this.generation) return;
    if (change.kind === 'reset') {
      void this.reload(generation);
      return;
    }
    const mediaId = change.kind === 'saved' ? change.entry.mediaId : change.mediaId;
    if (this.pending.has(mediaId)) return;
    this.put(mediaId, change.kind === 'saved' ? change.entry : null);
  }
}
