// A lenient reader of MyAnimeList's anime list export (docs/rules.md, マイリストのインポート): the XML or
// its gzip (told by the magic bytes), older and newer element sets, with or without <myinfo>. It reads
// what it can and says what it skipped or repaired; a file it cannot read at all is a MalFileError with
// a Japanese message. Pure: bytes in, entries out.
import { gunzipSync } from 'node:zlib';
import {
  MAX_LIST_IMPORT_BYTES,
  MAX_LIST_IMPORT_XML_BYTES,
  type MediaListImportSkip,
  type MediaListImportSkipReason,
} from '@anifan/contract';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { characterLength, cleanText, normalizeText, unsafeTextProblem } from '@anifan/contract/http-schemas';
import { MAX_NOTES_LENGTH, MAX_PROGRESS, MAX_REPEAT } from '../media-list-rules';
import type { FuzzyDate, MediaListStatus } from '../media-list.types';

/** The largest file taken as sent (the XML, or its gzip). */
export const MAX_MAL_FILE_BYTES = MAX_LIST_IMPORT_BYTES;
/** The largest XML a gzip may inflate to: a list of 20,000 works is about 15 MB. */
export const MAX_MAL_XML_BYTES = MAX_LIST_IMPORT_XML_BYTES;

const GZIP_MAGIC = [0x1f, 0x8b] as const;
const ZIP_MAGIC = [0x50, 0x4b] as const;
const REPLACEMENT = '\uFFFD';
/** U+FFFD as UTF-8: the ones written in the file are not repairs. */
const REPLACEMENT_BYTES = Buffer.from(REPLACEMENT, 'utf8');
/**
 * A CDATA section (kept as it is), or an ampersand outside one that starts no entity or character
 * reference (escaped rather than refused: older exports wrote titles without CDATA).
 */
const CDATA_OR_LONE_AMPERSAND = /(<!\[CDATA\[[\s\S]*?\]\]>)|&(?!(?:[A-Za-z][\w.-]*|#\d+|#x[\dA-Fa-f]+);)/g;

export type MalFileProblem = 'too_large' | 'malformed' | 'not_mal';

/** A file that cannot be imported at all; `message` is for the fan, in Japanese. */
export class MalFileError extends Error {
  constructor(
    readonly problem: MalFileProblem,
    message: string,
  ) {
    super(message);
    this.name = 'MalFileError';
  }
}

/** One work of the export as the list keeps it, named by its MyAnimeList id. */
export interface MalEntry {
  malId: number;
  /** `series_title` as written, for the fan to recognise an entry that could not be matched. */
  title: string | null;
  status: MediaListStatus;
  progress: number;
  repeat: number;
  scoreRaw: number;
  notes: string | null;
  startedAt: FuzzyDate;
  completedAt: FuzzyDate;
  /**
   * When the entry counts as changed, epoch ms, for the merge rules: `my_last_updated` when the file
   * has it, now for `update_on_import` 1 (the file's entry is meant to win), else absent (older than
   * anything already on the list).
   */
  updatedAt?: number;
}

export type SkipReason = MediaListImportSkipReason;
export type MalSkip = MediaListImportSkip;

export interface MalExport {
  entries: MalEntry[];
  skipped: MalSkip[];
  /** Byte sequences that were not UTF-8, each read as U+FFFD. */
  invalidByteSequences: number;
}

const STATUS_BY_NAME: Record<string, MediaListStatus> = {
  watching: 'CURRENT',
  '1': 'CURRENT',
  completed: 'COMPLETED',
  '2': 'COMPLETED',
  onhold: 'PAUSED',
  '3': 'PAUSED',
  dropped: 'DROPPED',
  '4': 'DROPPED',
  plantowatch: 'PLANNING',
  '6': 'PLANNING',
};

const NO_DATE: FuzzyDate = { year: null, month: null, day: null };

const startsWith = (bytes: Uint8Array, magic: readonly number[]): boolean =>
  magic.every((byte, index) => bytes[index] === byte);

const megabytes = (bytes: number): string => `${bytes / 1024 / 1024} MB`;

/** The export's XML: the bytes themselves, or what their gzip inflates to (never past MAX_MAL_XML_BYTES). */
function xmlBytes(file: Uint8Array): Buffer {
  if (file.length > MAX_MAL_FILE_BYTES) {
    throw new MalFileError(
      'too_large',
      `ファイルが大きすぎます。${megabytes(MAX_MAL_FILE_BYTES)} までのファイルを選んでください。`,
    );
  }
  if (startsWith(file, ZIP_MAGIC)) {
    throw new MalFileError(
      'not_mal',
      'ZIP ファイルは読めません。MyAnimeList からダウンロードした .xml か .xml.gz をそのまま選んでください。',
    );
  }
  if (!startsWith(file, GZIP_MAGIC)) return Buffer.from(file.buffer, file.byteOffset, file.length);
  try {
    // Inflating stops at the limit: a small gzip of a huge file (a gzip bomb) never fills the memory.
    return gunzipSync(file, { maxOutputLength: MAX_MAL_XML_BYTES });
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ERR_BUFFER_TOO_LARGE') {
      throw new MalFileError(
        'too_large',
        `展開すると ${megabytes(MAX_MAL_XML_BYTES)} を超えるファイルは読めません。`,
      );
    }
    throw new MalFileError('malformed', 'gzip ファイルが壊れています。もう一度ダウンロードしてください。');
  }
}

/** Counts the byte sequences the lossy decoding replaced (U+FFFD written in the file are not counted). */
function countReplacements(text: string, bytes: Buffer): number {
  let decoded = 0;
  for (let at = text.indexOf(REPLACEMENT); at !== -1; at = text.indexOf(REPLACEMENT, at + 1)) decoded += 1;
  let written = 0;
  for (
    let at = bytes.indexOf(REPLACEMENT_BYTES);
    at !== -1;
    at = bytes.indexOf(REPLACEMENT_BYTES, at + REPLACEMENT_BYTES.length)
  ) {
    written += 1;
  }
  return decoded - written;
}

type XmlValue = string | XmlObject | XmlValue[];
interface XmlObject {
  [name: string]: XmlValue;
}

const isObject = (value: unknown): value is XmlObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An element's text; an element given twice counts by its first, one holding elements counts as absent. */
function textOf(anime: XmlObject, name: string): string | undefined {
  const value = anime[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first.trim() : undefined;
}

function parseDocument(xml: string): XmlObject {
  const repaired = xml.replace(CDATA_OR_LONE_AMPERSAND, (match, cdata?: string) => cdata ?? '&amp;');
  const valid = XMLValidator.validate(repaired);
  if (valid !== true) {
    throw new MalFileError(
      'malformed',
      `XML として読めません（${valid.err.line}行目）。ファイルが途中で切れていないか確かめてください。`,
    );
  }
  const parser = new XMLParser({
    parseTagValue: false,
    ignoreDeclaration: true,
    ignorePiTags: true,
    isArray: (_name, path) => path === 'myanimelist.anime' || path === 'myanimelist.manga',
  });
  return parser.parse(repaired) as XmlObject;
}

/** Reads one `<anime>`; null (with the reason in `skipped`) when it cannot be a list entry. */
class EntryReader {
  constructor(
    private readonly anime: XmlObject,
    private readonly skipped: MalSkip[],
  ) {}

  private malId: number | null = null;
  private title: string | null = null;

  read(): MalEntry | null {
    const rawTitle = textOf(this.anime, 'series_title');
    this.title = rawTitle === undefined || rawTitle === '' ? null : cleanText(rawTitle);
    const id = Number(textOf(this.anime, 'series_animedb_id') ?? '');
    if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) return this.skip('no_id');
    this.malId = id;
    if (rawTitle?.includes(REPLACEMENT)) this.note('invalid_bytes', 'series_title');
    const status = this.status();
    if (status === null) return this.skip('unknown_status');
    const rewatching = textOf(this.anime, 'my_rewatching') === '1';
    const watched = this.count('my_watched_episodes', MAX_PROGRESS, 'invalid_progress');
    const rewatchProgress = this.count('my_rewatching_ep', MAX_PROGRESS, 'invalid_progress');
    const entry: MalEntry = {
      malId: id,
      title: this.title,
      status: rewatching ? 'REPEATING' : status,
      progress: rewatching && rewatchProgress > 0 ? rewatchProgress : watched,
      repeat: this.count('my_times_watched', MAX_REPEAT, 'invalid_repeat'),
      scoreRaw: this.score(),
      notes: this.notes(),
      startedAt: this.date('my_start_date'),
      completedAt: this.date('my_finish_date'),
    };
    const updatedAt = this.updatedAt();
    if (updatedAt !== undefined) entry.updatedAt = updatedAt;
    return entry;
  }

  private skip(reason: SkipReason): null {
    this.skipped.push({ malId: this.malId, title: this.title, reason });
    return null;
  }

  private note(reason: SkipReason, field: string): void {
    this.skipped.push({ malId: this.malId, title: this.title, field, reason });
  }

  private status(): MediaListStatus | null {
    const text = textOf(this.anime, 'my_status') ?? '';
    return STATUS_BY_NAME[text.toLowerCase().replace(/[^a-z\d]/g, '')] ?? null;
  }

  /** A count from 0 to `max`; absent or empty is 0, anything else out of range is dropped (0) and said. */
  private count(name: string, max: number, reason: SkipReason): number {
    const text = textOf(this.anime, name);
    if (text === undefined || text === '') return 0;
    const value = Number(text);
    if (Number.isInteger(value) && value >= 0 && value <= max) return value;
    this.note(reason, name);
    return 0;
  }

  /** MyAnimeList's 0–10 (0: not scored) on AniList's 100-point scale. */
  private score(): number {
    const text = textOf(this.anime, 'my_score');
    if (text === undefined || text === '') return 0;
    const value = Number(text);
    if (Number.isFinite(value) && value >= 0 && value <= 10) return Math.round(value * 10);
    this.note('invalid_score', 'my_score');
    return 0;
  }

  private notes(): string | null {
    const text = textOf(this.anime, 'my_comments');
    if (text === undefined) return null;
    if (text.includes(REPLACEMENT)) this.note('invalid_bytes', 'my_comments');
    let notes = normalizeText(text);
    if (unsafeTextProblem(notes) !== null) {
      notes = cleanText(notes);
      this.note('unsafe_text', 'my_comments');
    }
    if (characterLength(notes) > MAX_NOTES_LENGTH) {
      notes = [...notes].slice(0, MAX_NOTES_LENGTH).join('');
      this.note('notes_too_long', 'my_comments');
    }
    return notes.trim() === '' ? null : notes;
  }

  /** `YYYY-MM-DD` with 00 (or 0000) for an unknown part; a day that does not exist is dropped and said. */
  private date(name: string): FuzzyDate {
    const text = textOf(this.anime, name);
    if (text === undefined || text === '' || /^0{4}-0{2}-0{2}$/.test(text)) return NO_DATE;
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
    const [year, month, day] = (match?.slice(1) ?? []).map(Number) as [number, number, number];
    const date: FuzzyDate = {
      year: year === 0 ? null : year,
      month: month === 0 ? null : month,
      day: day === 0 ? null : day,
    };
    const exists =
      match !== null &&
      (date.year === null || (date.year >= 1900 && date.year <= 2100)) &&
      (date.month === null || date.month <= 12) &&
      (date.day === null ||
        (date.month !== null &&
          date.day <= new Date(Date.UTC(date.year ?? 2000, date.month, 0)).getUTCDate()));
    if (exists) return date;
    this.note('invalid_date', name);
    return NO_DATE;
  }

  private updatedAt(): number | undefined {
    const seconds = Number(textOf(this.anime, 'my_last_updated') ?? '');
    if (Number.isInteger(seconds) && seconds > 0) return seconds * 1000;
    return textOf(this.anime, 'update_on_import') === '1' ? Date.now() : undefined;
  }
}

/**
 * The anime list in a MyAnimeList export's bytes. Throws MalFileError for a file too large, not XML or
 * gzip, or not an anime list export.
 */
export function readMalExport(file: Uint8Array): MalExport {
  const bytes = xmlBytes(file);
  const text = new TextDecoder('utf-8').decode(bytes);
  const invalidByteSequences = countReplacements(text, bytes);
  const document = parseDocument(text);
  const root = document.myanimelist;
  if (!isObject(root) && root !== '') {
    throw new MalFileError(
      'not_mal',
      'MyAnimeList のエクスポートファイルではありません。MyAnimeList の「Export My List」でダウンロードしたファイルを選んでください。',
    );
  }
  const list = isObject(root) ? root : {};
  const animeElements = Array.isArray(list.anime) ? list.anime : [];
  const myinfo = list.myinfo;
  if (
    animeElements.length === 0 &&
    (Array.isArray(list.manga) || (isObject(myinfo) && textOf(myinfo, 'user_export_type') === '2'))
  ) {
    throw new MalFileError(
      'not_mal',
      'マンガのリストです。アニメのリスト（animelist_….xml.gz）を選んでください。',
    );
  }
  const skipped: MalSkip[] = [];
  const entries: MalEntry[] = [];
  for (const anime of animeElements) {
    const entry = isObject(anime) ? new EntryReader(anime, skipped).read() : null;
    if (entry) entries.push(entry);
    else if (!isObject(anime)) skipped.push({ malId: null, title: null, reason: 'no_id' });
  }
  return { entries, skipped, invalidByteSequences };
}
