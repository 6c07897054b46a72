import { BehaviorSubject } from 'rxjs';
import { ApiError, type AuthState } from '@anifan/contract';
import { UNDO_MS, type ListEntry } from '../types';
import { LIST_ERROR_MESSAGES } from './error-messages';
import { createGuestBackend, GUEST_LIST_STORAGE_KEY } from './guest-backend';
import type { ListBackend, ListChange } from './list-backend';
import {
  LOAD_FAILED_MESSAGE,
  MERGE_FAILED_MESSAGE,
  MyListStore,
  SAVE_FAILED_MESSAGE,
  mergeNotice,
  type MyListStoreDeps,
} from './my-list-store';

const SIGNED_OUT: AuthState = { status: 'signedOut', user: null };
const SIGNED_IN: AuthState = {
  status: 'signedIn',
  user: { uid: 'u1', displayName: 'ファン', photoURL: null },
};
const JUJUTSU = 113415;
const FRIEREN = 154587;

function entry(mediaId: number, fields: Partial<ListEntry> = {}): ListEntry {
  return {
    mediaId,
    status: 'CURRENT',
    progress: 0,
    repeat: 0,
    scoreRaw: 0,
    notes: null,
    private: false,
    startedAt: null,
    completedAt: null,
    updatedAt: 1_000,
    ...fields,
  };
}

/** An account list on a fake server: writes answered when the test says so, changes pushed by the test. */
class FakeAccount implements ListBackend {
  readonly source = 'account';
  readonly entries = new Map<number, ListEntry>();
  failWrites = false;
  failLoads = false;
  private onChange: ((change: ListChange) => void) | null = null;
  load = jest.fn(async () => {
    if (this.failLoads) throw new Error('down');
    return [...this.entries.values()];
  });
  save = jest.fn(async (saved: ListEntry) => {
    if (this.failWrites) throw new Error('refused');
    this.entries.set(saved.mediaId, saved);
    return saved;
  });
  remove = jest.fn(async (mediaId: number) => {
    if (this.failWrites) throw new Error('refused');
    this.entries.delete(mediaId);
  });
  listen = (onChange: (change: ListChange) => void) => {
    this.onChange = onChange;
    return () => (this.onChange = null);
  };
  push(change: ListChange) {
    this.onChange?.(change);
  }
  get listening() {
    return this.onChange !== null;
  }
}

function setup(initial: AuthState = SIGNED_OUT, overrides: Partial<MyListStoreDeps> = {}) {
  localStorage.clear();
  const auth = new BehaviorSubject<AuthState>(initial);
  const account = new FakeAccount();
  const merged: ListEntry[][] = [];
  const deps: MyListStoreDeps = {
    auth: { state$: auth.asObservable(), snapshot: () => auth.value },
    guest: createGuestBackend(localStorage, window),
    account: () => account,
    mergeIntoAccount: async (entries) => {
      merged.push(entries);
      for (const offered of entries) account.entries.set(offered.mediaId, offered);
      return { added: entries.length, updated: 0 };
    },
    clearGuest: () => localStorage.removeItem(GUEST_LIST_STORAGE_KEY),
    now: () => 5_000,
    ...overrides,
  };
  const store = new MyListStore(deps);
  return { store, auth, account, merged };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('MyListStore for a guest', () => {
  it('keeps the list in this browser, where a reload finds it', async () => {
    const { store } = setup();
    await settle();
    expect(store.getSnapshot()).toMatchObject({ status: 'ready', source: 'guest' });
    await store.saveEntry(JUJUTSU, { status: 'CURRENT', progress: 3 });
    expect(store.getSnapshot().entries.get(JUJUTSU)).toMatchObject({
      status: 'CURRENT',
      progress: 3,
      updatedAt: 5_000,
    });
    const reloaded = new MyListStore({
      auth: { state$: new BehaviorSubject<AuthState>(SIGNED_OUT).asObservable(), snapshot: () => SIGNED_OUT },
      guest: createGuestBackend(localStorage, window),
      account: () => new FakeAccount(),
      mergeIntoAccount: async () => ({ added: 0, updated: 0 }),
      clearGuest: () => undefined,
    });
    await settle();
    expect(reloaded.getSnapshot().entries.get(JUJUTSU)).toMatchObject({ status: 'CURRENT', progress: 3 });
  });

  it('starts a new work as 見たい with nothing watched, then changes only what a save gives', async () => {
    const { store } = setup();
    await settle();
    await store.saveEntry(FRIEREN, {});
    expect(store.getSnapshot().entries.get(FRIEREN)).toEqual(
      entry(FRIEREN, { status: 'PLANNING', updatedAt: 5_000 }),
    );
    await store.saveEntry(FRIEREN, { scoreRaw: 85 });
    expect(store.getSnapshot().entries.get(FRIEREN)).toMatchObject({ status: 'PLANNING', scoreRaw: 85 });
  });

  it('removes a work in one action, and its undo puts it back as it was', async () => {
    const { store } = setup();
    await settle();
    await store.saveEntry(JUJUTSU, { status: 'PAUSED', progress: 7, notes: '続きは週末' });
    const undo = await store.removeEntry(JUJUTSU);
    expect(store.getSnapshot().entries.has(JUJUTSU)).toBe(false);
    expect(localStorage.getItem(GUEST_LIST_STORAGE_KEY)).toBeNull();
    await undo();
    expect(store.getSnapshot().entries.get(JUJUTSU)).toMatchObject({
      status: 'PAUSED',
      progress: 7,
      notes: '続きは週末',
    });
  });

  it('undoes a save back to the entry before it, or to no entry for a new one', async () => {
    const { store } = setup();
    await settle();
    const undoAdd = await store.saveEntry(JUJUTSU, { status: 'CURRENT', progress: 2 });
    const undoProgress = await store.saveEntry(JUJUTSU, { progress: 5 });
    await undoProgress();
    expect(store.getSnapshot().entries.get(JUJUTSU)).toMatchObject({ progress: 2 });
    await undoAdd();
    expect(store.getSnapshot().entries.has(JUJUTSU)).toBe(false);
  });

  it("shows another tab's change at once (the storage event)", async () => {
    const { store } = setup();
    await settle();
    localStorage.setItem(
      GUEST_LIST_STORAGE_KEY,
      JSON.stringify([entry(FRIEREN, { status: 'COMPLETED', progress: 28 })]),
    );
    window.dispatchEvent(new StorageEvent('storage', { key: GUEST_LIST_STORAGE_KEY }));
    await settle();
    expect(store.getSnapshot().entries.get(FRIEREN)).toMatchObject({ status: 'COMPLETED', progress: 28 });
  });

  it('reads a damaged stored list as empty instead of failing', async () => {
    localStorage.clear();
    localStorage.setItem(GUEST_LIST_STORAGE_KEY, '{not json');
    const store = new MyListStore({
      auth: { state$: new BehaviorSubject<AuthState>(SIGNED_OUT).asObservable(), snapshot: () => SIGNED_OUT },
      guest: createGuestBackend(localStorage, window),
      account: () => new FakeAccount(),
      mergeIntoAccount: async () => ({ added: 0, updated: 0 }),
      clearGuest: () => undefined,
    });
    await settle();
    expect(store.getSnapshot()).toMatchObject({ status: 'ready', error: null });
    expect(store.getSnapshot().entries.size).toBe(0);
  });

  it('shows the guest list at once when this browser last had a guest, before the provider answers', async () => {
    const { store } = setup({ status: 'loading', user: null, likelyGuest: true });
    await settle();
    expect(store.getSnapshot()).toMatchObject({ status: 'ready', source: 'guest' });
  });

  it('waits while the provider has not said who is here', async () => {
    const { store } = setup({ status: 'loading', user: null });
    await settle();
    expect(store.getSnapshot().status).toBe('loading');
  });
});

describe('MyListStore for a signed-in fan', () => {
  it("reads the account's list and writes to it", async () => {
    const { store, account } = setup(SIGNED_IN);
    account.entries.set(FRIEREN, entry(FRIEREN, { status: 'COMPLETED', progress: 28 }));
    await settle();
    expect(store.getSnapshot()).toMatchObject({ status: 'ready', source: 'account' });
    expect(store.getSnapshot().entries.get(FRIEREN)).toMatchObject({ status: 'COMPLETED' });
    await store.saveEntry(JUJUTSU, { status: 'CURRENT' });
    expect(account.entries.get(JUJUTSU)).toMatchObject({ status: 'CURRENT' });
    expect(localStorage.getItem(GUEST_LIST_STORAGE_KEY)).toBeNull();
  });

  it('shows a change before the server answers and rolls it back with a Japanese message when refused', async () => {
    const { store, account } = setup(SIGNED_IN);
    account.entries.set(JUJUTSU, entry(JUJUTSU, { progress: 2 }));
    await settle();
    account.failWrites = true;
    const saving = store.saveEntry(JUJUTSU, { progress: 3 });
    expect(store.getSnapshot().entries.get(JUJUTSU)).toMatchObject({ progress: 3 });
    await saving;
    expect(store.getSnapshot().entries.get(JUJUTSU)).toMatchObject({ progress: 2 });
    expect(store.getSnapshot().error).toBe(SAVE_FAILED_MESSAGE);
    store.dismissError();
    expect(store.getSnapshot().error).toBeNull();
  });

  it('says why when the server gives a reason (the write limit)', async () => {
    const { store, account } = setup(SIGNED_IN);
    await settle();
    account.save.mockRejectedValueOnce(new ApiError(429, 'rate_limit/exceeded', 'Too many writes', 30));
    await store.saveEntry(JUJUTSU, { progress: 1 });
    expect(store.getSnapshot().entries.has(JUJUTSU)).toBe(false);
    expect(store.getSnapshot().error).toBe(LIST_ERROR_MESSAGES.rateLimited);
  });

  it('puts a removed work back when the removal is refused', async () => {
    const { store, account } = setup(SIGNED_IN);
    account.entries.set(JUJUTSU, entry(JUJUTSU, { progress: 2 }));
    await settle();
    account.failWrites = true;
    await store.removeEntry(JUJUTSU);
    expect(store.getSnapshot().entries.get(JUJUTSU)).toMatchObject({ progress: 2 });
    expect(store.getSnapshot().error).toBe(SAVE_FAILED_MESSAGE);
  });

  it('keeps the later of two quick changes when the earlier one is refused after it', async () => {
    const { store, account } = setup(SIGNED_IN);
    await settle();
    let refuse: (reason: Error) => void = () => undefined;
    account.save.mockImplementationOnce(() => new Promise<ListEntry>((_, reject) => (refuse = reject)));
    const first = store.saveEntry(JUJUTSU, { progress: 1 });
    await store.saveEntry(JUJUTSU, { progress: 2 });
    refuse(new Error('refused'));
    await first;
    expect(store.getSnapshot().entries.get(JUJUTSU)).toMatchObject({ progress: 2 });
  });

  it('says so when the list cannot be read', async () => {
    const { store, account } = setup(SIGNED_IN);
    account.failLoads = true;
    await settle();
    expect(store.getSnapshot()).toMatchObject({ status: 'ready', error: LOAD_FAILED_MESSAGE });
  });

  it("shows another device's change at once (the list stream), and a reset reads the list again", async () => {
    const { store, account } = setup(SIGNED_IN);
    await settle();
    account.push({ kind: 'saved', entry: entry(JUJUTSU, { progress: 4 }) });
    expect(store.getSnapshot().entries.get(JUJUTSU)).toMatchObject({ progress: 4 });
    account.push({ kind: 'removed', mediaId: JUJUTSU });
    expect(store.getSnapshot().entries.has(JUJUTSU)).toBe(false);
    account.entries.set(FRIEREN, entry(FRIEREN));
    account.push({ kind: 'reset' });
    await settle();
    expect(store.getSnapshot().entries.has(FRIEREN)).toBe(true);
  });

  it('goes back to the guest list on sign-out and stops hearing the account', async () => {
    const { store, auth, account } = setup(SIGNED_IN);
    account.entries.set(JUJUTSU, entry(JUJUTSU));
    await settle();
    auth.next(SIGNED_OUT);
    await settle();
    expect(store.getSnapshot()).toMatchObject({ source: 'guest', notice: null });
    expect(store.getSnapshot().entries.size).toBe(0);
    expect(account.listening).toBe(false);
  });
});

describe('MyListStore at sign-in', () => {
  it("merges the guest's list into the account, says so, and clears the guest copy", async () => {
    const { store, auth, account, merged } = setup();
    await settle();
    await store.saveEntry(JUJUTSU, { status: 'CURRENT', progress: 3 });
    await store.saveEntry(FRIEREN, { status: 'PLANNING' });
    auth.next(SIGNED_IN);
    await settle();
    expect(merged).toHaveLength(1);
    expect(merged[0]!.map((offered) => offered.mediaId).sort()).toEqual([JUJUTSU, FRIEREN].sort());
    expect(store.getSnapshot()).toMatchObject({
      source: 'account',
      notice: 'ゲストのマイリスト2件をアカウントに追加しました',
    });
    expect(store.getSnapshot().entries.get(JUJUTSU)).toMatchObject({ progress: 3 });
    expect(account.load).toHaveBeenCalled();
    expect(localStorage.getItem(GUEST_LIST_STORAGE_KEY)).toBeNull();
    store.dismissNotice();
    expect(store.getSnapshot().notice).toBeNull();
  });

  it('keeps the guest copy and says so when the merge is not acknowledged', async () => {
    const { store, auth } = setup(SIGNED_OUT, {
      mergeIntoAccount: () => Promise.reject(new Error('offline')),
    });
    await settle();
    await store.saveEntry(JUJUTSU, { status: 'CURRENT', progress: 3 });
    auth.next(SIGNED_IN);
    await settle();
    expect(store.getSnapshot()).toMatchObject({
      source: 'account',
      error: MERGE_FAILED_MESSAGE,
      notice: null,
    });
    expect(localStorage.getItem(GUEST_LIST_STORAGE_KEY)).toContain(`"mediaId":${JUJUTSU}`);
  });

  it('merges nothing and says nothing when the guest list is empty', async () => {
    const { store, auth, merged } = setup();
    await settle();
    auth.next(SIGNED_IN);
    await settle();
    expect(merged).toHaveLength(0);
    expect(store.getSnapshot().notice).toBeNull();
  });
});

describe('mergeNotice', () => {
  it.each([
    [{ added: 3, updated: 0 }, 'ゲストのマイリスト3件をアカウントに追加しました'],
    [{ added: 0, updated: 2 }, 'ゲストのマイリストで2件を更新しました'],
    [{ added: 1, updated: 1 }, 'ゲストのマイリストから1件をアカウントに追加し、1件を更新しました'],
    [{ added: 0, updated: 0 }, null],
  ])('%o says %p', (outcome, notice) => {
    expect(mergeNotice(outcome)).toBe(notice);
  });
});

describe('MyListStore undo offer', () => {
  afterEach(() => jest.useRealTimers());

  it('offers 元に戻す for a while, runs it once, and forgets it after UNDO_MS', async () => {
    const { store } = setup();
    await settle();
    const undo = await store.removeEntry(JUJUTSU);
    const spy = jest.fn(undo);
    jest.useFakeTimers();
    store.offerUndo('『呪術廻戦』をマイリストから外しました', spy);
    expect(store.getSnapshot().undo).toEqual({
      id: expect.any(Number),
      message: '『呪術廻戦』をマイリストから外しました',
    });
    await store.runUndo();
    await store.runUndo();
    expect(spy).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().undo).toBeNull();
    store.offerUndo('第3話まで見たことにしました', spy);
    jest.advanceTimersByTime(UNDO_MS - 1);
    expect(store.getSnapshot().undo).not.toBeNull();
    jest.advanceTimersByTime(1);
    expect(store.getSnapshot().undo).toBeNull();
  });

  it('gives each offer its own id, the later replacing the earlier', async () => {
    const { store } = setup();
    await settle();
    const first = jest.fn(async () => undefined);
    const second = jest.fn(async () => undefined);
    store.offerUndo('一つ目', first);
    const firstId = store.getSnapshot().undo!.id;
    store.offerUndo('二つ目', second);
    expect(store.getSnapshot().undo).toEqual({ id: firstId + 1, message: '二つ目' });
    await store.runUndo();
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalled();
    store.dispose();
  });

  it('drops the offer when the list changes hands (sign-in)', async () => {
    const { store, auth } = setup();
    await settle();
    store.offerUndo('一つ目', async () => undefined);
    auth.next(SIGNED_IN);
    await settle();
    expect(store.getSnapshot().undo).toBeNull();
  });
});
