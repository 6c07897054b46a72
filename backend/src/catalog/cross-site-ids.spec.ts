// MyAnimeList ids to the catalogue's works and back, from the cross-site ids bangumi-data carries.
import { AppError } from '../common';
import { CrossSiteIds } from './cross-site-ids';
import type { EmbeddedCatalog } from './embedded/embedded-catalog';
import { buildSnapshotFromPackages } from './snapshot/snapshot-files';
import type { SnapshotWork } from './snapshot/snapshot-types';

const snapshot = buildSnapshotFromPackages();
const over = (works: readonly SnapshotWork[] | null) =>
  new CrossSiteIds({ works: () => works } as unknown as EmbeddedCatalog);

function work(fields: Partial<SnapshotWork>): SnapshotWork {
  return { ...(snapshot.works[0] as SnapshotWork), ...fields };
}

describe('CrossSiteIds', () => {
  const ids = over(snapshot.works);

  it('maps MyAnimeList ids to AniList ids of the snapshot (呪術廻戦, 葬送のフリーレン)', () => {
    const found = ids.byMalIds([40748, 52991, 99_999_999]);
    expect(found.get(40748)).toEqual({ id: 113415, malId: 40748, title: 'Jujutsu Kaisen', format: 'TV' });
    expect(found.get(52991)).toMatchObject({ id: 154587, title: 'Sousou no Frieren' });
    expect(found.has(99_999_999)).toBe(false);
  });

  it('maps a work back to its MyAnimeList id; works without one are left out', () => {
    const noMal = snapshot.works.find((candidate) => candidate.malId === null) as SnapshotWork;
    const found = ids.byWorkIds([113415, noMal.id]);
    expect(found.get(113415)?.malId).toBe(40748);
    expect(found.has(noMal.id)).toBe(false);
  });

  it('of several works with one MyAnimeList id, picks the one AniList calls by it', () => {
    const spinOff = work({ id: 1_000_000_001, anilistId: 21, malId: 21, romaji: 'Spin-off' });
    const main = work({ id: 21, anilistId: 21, malId: 21, romaji: 'ONE PIECE' });
    expect(over([spinOff, main]).byMalIds([21]).get(21)?.id).toBe(21);
    expect(over([main, spinOff]).byMalIds([21]).get(21)?.id).toBe(21);
    expect(over([spinOff, main]).byWorkIds([1_000_000_001]).get(1_000_000_001)?.malId).toBe(21);
  });

  it('names a work by romaji, else English, else its native title', () => {
    const native = work({ id: 7, malId: 70, romaji: null, english: null, native: '日本語' });
    expect(over([native]).byMalIds([70]).get(70)?.title).toBe('日本語');
  });

  it('is not ready (503) before the snapshot is loaded', () => {
    expect(() => over(null).byMalIds([1])).toThrow(AppError);
    expect(() => over(null).byMalIds([1])).toThrow('not loaded');
  });
});
