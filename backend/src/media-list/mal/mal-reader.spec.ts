// The MyAnimeList export reader on files shaped like real exports: what a fan's file becomes, what is
// skipped and why, and the files it refuses with a Japanese message.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { MAX_MAL_FILE_BYTES, MAX_MAL_XML_BYTES, MalFileError, readMalExport } from './mal-reader';

const fixture = (name: string): Buffer => readFileSync(path.join(__dirname, 'fixtures', name));
const xml = (text: string): Buffer => Buffer.from(text, 'utf8');
const NO_DATE = { year: null, month: null, day: null };

/** One `<anime>` of the newer element set, with `fields` replacing or adding elements. */
function anime(fields: Record<string, string>): string {
  const all = {
    series_animedb_id: '40748',
    series_title: '<![CDATA[Jujutsu Kaisen]]>',
    my_watched_episodes: '3',
    my_start_date: '0000-00-00',
    my_finish_date: '0000-00-00',
    my_score: '0',
    my_status: 'Watching',
    my_comments: '<![CDATA[]]>',
    my_times_watched: '0',
    my_rewatching: '0',
    ...fields,
  };
  return `<anime>${Object.entries(all)
    .map(([name, value]) => `<${name}>${value}</${name}>`)
    .join('')}</anime>`;
}

const list = (...animes: string[]): Buffer =>
  xml(`<?xml version="1.0" encoding="UTF-8" ?><myanimelist>${animes.join('')}</myanimelist>`);

function refusal(file: Uint8Array): MalFileError {
  try {
    readMalExport(file);
  } catch (error) {
    if (error instanceof MalFileError) return error;
    throw error;
  }
  throw new Error('the file was read');
}

afterEach(() => jest.restoreAllMocks());

describe('readMalExport', () => {
  it('reads the newer export: statuses, progress, scores on the 100-point scale, dates, memo', () => {
    const { entries, skipped, invalidByteSequences } = readMalExport(fixture('animelist-new.xml'));
    expect(skipped).toEqual([]);
    expect(invalidByteSequences).toBe(0);
    expect(entries).toEqual([
      {
        malId: 40748,
        title: 'Jujutsu Kaisen',
        status: 'CURRENT',
        progress: 3,
        repeat: 0,
        scoreRaw: 80,
        notes: 'Gojo & friends <3',
        startedAt: { year: 2020, month: 10, day: 3 },
        completedAt: NO_DATE,
      },
      {
        malId: 52991,
        title: 'Sousou no Frieren',
        status: 'COMPLETED',
        progress: 28,
        repeat: 1,
        scoreRaw: 100,
        notes: null,
        startedAt: { year: 2023, month: 9, day: 29 },
        completedAt: { year: 2024, month: 3, day: 22 },
        updatedAt: expect.any(Number),
      },
      {
        malId: 21,
        title: 'One Piece',
        status: 'DROPPED',
        progress: 120,
        repeat: 0,
        scoreRaw: 0,
        notes: null,
        startedAt: { year: 2015, month: 6, day: null },
        completedAt: NO_DATE,
      },
      {
        malId: 99999999,
        title: 'Some Unknown Show',
        status: 'PLANNING',
        progress: 0,
        repeat: 0,
        scoreRaw: 0,
        notes: null,
        startedAt: NO_DATE,
        completedAt: NO_DATE,
      },
    ]);
  });

  it('counts update_on_import 1 as a change made now, so the file’s entry wins at equal progress', () => {
    const before = Date.now();
    const { entries } = readMalExport(fixture('animelist-new.xml'));
    expect(entries[1]?.updatedAt).toBeGreaterThanOrEqual(before);
    expect(entries[0]).not.toHaveProperty('updatedAt');
  });

  it('reads the older element set without <myinfo>: numeric statuses, a rewatch, my_last_updated, a bare &', () => {
    const { entries, skipped } = readMalExport(fixture('animelist-old.xml'));
    expect(skipped).toEqual([]);
    expect(entries).toEqual([
      {
        malId: 40748,
        title: 'Jujutsu Kaisen (TV) & more',
        status: 'REPEATING',
        progress: 5,
        repeat: 0,
        scoreRaw: 90,
        notes: null,
        startedAt: { year: 2020, month: 10, day: 3 },
        completedAt: { year: 2021, month: 3, day: 27 },
        updatedAt: 1_700_000_000_000,
      },
      expect.objectContaining({ malId: 5114, status: 'PAUSED', progress: 10, scoreRaw: 70 }),
      expect.objectContaining({ malId: 1535, status: 'PLANNING', progress: 0, startedAt: NO_DATE }),
    ]);
  });

  it.each([
    ['1', 'CURRENT'],
    ['2', 'COMPLETED'],
    ['3', 'PAUSED'],
    ['4', 'DROPPED'],
    ['6', 'PLANNING'],
    ['Watching', 'CURRENT'],
    ['On-Hold', 'PAUSED'],
    ['plan to watch', 'PLANNING'],
  ])('reads my_status %s as %s', (text, status) => {
    expect(readMalExport(list(anime({ my_status: text }))).entries[0]?.status).toBe(status);
  });

  it('skips an entry without a usable id or with an unknown status, naming it by its title', () => {
    const { entries, skipped } = readMalExport(
      list(
        anime({ series_animedb_id: '', series_title: 'No Id' }),
        anime({ series_animedb_id: 'abc', series_title: 'Bad Id' }),
        anime({ series_animedb_id: '5', series_title: 'Odd Status', my_status: '5' }),
        anime({ series_animedb_id: '6' }),
      ),
    );
    expect(entries.map((entry) => entry.malId)).toEqual([6]);
    expect(skipped).toEqual([
      { malId: null, title: 'No Id', reason: 'no_id' },
      { malId: null, title: 'Bad Id', reason: 'no_id' },
      { malId: 5, title: 'Odd Status', reason: 'unknown_status' },
    ]);
  });

  it('reads bytes that are not UTF-8 in a comment as U+FFFD, keeps the entry and says so', () => {
    const head = Buffer.from(
      '<myanimelist><anime><series_animedb_id>40748</series_animedb_id><series_title>JJK</series_title>' +
        '<my_status>Watching</my_status><my_comments><![CDATA[caf',
    );
    const tail = Buffer.from(' \uFFFD ok]]></my_comments></anime></myanimelist>');
    const { entries, skipped, invalidByteSequences } = readMalExport(
      Buffer.concat([head, Buffer.from([0xe9, 0xff]), tail]),
    );
    expect(entries[0]?.notes).toBe('caf\uFFFD\uFFFD \uFFFD ok');
    expect(invalidByteSequences).toBe(2);
    expect(skipped).toEqual([{ malId: 40748, title: 'JJK', field: 'my_comments', reason: 'invalid_bytes' }]);
  });

  it('drops fields out of range and dates that do not exist, keeping the rest of the entry', () => {
    const { entries, skipped } = readMalExport(
      list(
        anime({
          my_watched_episodes: '-3',
          my_times_watched: '1.5',
          my_score: '11',
          my_start_date: '2021-02-30',
          my_finish_date: 'yesterday',
        }),
      ),
    );
    expect(entries[0]).toMatchObject({
      progress: 0,
      repeat: 0,
      scoreRaw: 0,
      startedAt: NO_DATE,
      completedAt: NO_DATE,
    });
    expect(skipped.map(({ field, reason }) => [field, reason])).toEqual([
      ['my_watched_episodes', 'invalid_progress'],
      ['my_times_watched', 'invalid_repeat'],
      ['my_score', 'invalid_score'],
      ['my_start_date', 'invalid_date'],
      ['my_finish_date', 'invalid_date'],
    ]);
  });

  it('cuts a memo to 1,000 characters and cleans control characters from it, saying so', () => {
    const long = 'あ'.repeat(1200);
    const [first, second] = [
      readMalExport(list(anime({ my_comments: `<![CDATA[${long}]]>` }))),
      readMalExport(list(anime({ my_comments: '<![CDATA[bell\u0007 rings]]>' }))),
    ];
    expect(first.entries[0]?.notes).toBe('あ'.repeat(1000));
    expect(first.skipped).toEqual([
      expect.objectContaining({ field: 'my_comments', reason: 'notes_too_long' }),
    ]);
    expect(second.entries[0]?.notes).toBe('bell rings');
    expect(second.skipped).toEqual([
      expect.objectContaining({ field: 'my_comments', reason: 'unsafe_text' }),
    ]);
  });

  it('reads an empty list, and one with <myinfo> only', () => {
    expect(readMalExport(xml('<myanimelist></myanimelist>')).entries).toEqual([]);
    const onlyInfo = xml(
      '<myanimelist><myinfo><user_export_type>1</user_export_type></myinfo></myanimelist>',
    );
    expect(readMalExport(onlyInfo)).toEqual({ entries: [], skipped: [], invalidByteSequences: 0 });
  });

  it('reads the gzip MyAnimeList downloads, told by its bytes whatever the name', () => {
    jest.spyOn(Date, 'now').mockReturnValue(1_800_000_000_000);
    const zipped = gzipSync(fixture('animelist-new.xml'));
    expect(readMalExport(zipped)).toEqual(readMalExport(fixture('animelist-new.xml')));
  });

  it('refuses a gzip that inflates past the limit (a gzip bomb) without inflating it all', () => {
    const bomb = gzipSync(Buffer.alloc(MAX_MAL_XML_BYTES + 1024 * 1024, 0x20));
    expect(bomb.length).toBeLessThan(MAX_MAL_FILE_BYTES);
    const error = refusal(bomb);
    expect(error.problem).toBe('too_large');
    expect(error.message).toBe('展開すると 20 MB を超えるファイルは読めません。');
  });

  it('refuses a file over the size limit', () => {
    const error = refusal(Buffer.alloc(MAX_MAL_FILE_BYTES + 1, 0x20));
    expect(error.problem).toBe('too_large');
    expect(error.message).toBe('ファイルが大きすぎます。5 MB までのファイルを選んでください。');
  });

  it.each([
    ['a cut-off XML', list(anime({})).subarray(0, 120)],
    ['text that is not XML', xml('series_animedb_id,my_status\n40748,Watching\n')],
    ['a broken gzip', gzipSync(fixture('animelist-new.xml')).subarray(0, 200)],
  ])('refuses %s as malformed, in Japanese', (_name, file) => {
    const error = refusal(file);
    expect(error.problem).toBe('malformed');
    expect(error.message).toMatch(/XML として読めません|gzip ファイルが壊れています/);
  });

  it.each([
    [
      'another XML',
      xml('<?xml version="1.0"?><rss><channel></channel></rss>'),
      /エクスポートファイルではありません/,
    ],
    [
      'a manga list',
      xml(
        '<myanimelist><myinfo><user_export_type>2</user_export_type></myinfo><manga><manga_mangadb_id>2</manga_mangadb_id></manga></myanimelist>',
      ),
      /マンガのリストです/,
    ],
    ['a ZIP', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0]), /ZIP ファイルは読めません/],
  ])('refuses %s as not a MyAnimeList anime export', (_name, file, message) => {
    const error = refusal(file);
    expect(error.problem).toBe('not_mal');
    expect(error.message).toMatch(message);
  });

  it('reads 2,000 entries', () => {
    const animes = Array.from({ length: 2000 }, (_, i) =>
      anime({ series_animedb_id: String(i + 1), my_comments: '<![CDATA[memo]]>' }),
    );
    expect(readMalExport(list(...animes)).entries).toHaveLength(2000);
  });
});
