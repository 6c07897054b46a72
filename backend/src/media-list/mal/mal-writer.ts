// A fan's list as files to take elsewhere (docs/api.md, エクスポート): MyAnimeList's XML export, which
// MyAnimeList, AniList and Kitsu import, and JSON with AniList's field names. Pure: entries in, text out.
import type { MediaListJsonExport } from '@anifan/contract';
import type { FuzzyDate, ListUser, MediaListEntry, MediaListStatus } from '../media-list.types';

/** What the XML needs of a work besides the entry: its MyAnimeList id and a title to recognise it by. */
export interface MalWork {
  malId: number;
  title: string;
  /** MyAnimeList's series_type: TV, Movie, OVA, ONA. */
  type: string;
}

const MAL_STATUS: Record<MediaListStatus, string> = {
  CURRENT: 'Watching',
  REPEATING: 'Completed',
  COMPLETED: 'Completed',
  PAUSED: 'On-Hold',
  DROPPED: 'Dropped',
  PLANNING: 'Plan to Watch',
};

const MAL_TYPE: Record<string, string> = { TV: 'TV', MOVIE: 'Movie', OVA: 'OVA', ONA: 'ONA' };

export const malTypeOf = (format: string): string => MAL_TYPE[format] ?? 'Unknown';

const escapeText = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** CDATA keeps the text as written; a `]]>` inside is split across two sections. */
const cdata = (text: string): string => `<![CDATA[${text.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;

const pad = (value: number | null, width: number): string => String(value ?? 0).padStart(width, '0');

/** MyAnimeList's `YYYY-MM-DD` with zeros for unknown parts; a date without a year is unknown. */
const malDate = (date: FuzzyDate): string =>
  date.year === null ? '0000-00-00' : `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;

function animeElement(entry: MediaListEntry, work: MalWork): string {
  const repeating = entry.status === 'REPEATING';
  const fields: [string, string][] = [
    ['series_animedb_id', String(work.malId)],
    ['series_title', cdata(work.title)],
    ['series_type', escapeText(work.type)],
    ['series_episodes', '0'],
    ['my_id', '0'],
    ['my_watched_episodes', String(entry.progress)],
    ['my_start_date', malDate(entry.startedAt)],
    ['my_finish_date', malDate(entry.completedAt)],
    ['my_rated', ''],
    ['my_score', String(Math.round(entry.scoreRaw / 10))],
    ['my_storage', ''],
    ['my_storage_value', '0.00'],
    ['my_status', MAL_STATUS[entry.status]],
    ['my_comments', cdata(entry.notes ?? '')],
    ['my_times_watched', String(entry.repeat)],
    ['my_rewatch_value', ''],
    ['my_priority', 'LOW'],
    ['my_tags', cdata('')],
    ['my_rewatching', repeating ? '1' : '0'],
    ['my_rewatching_ep', repeating ? String(entry.progress) : '0'],
    ['my_discuss', '1'],
    ['my_sns', 'default'],
    // When the entry last changed (the older export's element, read back here): importing this file
    // again never undoes a change made after it was written.
    ['my_last_updated', String(Math.floor(entry.updatedAt / 1000))],
    // The list is the fan's own: importing it elsewhere updates what is already there.
    ['update_on_import', '1'],
  ];
  const lines = fields.map(([name, value]) => `\t\t<${name}>${value}</${name}>`);
  return `\t<anime>\n${lines.join('\n')}\n\t</anime>`;
}

const COUNTED: [string, MediaListStatus[]][] = [
  ['user_total_watching', ['CURRENT']],
  ['user_total_completed', ['COMPLETED', 'REPEATING']],
  ['user_total_onhold', ['PAUSED']],
  ['user_total_dropped', ['DROPPED']],
  ['user_total_plantowatch', ['PLANNING']],
];

/**
 * MyAnimeList's export (`user_export_type` 1, anime) of the entries whose work has a MyAnimeList id;
 * `works` by the entries' mediaId. An entry without one cannot be named to those sites and is left out.
 */
export function writeMalXml(
  user: Pick<ListUser, 'id' | 'name'>,
  entries: readonly MediaListEntry[],
  works: ReadonlyMap<number, MalWork>,
): string {
  const written = entries.filter((entry) => works.has(entry.mediaId));
  const totals = COUNTED.map(([name, statuses]) => {
    const count = written.filter((entry) => statuses.includes(entry.status)).length;
    return `\t\t<${name}>${count}</${name}>`;
  });
  const myinfo = [
    `\t\t<user_id>${user.id}</user_id>`,
    `\t\t<user_name>${escapeText(user.name)}</user_name>`,
    '\t\t<user_export_type>1</user_export_type>',
    `\t\t<user_total_anime>${written.length}</user_total_anime>`,
    ...totals,
  ];
  const anime = written.map((entry) => animeElement(entry, works.get(entry.mediaId) as MalWork));
  return [
    '<?xml version="1.0" encoding="UTF-8" ?>',
    '<myanimelist>',
    `\t<myinfo>\n${myinfo.join('\n')}\n\t</myinfo>`,
    ...anime,
    '</myanimelist>',
    '',
  ].join('\n');
}

/** Every entry, the private ones too (the file is the owner's), with each work's MAL id when known. */
export function writeListJson(
  user: Pick<ListUser, 'id' | 'name' | 'scoreFormat'>,
  entries: readonly MediaListEntry[],
  works: ReadonlyMap<number, MalWork>,
): string {
  const answer: MediaListJsonExport = {
    user: { id: user.id, name: user.name, mediaListOptions: { scoreFormat: user.scoreFormat } },
    scoreFormat: 'POINT_100',
    entries: entries.map((entry) => ({
      id: entry.id,
      mediaId: entry.mediaId,
      idMal: works.get(entry.mediaId)?.malId ?? null,
      status: entry.status,
      score: entry.scoreRaw,
      progress: entry.progress,
      repeat: entry.repeat,
      private: entry.private,
      notes: entry.notes,
      startedAt: entry.startedAt,
      completedAt: entry.completedAt,
      createdAt: Math.floor(entry.createdAt / 1000),
      updatedAt: Math.floor(entry.updatedAt / 1000),
    })),
  };
  return `${JSON.stringify(answer, null, 2)}\n`;
}
