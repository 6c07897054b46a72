import type { GetMediaEpisodesData } from '@anifan/contract';
import { knownEpisodes } from './known-episodes';

type Media = NonNullable<GetMediaEpisodesData['Media']>;

function media(fields: Partial<Media>, aired: number | null = null): Media {
  return {
    id: 1,
    episodes: null,
    status: 'FINISHED',
    format: 'TV',
    airingSchedule: aired === null ? null : { pageInfo: { total: aired } },
    ...fields,
  };
}

describe('knownEpisodes', () => {
  it.each([
    ['a known episode count', media({ episodes: 24, status: 'RELEASING' }, 5), { count: 24, final: true }],
    [
      'a finished work known by its weekly slots only (offline): slots, not a final count',
      media({}, 26),
      { count: 26, final: false, slots: true },
    ],
    [
      'a work on air: only the slots aired so far',
      media({ status: 'RELEASING' }, 7),
      { count: 7, final: false },
    ],
    ['a work on hiatus', media({ status: 'HIATUS' }, 12), { count: 12, final: false }],
    ['a finished film without a schedule', media({ format: 'MOVIE' }), { count: 1, final: true }],
    [
      'a film still to come',
      media({ format: 'MOVIE', status: 'NOT_YET_RELEASED' }),
      { count: 0, final: false },
    ],
    ['a work not yet aired', media({ status: 'NOT_YET_RELEASED' }, 0), { count: 0, final: false }],
    ['no answer', null, { count: 0, final: false }],
  ])('%s', (_name, answer, known) => {
    expect(knownEpisodes(answer)).toEqual(known);
  });
});
