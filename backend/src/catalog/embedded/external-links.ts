// A work's AniList `externalLinks` from the snapshot: the official site (INFO) and its streaming
// services (STREAMING), with AniList's `language`: the language of the audience the service serves.
import { syntheticId } from '../lib/synthetic-ids';
import type { SnapshotSite, SnapshotWork } from '../snapshot/snapshot-types';

export interface ExternalLink {
  id: number;
  url: string;
  site: string;
  siteId: null;
  type: 'INFO' | 'STREAMING';
  language: string | null;
  color: null;
  icon: null;
  notes: null;
  isDisabled: false;
}

/** Region (ISO 3166-1 alpha-2) → the language name AniList gives a link serving it. */
const REGION_LANGUAGES: Readonly<Record<string, string>> = {
  JP: 'Japanese',
  CN: 'Chinese',
  HK: 'Chinese',
  MO: 'Chinese',
  TW: 'Chinese',
  KR: 'Korean',
  TH: 'Thai',
  VN: 'Vietnamese',
  ID: 'Indonesian',
  US: 'English',
  GB: 'English',
  AU: 'English',
  CA: 'English',
  NZ: 'English',
  IN: 'English',
  PH: 'English',
  SG: 'English',
  MY: 'English',
  FR: 'French',
  DE: 'German',
  IT: 'Italian',
  ES: 'Spanish',
  MX: 'Spanish',
  BR: 'Portuguese',
  PT: 'Portuguese',
  RU: 'Russian',
  SA: 'Arabic',
  AE: 'Arabic',
  EG: 'Arabic',
};

/**
 * A streaming site's language: null for a global service (no region limit); "Japanese" whenever it
 * serves Japan; otherwise the language most of its regions speak (ties: the first listed), and
 * "Other" when none of its regions is known here, so that it never passes for a global service.
 */
export function siteLanguage(regions: readonly string[] | null): string | null {
  if (regions === null) return null;
  if (regions.includes('JP')) return 'Japanese';
  const counts = new Map<string, number>();
  for (const region of regions) {
    const language = REGION_LANGUAGES[region];
    if (language) counts.set(language, (counts.get(language) ?? 0) + 1);
  }
  let best: string | null = null;
  for (const [language, count] of counts)
    if (best === null || count > (counts.get(best) ?? 0)) best = language;
  return best ?? 'Other';
}

const link = (
  url: string,
  site: string,
  type: ExternalLink['type'],
  language: string | null,
): ExternalLink => ({
  id: syntheticId(`link:${url}`),
  url,
  site,
  siteId: null,
  type,
  language,
  color: null,
  icon: null,
  notes: null,
  isDisabled: false,
});

export function externalLinksOf(
  work: Pick<SnapshotWork, 'officialSite' | 'streaming'>,
  sites: Readonly<Record<string, SnapshotSite>>,
): ExternalLink[] {
  const links: ExternalLink[] = [];
  if (work.officialSite) links.push(link(work.officialSite, 'Official Site', 'INFO', null));
  for (const [key, url] of work.streaming) {
    const site = sites[key];
    if (site) links.push(link(url, site.title, 'STREAMING', siteLanguage(site.regions)));
  }
  return links;
}
