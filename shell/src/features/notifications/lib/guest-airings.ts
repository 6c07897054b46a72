// 放送開始 for a guest, on this device only: the works of their local マイリスト (mf-anime keeps it in
// localStorage under GUEST_LIST_KEY; read here, never written) in 見てる or 見たい, their next broadcasts
// asked from the catalogue's GraphQL, and a timer per broadcast while the app is open.
import type { NotificationSubject } from '@anifan/contract';

/** mf-anime's guest マイリスト (its guest-backend.ts); the shell only reads it. */
export const GUEST_LIST_KEY = 'anifan:my-list:guest';

/** The statuses whose works' broadcasts are announced: 見てる (and its rewatch) and 見たい. */
const ANNOUNCED_STATUSES = new Set(['CURRENT', 'REPEATING', 'PLANNING']);

/** The catalogue answers at most this many works in one page. */
const MAX_WORKS = 50;

/** A timer further off than this asks the catalogue again instead (a slot may move; setTimeout's limit). */
export const LONGEST_WAIT_MS = 6 * 60 * 60 * 1000;

/** How often the list is read again for works added in this tab (other tabs' changes come as events). */
export const LIST_CHECK_MS = 30_000;

/**
 * The catalogue's clock may run elsewhere than this browser's (CLOCK_START, for demos and browser tests):
 * a difference past this is taken as the catalogue's; one under it is a cached answer's age and ignored.
 */
export const CLOCK_TOLERANCE_MS = 5 * 60 * 1000;

/** After a failed ask, the catalogue is asked again after this. */
export const RETRY_MS = 5 * 60 * 1000;

export const GUEST_AIRINGS_QUERY = `query GuestNextAirings($ids: [Int]) {
  Page(perPage: ${MAX_WORKS}) {
    media(id_in: $ids, type: ANIME) {
      id
      title { native romaji }
      nextAiringEpisode { episode airingAt timeUntilAiring }
    }
  }
}`;

export type AiringSubject = Extract<NotificationSubject, { kind: 'airing' }>;

/** The works of the guest's list to announce; an unreadable or foreign value reads as none. */
export function readGuestWorkIds(storage: Pick<Storage, 'getItem'>): number[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(GUEST_LIST_KEY) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const ids = new Set<number>();
  for (const entry of parsed as unknown[]) {
    const { mediaId, status } = (entry ?? {}) as { mediaId?: unknown; status?: unknown };
    if (Number.isInteger(mediaId) && (mediaId as number) > 0 && ANNOUNCED_STATUSES.has(String(status))) {
      ids.add(mediaId as number);
    }
  }
  return [...ids].slice(0, MAX_WORKS);
}

interface MediaAnswer {
  id: number;
  title?: { native?: string | null; romaji?: string | null } | null;
  nextAiringEpisode?: { episode: number; airingAt: number; timeUntilAiring?: number | null } | null;
}

export interface NextAirings {
  airings: AiringSubject[];
  /** The catalogue's clock minus this browser's (0 when they agree within CLOCK_TOLERANCE_MS). */
  clockOffsetMs: number;
}

/** The next broadcast of each work that has one, from the catalogue (airingAt in seconds). */
export async function fetchNextAirings(
  graphqlUrl: string,
  ids: number[],
  fetchImpl: typeof fetch,
  now: () => number = Date.now,
): Promise<NextAirings> {
  if (ids.length === 0) return { airings: [], clockOffsetMs: 0 };
  const response = await fetchImpl(graphqlUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({
      operationName: 'GuestNextAirings',
      query: GUEST_AIRINGS_QUERY,
      variables: { ids },
    }),
  });
  if (!response.ok) throw new Error(`catalog/${response.status}`);
  const body = (await response.json()) as { data?: { Page?: { media?: MediaAnswer[] | null } | null } };
  const media = body.data?.Page?.media;
  if (!Array.isArray(media)) throw new Error('catalog/no_data');
  const answeredAt = now();
  let clockOffsetMs = 0;
  const airings = media.flatMap((work) => {
    const next = work.nextAiringEpisode;
    if (!next) return [];
    if (typeof next.timeUntilAiring === 'number') {
      const offset = (next.airingAt - next.timeUntilAiring) * 1000 - answeredAt;
      if (Math.abs(offset) > CLOCK_TOLERANCE_MS) clockOffsetMs = offset;
    }
    return [
      {
        kind: 'airing' as const,
        mediaId: work.id,
        title: work.title?.native || work.title?.romaji || `#${work.id}`,
        episode: next.episode,
        airingAt: new Date(next.airingAt * 1000).toISOString(),
      },
    ];
  });
  return { airings, clockOffsetMs };
}

export interface GuestAiringsDeps {
  graphqlUrl: string;
  storage?: Storage;
  fetchImpl?: typeof fetch;
  now?: () => number;
  /** Whether the browser is online: offline, the catalogue is not asked until the `online` event. */
  online?: () => boolean;
  /** The window whose `storage` and `online` events tell of the list changing in another tab, and of the network coming back. */
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

/** Follows the guest's list; `onAired` gets each broadcast of it at its time. Answers a stop function. */
export type GuestAirings = (onAired: (subject: AiringSubject) => void) => () => void;

export function createGuestAirings({
  graphqlUrl,
  storage = localStorage,
  fetchImpl = (...args) => fetch(...args),
  now = Date.now,
  online = () => navigator.onLine,
  target = window,
}: GuestAiringsDeps): GuestAirings {
  return (onAired) => {
    let stopped = false;
    let timers: ReturnType<typeof setTimeout>[] = [];
    /** Each broadcast is announced once, however often the catalogue is asked. */
    const announced = new Set<string>();
    const clear = () => {
      for (const timer of timers) clearTimeout(timer);
      timers = [];
    };
    const later = (ms: number, run: () => void) => {
      timers.push(setTimeout(run, Math.max(0, Math.min(ms, LONGEST_WAIT_MS))));
    };
    let planned = '';
    const plan = async () => {
      clear();
      const ids = readGuestWorkIds(storage);
      planned = ids.join(',');
      if (ids.length === 0 || !online()) return;
      let next: NextAirings;
      try {
        next = await fetchNextAirings(graphqlUrl, ids, fetchImpl, now);
      } catch {
        if (!stopped) later(RETRY_MS, () => void plan());
        return;
      }
      if (stopped) return;
      clear();
      for (const airing of next.airings) {
        const key = `${airing.mediaId}:${airing.episode}`;
        const wait = Date.parse(airing.airingAt) - (now() + next.clockOffsetMs);
        if (announced.has(key)) continue;
        if (wait > LONGEST_WAIT_MS) continue;
        later(wait, () => {
          if (stopped || announced.has(key)) return;
          announced.add(key);
          onAired(airing);
          // The next episode's slot is known once this one has aired.
          later(60_000, () => void plan());
        });
      }
      // Further broadcasts (and moved slots) are asked for again in a while.
      later(LONGEST_WAIT_MS, () => void plan());
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === GUEST_LIST_KEY || event.key === null) void plan();
    };
    const onOnline = () => void plan();
    target.addEventListener('storage', onStorage as EventListener);
    target.addEventListener('online', onOnline);
    const check = setInterval(() => {
      if (readGuestWorkIds(storage).join(',') !== planned) void plan();
    }, LIST_CHECK_MS);
    void plan();
    return () => {
      stopped = true;
      clear();
      clearInterval(check);
      target.removeEventListener('storage', onStorage as EventListener);
      target.removeEventListener('online', onOnline);
    };
  };
}
