// The shell's お知らせ state, one per tab: a signed-in fan's notifications from the server (the newest page,
// older pages on もっと見る, read and unread) kept current by the notification stream (created, updated,
// read, reset: every tab and device in step); a guest's 放送開始 computed on this device (guest-airings.ts).
import { BehaviorSubject, type Observable } from 'rxjs';
import {
  isApiError,
  notificationText,
  readEventStream,
  NOTIFICATION_PAGE_SIZE,
  type ApiClient,
  type AuthState,
  type NotificationSubject,
  type NotificationView,
  type PlatformAuth,
} from '@anifan/contract';
import type { GuestAirings } from './guest-airings';

/** Wait before the stream is opened again after it closed or failed. */
export const STREAM_RETRY_MS = 3_000;

/** One row of the panel and the page: a stored notification, or a guest's one on this device. */
export interface NotificationItem {
  /** `n<id>` for a stored one, `guest:<mediaId>:<episode>` for a guest's. */
  key: string;
  /** The server's id; null for a guest's. */
  id: number | null;
  subject: NotificationSubject;
  /** When it was created or last summarised anew (ISO 8601). */
  at: string;
  read: boolean;
}

export interface NotificationCenterState {
  /** `none` while the session is being restored. */
  mode: 'none' | 'guest' | 'signedIn';
  /** Newest first. */
  items: NotificationItem[];
  unread: number;
  /** True while the first page is being read. */
  loading: boolean;
  /** Whether older ones remain (もっと見る). */
  hasMore: boolean;
  loadingMore: boolean;
  /** What went wrong last, in Japanese; null when nothing did. */
  error: string | null;
  /** The newest arrival, for a live region: a counter so the same text is announced again. */
  arrival: { seq: number; text: string } | null;
}

export interface NotificationCenter {
  readonly state$: Observable<NotificationCenterState>;
  snapshot(): NotificationCenterState;
  /** Follows the auth state until the returned function is called. */
  start(): () => void;
  /** Reads the newest page again (再試行 after it could not be read). */
  reload(): Promise<void>;
  loadMore(): Promise<void>;
  markRead(item: NotificationItem): Promise<void>;
  markAllRead(): Promise<void>;
}

export interface NotificationCenterDeps {
  api: Pick<ApiClient, 'call' | 'stream'>;
  auth: Pick<PlatformAuth, 'state$' | 'snapshot'>;
  /** 放送開始 for a guest's local list; none when absent. */
  guestAirings?: GuestAirings;
  retryMs?: number;
}

const INITIAL: NotificationCenterState = {
  mode: 'none',
  items: [],
  unread: 0,
  loading: false,
  hasMore: false,
  loadingMore: false,
  error: null,
  arrival: null,
};

/** An error's message for the fan: the server's own, else a generic one. */
export function errorMessage(error: unknown, fallback: string): string {
  if (isApiError(error)) return error.message || fallback;
  return fallback;
}

const fromView = (view: NotificationView): NotificationItem => ({
  key: `n${view.id}`,
  id: view.id,
  subject: view.subject,
  at: view.updatedAt,
  read: view.read,
});

/** Newest first by id (the server's order); a guest's ones by time. */
function sorted(items: NotificationItem[]): NotificationItem[] {
  return [...items].sort((a, b) =>
    a.id !== null && b.id !== null ? b.id - a.id : Date.parse(b.at) - Date.parse(a.at),
  );
}

function parse(data: string): unknown {
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return null;
  }
}

type SessionKey = 'none' | 'guest' | `user:${string}`;

function sessionKey(state: AuthState): SessionKey {
  if (state.status === 'signedIn') return `user:${state.user.uid}`;
  if (state.status === 'signedOut' || state.likelyGuest) return 'guest';
  return 'none';
}

export function createNotificationCenter({
  api,
  auth,
  guestAirings,
  retryMs = STREAM_RETRY_MS,
}: NotificationCenterDeps): NotificationCenter {
  const state = new BehaviorSubject<NotificationCenterState>(INITIAL);
  const set = (patch: Partial<NotificationCenterState>) => state.next({ ...state.value, ...patch });
  let nextBefore: number | null = null;
  /** Bumped on each session change: answers for an earlier session are dropped. */
  let generation = 0;
  let arrivals = 0;

  const announce = (item: NotificationItem) => {
    const { title, body } = notificationText(item.subject);
    arrivals += 1;
    return { seq: arrivals, text: `新しいお知らせ：${title}。${body}` };
  };

  const upsert = (view: NotificationView, unread: number, isNew: boolean) => {
    const item = fromView(view);
    const items = sorted([...state.value.items.filter((kept) => kept.id !== view.id), item]);
    set({ items, unread, ...(isNew && !item.read ? { arrival: announce(item) } : {}) });
  };

  const loadFirst = async (session: number) => {
    set({ loading: true, error: null });
    try {
      const page = await api.call('listNotifications', { query: { limit: NOTIFICATION_PAGE_SIZE } });
      if (session !== generation) return;
      nextBefore = page.nextBefore;
      set({
        items: page.items.map(fromView),
        unread: page.unread,
        hasMore: page.nextBefore !== null,
        loading: false,
      });
    } catch (error) {
      if (session !== generation) return;
      set({ loading: false, error: errorMessage(error, 'お知らせを読み込めませんでした') });
    }
  };

  const onEvent = (session: number, event: string, data: string) => {
    if (session !== generation) return;
    const payload = parse(data) as {
      notification?: NotificationView;
      unread?: number;
      ids?: number[] | null;
    } | null;
    if (event === 'reset') {
      void loadFirst(session);
      return;
    }
    if (!payload || typeof payload.unread !== 'number') return;
    if ((event === 'created' || event === 'updated') && payload.notification) {
      // An updated one (a reaction summary gathering more) is announced again when it is unread.
      upsert(payload.notification, payload.unread, true);
    } else if (event === 'read') {
      const ids = payload.ids ? new Set(payload.ids) : null;
      set({
        unread: payload.unread,
        items: state.value.items.map((item) =>
          item.read || (ids && (item.id === null || !ids.has(item.id))) ? item : { ...item, read: true },
        ),
      });
    }
  };

  const follow = (session: number, signal: AbortSignal) => {
    const wait = () => new Promise<void>((resolve) => setTimeout(resolve, retryMs));
    void (async () => {
      for (let opened = 0; !signal.aborted; opened += 1) {
        try {
          const response = await api.stream('notificationEvents', { signal });
          if (response.ok && response.body) {
            // What arrived while the stream was closed is not known: the first page is read again.
            if (opened > 0) void loadFirst(session);
            await readEventStream(response.body, ({ event, data }) => onEvent(session, event, data));
          }
        } catch {
          // Closed, refused or offline: opened again after the wait, unless stopped.
        }
        if (!signal.aborted) await wait();
      }
    })();
  };

  const startGuest = (session: number) =>
    guestAirings?.((subject) => {
      if (session !== generation) return;
      const item: NotificationItem = {
        key: `guest:${subject.mediaId}:${subject.episode}`,
        id: null,
        subject,
        at: subject.airingAt,
        read: false,
      };
      const items = sorted([...state.value.items.filter((kept) => kept.key !== item.key), item]);
      set({ items, unread: items.filter((kept) => !kept.read).length, arrival: announce(item) });
    }) ?? (() => undefined);

  return {
    state$: state.asObservable(),
    snapshot: () => state.value,
    start() {
      let current: SessionKey | null = null;
      let stopSession: () => void = () => undefined;
      const subscription = auth.state$.subscribe((authState) => {
        const key = sessionKey(authState);
        if (key === current) return;
        current = key;
        stopSession();
        generation += 1;
        const session = generation;
        nextBefore = null;
        if (key === 'none') {
          state.next(INITIAL);
          stopSession = () => undefined;
        } else if (key === 'guest') {
          state.next({ ...INITIAL, mode: 'guest' });
          stopSession = startGuest(session);
        } else {
          state.next({ ...INITIAL, mode: 'signedIn', loading: true });
          const controller = new AbortController();
          void loadFirst(session);
          follow(session, controller.signal);
          stopSession = () => controller.abort();
        }
      });
      return () => {
        subscription.unsubscribe();
        stopSession();
        generation += 1;
      };
    },
    async reload() {
      if (state.value.mode === 'signedIn') await loadFirst(generation);
    },
    async loadMore() {
      const { mode, loadingMore } = state.value;
      if (mode !== 'signedIn' || loadingMore || nextBefore === null) return;
      const session = generation;
      set({ loadingMore: true, error: null });
      try {
        const page = await api.call('listNotifications', {
          query: { before: nextBefore, limit: NOTIFICATION_PAGE_SIZE },
        });
        if (session !== generation) return;
        nextBefore = page.nextBefore;
        const known = new Set(state.value.items.map((item) => item.key));
        set({
          items: sorted([
            ...state.value.items,
            ...page.items.map(fromView).filter((item) => !known.has(item.key)),
          ]),
          unread: page.unread,
          hasMore: page.nextBefore !== null,
          loadingMore: false,
        });
      } catch (error) {
        if (session !== generation) return;
        set({ loadingMore: false, error: errorMessage(error, 'お知らせを読み込めませんでした') });
      }
    },
    async markRead(item) {
      if (item.read) return;
      const readOne = (items: NotificationItem[]) =>
        items.map((kept) => (kept.key === item.key ? { ...kept, read: true } : kept));
      if (item.id === null) {
        const items = readOne(state.value.items);
        set({ items, unread: items.filter((kept) => !kept.read).length });
        return;
      }
      const session = generation;
      // Read at once on screen; the server's count follows.
      set({ items: readOne(state.value.items), unread: Math.max(0, state.value.unread - 1), error: null });
      try {
        const { unread } = await api.call('readNotification', { params: { notificationId: item.id } });
        if (session === generation) set({ unread });
      } catch (error) {
        if (session !== generation) return;
        set({
          items: state.value.items.map((kept) => (kept.key === item.key ? { ...kept, read: false } : kept)),
          unread: state.value.unread + 1,
          error: errorMessage(error, '既読にできませんでした'),
        });
      }
    },
    async markAllRead() {
      const before = state.value;
      const items = before.items.map((item) => (item.read ? item : { ...item, read: true }));
      if (before.mode !== 'signedIn') {
        set({ items, unread: 0 });
        return;
      }
      const session = generation;
      set({ items, unread: 0, error: null });
      try {
        const { unread } = await api.call('readAllNotifications');
        if (session === generation) set({ unread });
      } catch (error) {
        if (session !== generation) return;
        set({
          items: before.items,
          unread: before.unread,
          error: errorMessage(error, 'すべて既読にできませんでした'),
        });
      }
    },
  };
}
