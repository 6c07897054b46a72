// 「次に見る」: the episode after the fan's progress on a work they are watching, and whether it has aired,
// from what the catalogue knows and nothing more (docs/rules.md#the-offline-catalogues-horizon).
import type { ListWork } from '@anifan/contract';
import { airingLabel } from '../../../shared/broadcast/lib/weekly-slot';

export type NextEpisode =
  /** Aired already: the fan can watch it now. */
  | { episode: number; kind: 'aired' }
  /** Its broadcast is known and still to come (Unix seconds). */
  | { episode: number; kind: 'upcoming'; airingAt: number }
  /** Not aired: it comes after the next known broadcast, whose date is all the source knows. */
  | { episode: number; kind: 'later' }
  /** The source knows no broadcast for it (no schedule, or past the offline catalogue's horizon). */
  | { episode: number; kind: 'unknown' }
  /** An ended work whose episode count the source does not know: this episode may not exist. */
  | { episode: number; kind: 'countUnknown' };

/**
 * The next episode to watch after `progress` episodes, or null when the fan has watched every episode
 * the work is known to have. `now` decides whether a known broadcast has happened.
 */
export function nextEpisode(progress: number, work: ListWork | undefined, now: Date): NextEpisode | null {
  const episode = progress + 1;
  if (typeof work?.episodes === 'number' && episode > work.episodes) return null;
  const next = work?.nextAiringEpisode;
  if (next) {
    const nowSeconds = now.getTime() / 1000;
    if (episode < next.episode || (episode === next.episode && next.airingAt <= nowSeconds)) {
      return { episode, kind: 'aired' };
    }
    return episode === next.episode
      ? { episode, kind: 'upcoming', airingAt: next.airingAt }
      : { episode, kind: 'later' };
  }
  // An ended work has aired all its episodes; the episode count, when known, was checked above.
  if (work?.status === 'FINISHED') {
    return typeof work.episodes === 'number' ? { episode, kind: 'aired' } : { episode, kind: 'countUnknown' };
  }
  return { episode, kind: 'unknown' };
}

/** The same episode with the same broadcast: its label and colour are unchanged. */
export function sameNextEpisode(a: NextEpisode, b: NextEpisode): boolean {
  if (a.kind !== b.kind || a.episode !== b.episode) return false;
  return a.kind !== 'upcoming' || (b.kind === 'upcoming' && a.airingAt === b.airingAt);
}

/** `第5話 11月28日(金) 23:00〜`, `第5話 放送済み`, … (Japan time; a dated broadcast keeps its calendar date). */
export function nextEpisodeLabel(next: NextEpisode): string {
  const name = `第${next.episode}話`;
  switch (next.kind) {
    case 'aired':
      return `${name} 放送済み`;
    case 'upcoming':
      return `${name} ${airingLabel(next.airingAt)}〜`;
    case 'later':
      return `${name} 未放送`;
    case 'unknown':
      return `${name} 放送日時の情報がありません`;
    case 'countUnknown':
      return `${name}から（全話数の情報がありません）`;
  }
}
