// Which episodes the detail offers to mark (docs/rules.md#my-list-マイリスト): the episode count when the
// catalogue knows it, else the weekly slots aired so far; never more than the data tells. The count is
// final for a known episode count or a film (one part); a finished work's slots are said to be slots
// (weeks without a broadcast are not in the data, so the work may have had fewer episodes).
import type { GetMediaEpisodesData } from '@anifan/contract';
import type { KnownEpisodes } from '../../../shared/my-list';

export function knownEpisodes(media: GetMediaEpisodesData['Media']): KnownEpisodes {
  if (media?.episodes) return { count: media.episodes, final: true };
  const aired = media?.airingSchedule?.pageInfo?.total ?? 0;
  const finished = media?.status === 'FINISHED' || media?.status === 'CANCELLED';
  if (aired > 0)
    return finished ? { count: aired, final: false, slots: true } : { count: aired, final: false };
  if (media?.format === 'MOVIE' && finished) return { count: 1, final: true };
  return { count: 0, final: false };
}
