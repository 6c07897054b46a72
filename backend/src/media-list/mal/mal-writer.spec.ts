// The export files: MyAnimeList's XML with the elements MAL, AniList and Kitsu read, read back to the
// same list by our own reader, and JSON with AniList's names.
import { XMLParser } from 'fast-xml-parser';
import type { MediaListJsonExport } from '@anifan/contract';
import type { MediaListEntry } from '../media-list.types';
import { readMalExport } from './mal-reader';
import { writeListJson, writeMalXml, type MalWork } from './mal-writer';

const NO_DATE = { year: null, month: null, day: null };
const USER = { id: 7, name: 'ゆき & <friends>', scoreFormat: 'POINT_10_DECIMAL' as const };

function entry(fields: Partial<MediaListEntry>): MediaListEntry {
  return {
    id: 1,
    userId: USER.id,
    mediaId: 113415,
    status: 'CURRENT',
    progress: 0,
    repeat: 0,
    scoreRaw: 0,
    notes: null,
    private: false,
    startedAt: NO_DATE,
    completedAt: NO_DATE,
    createdAt: 1_700_000_000_000,
    updatedAt: 1_700_000_500_999,
    revision: 1,
    ...fields,
  };
}

const WORKS = new Map<number, MalWork>([
  [113415, { malId: 40748, title: 'Jujutsu Kaisen', type: 'TV' }],
  [154587, { malId: 52991, title: 'Sousou no Frieren', type: 'TV' }],
  [5114, { malId: 5114, title: 'Hagane no Renkinjutsushi: FA', type: 'TV' }],
  [21, { malId: 21, title: 'ONE PIECE', type: 'TV' }],
  [1535, { malId: 1535, title: 'DEATH NOTE', type: 'TV' }],
  [199, { malId: 199, title: 'Sen to Chihiro no Kamikakushi', type: 'Movie' }],
]);

const ENTRIES: MediaListEntry[] = [
  entry({
    id: 1,
    mediaId: 113415,
    status: 'CURRENT',
    progress: 3,
    scoreRaw: 80,
    notes: 'Gojo ]]> & <3\n二行目',
    startedAt: { year: 2020, month: 10, day: 3 },
  }),
  entry({
    id: 2,
    mediaId: 154587,
    status: 'COMPLETED',
    progress: 28,
    repeat: 1,
    scoreRaw: 100,
    startedAt: { year: 2023, month: 9, day: 29 },
    completedAt: { year: 2024, month: 3, day: 22 },
  }),
  entry({ id: 3, mediaId: 5114, status: 'PAUSED', progress: 10, scoreRaw: 70 }),
  entry({
    id: 4,
    mediaId: 21,
    status: 'DROPPED',
    progress: 120,
    startedAt: { year: 2015, month: 6, day: null },
  }),
  entry({ id: 5, mediaId: 1535, status: 'PLANNING' }),
  entry({ id: 6, mediaId: 199, status: 'REPEATING', progress: 1, repeat: 2, scoreRaw: 90 }),
];

describe('writeMalXml', () => {
  const xml = writeMalXml(USER, ENTRIES, WORKS);
  const parsed = new XMLParser({ parseTagValue: false }).parse(xml) as {
    myanimelist: { myinfo: Record<string, string>; anime: Record<string, string>[] };
  };

  it('writes MyAnimeList’s anime export: <myinfo> with user_export_type 1 and the totals', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8" ?>\n<myanimelist>')).toBe(true);
    expect(parsed.myanimelist.myinfo).toEqual({
      user_id: '7',
      user_name: 'ゆき & <friends>',
      user_export_type: '1',
      user_total_anime: '6',
      user_total_watching: '1',
      user_total_completed: '2',
      user_total_onhold: '1',
      user_total_dropped: '1',
      user_total_plantowatch: '1',
    });
  });

  it('writes each entry with the elements importers read', () => {
    expect(parsed.myanimelist.anime[0]).toMatchObject({
      series_animedb_id: '40748',
      series_title: 'Jujutsu Kaisen',
      series_type: 'TV',
      my_watched_episodes: '3',
      my_start_date: '2020-10-03',
      my_finish_date: '0000-00-00',
      my_score: '8',
      my_status: 'Watching',
      my_comments: 'Gojo ]]> & <3\n二行目',
      my_times_watched: '0',
      my_rewatching: '0',
      my_last_updated: '1700000500',
      update_on_import: '1',
    });
    expect(parsed.myanimelist.anime[3]).toMatchObject({ my_start_date: '2015-06-00', my_status: 'Dropped' });
    expect(parsed.myanimelist.anime[5]).toMatchObject({
      series_type: 'Movie',
      my_status: 'Completed',
      my_rewatching: '1',
      my_rewatching_ep: '1',
      my_times_watched: '2',
    });
  });

  it('reads back to the same list (round trip)', () => {
    const { entries, skipped } = readMalExport(Buffer.from(xml, 'utf8'));
    expect(skipped).toEqual([]);
    expect(entries.every((read) => read.updatedAt === 1_700_000_500_000)).toBe(true);
    const malIds = new Map([...WORKS.values()].map((work) => [work.malId, work]));
    expect(
      entries.map(({ updatedAt: _updatedAt, title: _title, malId, ...content }) => ({ malId, ...content })),
    ).toEqual(
      ENTRIES.map((original) => ({
        malId: WORKS.get(original.mediaId)?.malId,
        status: original.status,
        progress: original.progress,
        repeat: original.repeat,
        scoreRaw: original.scoreRaw,
        notes: original.notes,
        startedAt: original.startedAt,
        completedAt: original.completedAt,
      })),
    );
    expect(entries.every((read) => malIds.has(read.malId))).toBe(true);
  });

  it('leaves out a work without a MyAnimeList id (those sites could not name it)', () => {
    const withUnknown = writeMalXml(USER, [...ENTRIES, entry({ id: 9, mediaId: 1_000_000_123 })], WORKS);
    expect(readMalExport(Buffer.from(withUnknown, 'utf8')).entries).toHaveLength(ENTRIES.length);
    expect(withUnknown).toContain('<user_total_anime>6</user_total_anime>');
  });
});

describe('writeListJson', () => {
  it('writes every entry with AniList’s MediaList names, private ones too', () => {
    const answer = JSON.parse(
      writeListJson(
        USER,
        [ENTRIES[0] as MediaListEntry, entry({ id: 9, mediaId: 1_000_000_123, private: true })],
        WORKS,
      ),
    ) as MediaListJsonExport;
    expect(answer.user).toEqual({
      id: 7,
      name: 'ゆき & <friends>',
      mediaListOptions: { scoreFormat: 'POINT_10_DECIMAL' },
    });
    expect(answer.scoreFormat).toBe('POINT_100');
    expect(answer.entries).toEqual([
      {
        id: 1,
        mediaId: 113415,
        idMal: 40748,
        status: 'CURRENT',
        score: 80,
        progress: 3,
        repeat: 0,
        private: false,
        notes: 'Gojo ]]> & <3\n二行目',
        startedAt: { year: 2020, month: 10, day: 3 },
        completedAt: NO_DATE,
        createdAt: 1_700_000_000,
        updatedAt: 1_700_000_500,
      },
      expect.objectContaining({ id: 9, idMal: null, private: true }),
    ]);
  });
});
