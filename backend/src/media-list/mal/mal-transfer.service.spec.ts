// MalTransfer between the reader, the cross-site ids and the list store: what it offers the merge, and
// the works reported unknown whether the mapping or the catalogue answering /graphql does not know them.
import type { CrossSiteIds, CrossSiteWork } from '../../catalog';
import { AppError } from '../../common';
import type { MediaListService } from '../media-list.service';
import type { MergeCandidate, MergeResult } from '../media-list.types';
import { MalTransfer } from './mal-transfer.service';

const CALLER = { uid: 'uid-1', name: 'ゆき' };

function file(...animes: [malId: number, title: string, status: string][]): Buffer {
  const elements = animes.map(
    ([malId, title, status]) =>
      `<anime><series_animedb_id>${malId}</series_animedb_id><series_title><![CDATA[${title}]]></series_title>` +
      `<my_status>${status}</my_status><my_watched_episodes>2</my_watched_episodes></anime>`,
  );
  return Buffer.from(`<myanimelist>${elements.join('')}</myanimelist>`);
}

function setUp(known: Record<number, number>, catalogueUnknown: number[] = []) {
  const offered: MergeCandidate[][] = [];
  const lists = {
    viewer: jest.fn(async () => ({ id: 1 })),
    merge: jest.fn(async (_uid: string, candidates: readonly MergeCandidate[]): Promise<MergeResult> => {
      offered.push([...candidates]);
      const kept = candidates.filter((candidate) => !catalogueUnknown.includes(candidate.mediaId));
      return { added: kept.length, updated: 0, unchanged: 0, entries: [], unknownMediaIds: catalogueUnknown };
    }),
  };
  const crossSite = {
    byMalIds: (malIds: readonly number[]) =>
      new Map(
        malIds.flatMap((malId): [number, CrossSiteWork][] => {
          const id = known[malId];
          return id === undefined ? [] : [[malId, { id, malId, title: `work ${id}`, format: 'TV' }]];
        }),
      ),
  };
  const transfer = new MalTransfer(
    lists as unknown as MediaListService,
    crossSite as unknown as CrossSiteIds,
  );
  return { transfer, lists, offered };
}

describe('MalTransfer.import', () => {
  it('offers the merge the mapped works with the file’s fields, and reports unmapped MAL ids with titles', async () => {
    const { transfer, lists, offered } = setUp({ 40748: 113415 });
    const result = await transfer.import(
      CALLER,
      file([40748, 'Jujutsu Kaisen', 'Watching'], [99999999, 'Nowhere', 'Completed']),
      true,
    );
    expect(lists.viewer).toHaveBeenCalledWith('uid-1', 'ゆき');
    expect(lists.merge).toHaveBeenCalledWith('uid-1', expect.any(Array), { dryRun: true });
    expect(offered[0]).toEqual([
      expect.objectContaining({ mediaId: 113415, status: 'CURRENT', progress: 2 }),
    ]);
    expect(result).toEqual({
      dryRun: true,
      added: 1,
      updated: 0,
      unchanged: 0,
      unknown: [{ malId: 99999999, title: 'Nowhere' }],
      skipped: [],
      invalidByteSequences: 0,
    });
  });

  it('reports works the catalogue answering /graphql does not know (live AniList) by their MAL ids', async () => {
    const { transfer } = setUp({ 40748: 113415, 5: 1_000_000_005 }, [1_000_000_005]);
    const result = await transfer.import(
      CALLER,
      file([40748, 'Jujutsu Kaisen', 'Watching'], [5, 'Only in bangumi-data', '6']),
      false,
    );
    expect(result).toMatchObject({ added: 1, unknown: [{ malId: 5, title: 'Only in bangumi-data' }] });
  });

  it('does not touch the list when no work of the file is known', async () => {
    const { transfer, lists } = setUp({});
    const result = await transfer.import(CALLER, file([7, 'Unknown', 'Watching']), false);
    expect(lists.merge).not.toHaveBeenCalled();
    expect(result).toMatchObject({
      added: 0,
      updated: 0,
      unchanged: 0,
      unknown: [{ malId: 7, title: 'Unknown' }],
    });
  });

  it.each([
    ['a malformed file', Buffer.from('<myanimelist><anime>'), 'list/import_malformed', 422],
    ['another XML', Buffer.from('<rss/>'), 'list/import_not_mal', 422],
  ])('refuses %s and leaves the list alone', async (_name, bytes, code, status) => {
    const { transfer, lists } = setUp({});
    const refusal = transfer.import(CALLER, bytes, false);
    await expect(refusal).rejects.toBeInstanceOf(AppError);
    await expect(refusal).rejects.toMatchObject({ code, status });
    expect(lists.merge).not.toHaveBeenCalled();
  });
});
