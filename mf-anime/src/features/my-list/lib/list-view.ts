// What マイリスト shows: the list's entries with their works, by status tab, filtered by title and sorted,
// and the 「次に見る」 row of the works being watched.
import type { ListWork } from '@anifan/contract';
import {
  pickableStatus,
  STATUS_LABELS,
  type ListEntry,
  type ListStatus,
  type PickableStatus,
} from '../../../shared/my-list';
import { nextEpisode, type NextEpisode } from './next-episode';

export type ListTab = PickableStatus;

/** The tabs in their order, each with its label (a rewatch is under 見てる). */
export const LIST_TABS: readonly { tab: ListTab; label: string }[] = (
  ['CURRENT', 'PLANNING', 'COMPLETED', 'PAUSED', 'DROPPED'] as const
).map((tab) => ({ tab, label: STATUS_LABELS[tab] }));

export const isListTab = (value: string | null): value is ListTab =>
  LIST_TABS.some(({ tab }) => tab === value);

export type ListSort = 'updated' | 'title' | 'broadcast';

export const LIST_SORTS: readonly { sort: ListSort; label: string }[] = [
  { sort: 'updated', label: '更新日' },
  { sort: 'title', label: 'タイトル' },
  { sort: 'broadcast', label: '次回放送' },
];

export const isListSort = (value: string | null): value is ListSort =>
  LIST_SORTS.some(({ sort }) => sort === value);

/** One entry as a row: its work (undefined while unknown or when the catalogue has none) and title. */
export interface ListRow {
  entry: ListEntry;
  work: ListWork | undefined;
  /** The work's Japanese title, else its romaji, else `作品ID 12345`. */
  title: string;
}

const tabOf = (status: ListStatus): ListTab => pickableStatus(status);

export function toRows(entries: Iterable<ListEntry>, works: ReadonlyMap<number, ListWork>): ListRow[] {
  return [...entries].map((entry) => {
    const work = works.get(entry.mediaId);
    const title = work?.title?.native || work?.title?.romaji || `作品ID ${entry.mediaId}`;
    return { entry, work, title };
  });
}

/** How many entries each tab holds. */
export function tabCounts(rows: readonly ListRow[]): Record<ListTab, number> {
  const counts: Record<ListTab, number> = { CURRENT: 0, PLANNING: 0, COMPLETED: 0, PAUSED: 0, DROPPED: 0 };
  for (const { entry } of rows) counts[tabOf(entry.status)] += 1;
  return counts;
}

/** Width-folded and lower-cased, so `ｊｕｊｕｔｓｕ` finds `Jujutsu`. */
const fold = (text: string) => text.normalize('NFKC').toLowerCase();

let collator: Intl.Collator | undefined;
/** Made on first use: the first Japanese collator loads ICU's collation data, which loading this module must not cost. */
const byTitle = (a: ListRow, b: ListRow) => (collator ??= new Intl.Collator('ja')).compare(a.title, b.title);
const byUpdated = (a: ListRow, b: ListRow) => b.entry.updatedAt - a.entry.updatedAt || byTitle(a, b);
const nextAiring = (row: ListRow) => row.work?.nextAiringEpisode?.airingAt ?? Number.POSITIVE_INFINITY;
/** Soonest next broadcast first; works with none known after them, by title. */
const byBroadcast = (a: ListRow, b: ListRow) => {
  const [x, y] = [nextAiring(a), nextAiring(b)];
  return x === y ? byTitle(a, b) : x < y ? -1 : 1;
};

const SORTS: Record<ListSort, (a: ListRow, b: ListRow) => number> = {
  updated: byUpdated,
  title: byTitle,
  broadcast: byBroadcast,
};

/** The tab's rows whose title (Japanese or romaji) contains `query`, in the chosen order. */
export function visibleRows(
  rows: readonly ListRow[],
  tab: ListTab,
  query: string,
  sort: ListSort,
): ListRow[] {
  const wanted = fold(query.trim());
  return rows
    .filter(({ entry }) => tabOf(entry.status) === tab)
    .filter(
      ({ title, work }) =>
        wanted === '' || [title, work?.title?.romaji ?? ''].some((text) => fold(text).includes(wanted)),
    )
    .sort(SORTS[sort]);
}

export interface UpNext {
  row: ListRow;
  next: NextEpisode;
}

// An ended work of unknown length comes with the aired ones: its next episode, if it exists, can be watched now.
const UP_NEXT_ORDER: Record<NextEpisode['kind'], number> = {
  aired: 0,
  countUnknown: 0,
  upcoming: 1,
  later: 2,
  unknown: 3,
};

/**
 * 「次に見る」: every work being watched (見てる, a rewatch too) with its next episode; those that can be
 * watched now first (the latest touched first), then the coming broadcasts, soonest first.
 */
export function upNext(rows: readonly ListRow[], now: Date): UpNext[] {
  return rows
    .filter(({ entry }) => tabOf(entry.status) === 'CURRENT')
    .flatMap((row) => {
      const next = nextEpisode(row.entry.progress, row.work, now);
      return next ? [{ row, next }] : [];
    })
    .sort(
      (a, b) =>
        UP_NEXT_ORDER[a.next.kind] - UP_NEXT_ORDER[b.next.kind] ||
        (a.next.kind === 'upcoming' && b.next.kind === 'upcoming'
          ? a.next.airingAt - b.next.airingAt
          : byUpdated(a.row, b.row)),
    );
}
