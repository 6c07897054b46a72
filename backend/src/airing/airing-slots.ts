// The scheduling rules of airing notifications (pure): how the catalogue's upcoming broadcasts become
// stored slots, and how a slot reads in Japan's broadcast convention (深夜 slots as 24:00–28:59 of the
// day before, as TV guides print them).

/** A stored slot: one broadcast of one episode. */
export interface AiringSlot {
  mediaId: number;
  episode: number;
  /** Epoch ms of the broadcast. */
  airingAt: number;
  title: string;
  /** Raised each time the broadcast moves. */
  sequence: number;
  /** Epoch ms when the episode's notifications were stored; null while still to announce. */
  notifiedAt: number | null;
}

/** What the catalogue says of one work: its title and its broadcasts still to come. */
export interface CatalogWork {
  mediaId: number;
  title: string;
  /** `airingAt` in epoch ms. */
  upcoming: Array<{ episode: number; airingAt: number }>;
}

export interface SlotPlan {
  /** Slots to insert or update (new, moved or renamed), with their new sequence. */
  upserts: AiringSlot[];
  /** Slots still to come that the catalogue no longer lists (the work ended, the episode dropped). */
  removals: Array<{ mediaId: number; episode: number }>;
}

const key = (mediaId: number, episode: number) => `${mediaId}:${episode}`;

/**
 * Compares the stored slots of the answered works with what the catalogue lists at `now`. A slot
 * already announced is never touched; one still to come that moved gets `sequence + 1`; one the
 * catalogue no longer lists, still in the future, is removed (no notification for a broadcast that is
 * not happening); one already due is left for the due job (the catalogue lists only what has not aired).
 * Works the catalogue did not answer for are not in `works`, and their slots stay as they are.
 */
export function planSlots(
  stored: readonly AiringSlot[],
  works: readonly CatalogWork[],
  now: number,
): SlotPlan {
  const existing = new Map(stored.map((slot) => [key(slot.mediaId, slot.episode), slot]));
  const upserts: AiringSlot[] = [];
  const removals: SlotPlan['removals'] = [];
  for (const work of works) {
    const listed = new Set<number>();
    for (const { episode, airingAt } of work.upcoming) {
      if (listed.has(episode)) continue;
      listed.add(episode);
      const slot = existing.get(key(work.mediaId, episode));
      if (!slot) {
        upserts.push({
          mediaId: work.mediaId,
          episode,
          airingAt,
          title: work.title,
          sequence: 0,
          notifiedAt: null,
        });
      } else if (slot.notifiedAt === null && slot.airingAt !== airingAt) {
        upserts.push({ ...slot, airingAt, title: work.title, sequence: slot.sequence + 1 });
      } else if (slot.notifiedAt === null && slot.title !== work.title) {
        upserts.push({ ...slot, title: work.title });
      }
    }
    for (const slot of stored) {
      if (slot.mediaId !== work.mediaId || listed.has(slot.episode)) continue;
      if (slot.notifiedAt === null && slot.airingAt > now)
        removals.push({ mediaId: slot.mediaId, episode: slot.episode });
    }
  }
  return { upserts, removals };
}

/** Whether the slot is to be announced at `now`: its broadcast has begun and it was not announced yet. */
export function isDue(slot: Pick<AiringSlot, 'airingAt' | 'notifiedAt'>, now: number): boolean {
  return slot.notifiedAt === null && slot.airingAt <= now;
}

const JST_OFFSET_MS = 9 * 3_600_000;
const WEEKDAYS = ['日', '月', '火', '水', '木', '金', '土'] as const;
/** Broadcasts before 05:00 belong to the previous broadcast day (深夜アニメ: 25:30 is 01:30 the next day). */
const BROADCAST_DAY_STARTS_AT_HOUR = 5;

/** A broadcast as a Japanese TV guide prints it: weekday and time of the broadcast day in JST (`金 25:25`). */
export function japanBroadcastTime(airingAt: number): string {
  const jst = new Date(airingAt + JST_OFFSET_MS);
  let hour = jst.getUTCHours();
  let weekday = jst.getUTCDay();
  if (hour < BROADCAST_DAY_STARTS_AT_HOUR) {
    hour += 24;
    weekday = (weekday + 6) % 7;
  }
  const minute = String(jst.getUTCMinutes()).padStart(2, '0');
  return `${WEEKDAYS[weekday]} ${String(hour).padStart(2, '0')}:${minute}`;
}
