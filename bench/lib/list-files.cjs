// The files the マイリスト part (issue #29) measures with: a MyAnimeList export as the backend's import
// reads it, and a guest's list as mf-anime keeps it in localStorage. Pure, so bench/lib/list-files.test.ts
// checks them against the app's own readers.

/** mf-anime's GUEST_LIST_STORAGE_KEY (src/shared/my-list/lib/guest-backend.ts): where a guest's list lives. */
const GUEST_LIST_STORAGE_KEY = 'anifan:my-list:guest';

const MAL_STATUSES = ['Watching', 'Completed', 'Plan to Watch', 'On-Hold', 'Dropped'];
const GUEST_STATUSES = ['CURRENT', 'CURRENT', 'PLANNING', 'COMPLETED', 'PAUSED', 'DROPPED'];

/**
 * `text` inside a CDATA section, a `]]>` in it split across two.
 * @param {string} text
 */
const cdata = (text) => `<![CDATA[${text.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;

/**
 * A MyAnimeList export (the newer element set) of `works` (`{ idMal, title: { romaji, native } }`), one
 * entry each, statuses, progress, scores and memos varied as a real list's.
 * @param {{ idMal: number, title: { romaji?: string | null, native?: string | null } }[]} works
 * @returns {Buffer}
 */
function malExport(works) {
  const animes = works.map(
    (work, i) =>
      `<anime><series_animedb_id>${work.idMal}</series_animedb_id>` +
      `<series_title>${cdata(work.title.romaji ?? work.title.native ?? '')}</series_title>` +
      `<my_watched_episodes>${(i % 12) + 1}</my_watched_episodes><my_score>${i % 11}</my_score>` +
      `<my_status>${MAL_STATUSES[i % MAL_STATUSES.length]}</my_status>` +
      `<my_comments>${cdata(i % 7 === 0 ? 'ベンチマーク用メモ' : '')}</my_comments>` +
      '<my_start_date>2024-01-02</my_start_date><my_finish_date>0000-00-00</my_finish_date></anime>',
  );
  return Buffer.from(
    '<?xml version="1.0" encoding="UTF-8" ?><myanimelist><myinfo><user_export_type>1</user_export_type></myinfo>' +
      `${animes.join('')}</myanimelist>`,
  );
}

/**
 * A guest's entries for `works` (`{ id }`, AniList ids), statuses spread as a fan's, each changed a
 * minute before the next, from `now` (epoch ms).
 * @param {{ id: number }[]} works
 * @param {number} now
 */
function guestEntries(works, now) {
  return works.map((work, i) => ({
    mediaId: work.id,
    status: GUEST_STATUSES[i % GUEST_STATUSES.length],
    progress: (i % 10) + 1,
    repeat: 0,
    scoreRaw: (i % 11) * 10,
    notes: null,
    private: false,
    startedAt: null,
    completedAt: null,
    updatedAt: now - i * 60_000,
  }));
}

module.exports = { GUEST_LIST_STORAGE_KEY, guestEntries, malExport };
