// Import and export of a fan's list as files (docs/api.md, マイリストのインポートとエクスポート): a
// MyAnimeList export read leniently, its MAL ids mapped to the catalogue's works with bangumi-data's
// cross-site ids, and merged into the list in one transaction by the merge rules; the list written as
// MyAnimeList's XML or as JSON.
import { Injectable } from '@nestjs/common';
import type { MediaListExportQuery, MediaListImportResult } from '@anifan/contract';
import type { AuthenticatedUser } from '../../auth';
import { CrossSiteIds } from '../../catalog';
import { AppError } from '../../common';
import { MAX_MERGE_ENTRIES, MediaListService } from '../media-list.service';
import type { MergeCandidate } from '../media-list.types';
import { MalFileError, readMalExport, type MalEntry, type MalExport } from './mal-reader';
import { malTypeOf, writeListJson, writeMalXml, type MalWork } from './mal-writer';

/** A file to download. */
export interface ListFile {
  body: string;
  contentType: string;
  filename: string;
}

const JAPAN_OFFSET_MS = 9 * 60 * 60 * 1000;

/** `anifan-mylist-20261126.xml`: the day in Japan. */
const fileName = (extension: string, now: number): string =>
  `anifan-mylist-${new Date(now + JAPAN_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '')}.${extension}`;

function read(file: Uint8Array): MalExport {
  try {
    const export_ = readMalExport(file);
    if (export_.entries.length > MAX_MERGE_ENTRIES) {
      throw new MalFileError(
        'too_large',
        `一度にインポートできるのは ${MAX_MERGE_ENTRIES.toLocaleString('en-US')} 作品までです。`,
      );
    }
    return export_;
  } catch (error) {
    if (!(error instanceof MalFileError)) throw error;
    const code =
      error.problem === 'too_large'
        ? 'request/too_large'
        : error.problem === 'malformed'
          ? 'list/import_malformed'
          : 'list/import_not_mal';
    throw new AppError(code, error.message);
  }
}

const candidateOf = (mediaId: number, entry: MalEntry): MergeCandidate => ({
  mediaId,
  status: entry.status,
  progress: entry.progress,
  repeat: entry.repeat,
  scoreRaw: entry.scoreRaw,
  notes: entry.notes,
  startedAt: entry.startedAt,
  completedAt: entry.completedAt,
  ...(entry.updatedAt === undefined ? {} : { updatedAt: entry.updatedAt }),
});

@Injectable()
export class MalTransfer {
  constructor(
    private readonly lists: MediaListService,
    private readonly crossSite: CrossSiteIds,
  ) {}

  /** Imports (or, `dryRun`, previews) a MyAnimeList export into the caller's list. */
  async import(
    caller: Pick<AuthenticatedUser, 'uid' | 'name'>,
    file: Uint8Array,
    dryRun: boolean,
  ): Promise<MediaListImportResult> {
    const { entries, skipped, invalidByteSequences } = read(file);
    const works = this.crossSite.byMalIds(entries.map((entry) => entry.malId));
    const unknown: MediaListImportResult['unknown'] = [];
    const byMedia = new Map<number, MalEntry[]>();
    const candidates: MergeCandidate[] = [];
    for (const entry of entries) {
      const work = works.get(entry.malId);
      if (!work) {
        unknown.push({ malId: entry.malId, title: entry.title });
        continue;
      }
      byMedia.set(work.id, [...(byMedia.get(work.id) ?? []), entry]);
      candidates.push(candidateOf(work.id, entry));
    }
    const counts = { added: 0, updated: 0, unchanged: 0 };
    if (candidates.length > 0) {
      // A first visit names the list user after the account, as every other way in does.
      await this.lists.viewer(caller.uid, caller.name);
      const merged = await this.lists.merge(caller.uid, candidates, { dryRun });
      Object.assign(counts, { added: merged.added, updated: merged.updated, unchanged: merged.unchanged });
      // Works the catalogue answering /graphql does not know (live AniList, a work only bangumi-data has).
      for (const mediaId of merged.unknownMediaIds) {
        for (const entry of byMedia.get(mediaId) ?? [])
          unknown.push({ malId: entry.malId, title: entry.title });
      }
    }
    return { dryRun, ...counts, unknown, skipped, invalidByteSequences };
  }

  /** `uid`'s whole list as MyAnimeList's XML or JSON. */
  async export(
    uid: string,
    displayName: string | null,
    format: MediaListExportQuery['format'],
  ): Promise<ListFile> {
    const user = await this.lists.viewer(uid, displayName);
    const entries = await this.lists.entries({ uid }, user.id, { sort: ['MEDIA_ID'] });
    const works = new Map<number, MalWork>();
    for (const [id, work] of this.crossSite.byWorkIds(entries.map((entry) => entry.mediaId))) {
      works.set(id, { malId: work.malId, title: work.title, type: malTypeOf(work.format) });
    }
    const now = Date.now();
    return format === 'mal'
      ? {
          body: writeMalXml(user, entries, works),
          contentType: 'application/xml; charset=utf-8',
          filename: fileName('xml', now),
        }
      : {
          body: writeListJson(user, entries, works),
          contentType: 'application/json; charset=utf-8',
          filename: fileName('json', now),
        };
  }
}
