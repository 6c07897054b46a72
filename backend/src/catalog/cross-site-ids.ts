// The catalogue's works by the ids other sites give them (issue #29): bangumi-data's cross-site ids in
// the embedded snapshot, whatever CATALOG_SOURCE answers /graphql. A MyAnimeList import maps MAL ids
// to the catalogue's work ids with it, and an export writes each work's MAL id.
import { Injectable } from '@nestjs/common';
import { AppError } from '../common';
import { EmbeddedCatalog } from './embedded/embedded-catalog';
import type { SnapshotWork } from './snapshot/snapshot-types';

/** A work of the catalogue that has a MyAnimeList id. */
export interface CrossSiteWork {
  /** The catalogue's id: AniList's when bangumi-data knows it. */
  id: number;
  malId: number;
  /** Romaji, else English, else the native title: the title MyAnimeList lists it under, nearest. */
  title: string;
  format: SnapshotWork['format'];
}

interface Maps {
  byMal: Map<number, CrossSiteWork>;
  byId: Map<number, CrossSiteWork>;
}

/** Works are visited in snapshot order; of several works with one MAL id, AniList's own work wins. */
function buildMaps(works: readonly SnapshotWork[]): Maps {
  const byMal = new Map<number, CrossSiteWork>();
  const byId = new Map<number, CrossSiteWork>();
  for (const work of works) {
    if (work.malId === null) continue;
    const crossSite: CrossSiteWork = {
      id: work.id,
      malId: work.malId,
      title: work.romaji ?? work.english ?? work.native,
      format: work.format,
    };
    byId.set(work.id, crossSite);
    const earlier = byMal.get(work.malId);
    if (earlier === undefined || (earlier.id !== work.anilistId && work.id === work.anilistId)) {
      byMal.set(work.malId, crossSite);
    }
  }
  return { byMal, byId };
}

@Injectable()
export class CrossSiteIds {
  private maps: Maps | null = null;

  constructor(private readonly embedded: EmbeddedCatalog) {}

  /** The work each known MyAnimeList id names; an id missing from the map is not known. */
  byMalIds(malIds: readonly number[]): Map<number, CrossSiteWork> {
    const { byMal } = this.loaded();
    return pick(byMal, malIds);
  }

  /** The MyAnimeList side of each work among `ids` that has one. */
  byWorkIds(ids: readonly number[]): Map<number, CrossSiteWork> {
    const { byId } = this.loaded();
    return pick(byId, ids);
  }

  private loaded(): Maps {
    if (this.maps) return this.maps;
    const works = this.embedded.works();
    if (works === null) throw new AppError('catalog/not_ready', 'The catalogue is not loaded yet');
    this.maps = buildMaps(works);
    return this.maps;
  }
}

function pick(map: Map<number, CrossSiteWork>, keys: readonly number[]): Map<number, CrossSiteWork> {
  const found = new Map<number, CrossSiteWork>();
  for (const key of keys) {
    const work = map.get(key);
    if (work) found.set(key, work);
  }
  return found;
}
