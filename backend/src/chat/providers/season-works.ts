// Where the offline persona learns this season's anime: a small seam over the catalogue.
export interface SeasonWorksSource {
  /** This season's titles, most watched first; empty when unknown. */
  currentSeasonTitles(): Promise<string[]>;
}

export const SEASON_WORKS = Symbol('SEASON_WORKS');
