// AniList's Media enums and small types that more than one operation reads.

export type MediaFormat =
  'TV' | 'TV_SHORT' | 'MOVIE' | 'SPECIAL' | 'OVA' | 'ONA' | 'MUSIC' | 'MANGA' | 'NOVEL' | 'ONE_SHOT';

export type MediaStatus = 'FINISHED' | 'RELEASING' | 'NOT_YET_RELEASED' | 'CANCELLED' | 'HIATUS';

/** AniList's FuzzyDate: any part may be unknown. */
export interface FuzzyDate {
  year: number | null;
  month: number | null;
  day: number | null;
}

/** One broadcast of an episode (AniList's AiringSchedule): `airingAt` in Unix seconds. */
export interface AiringAt {
  airingAt: number;
  episode: number;
}

/** AniList's MediaSeason. */
export type MediaSeason = 'WINTER' | 'SPRING' | 'SUMMER' | 'FALL';
