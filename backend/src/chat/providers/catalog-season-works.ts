// This season's titles from the catalogue gateway, asked the way the anime home's 今期のアニメ tab asks.
import { currentSeason } from '@anifan/contract';
import type { CatalogService } from '../../catalog';
import type { SeasonWorksSource } from './season-works';

const SEASON_WORKS_QUERY = `query ChatSeasonWorks($seasons: [String!], $first: Int) {
  searchWorks(seasons: $seasons, orderBy: { field: WATCHERS_COUNT, direction: DESC }, first: $first) {
    edges { node { title } }
  }
}`;

/** The persona names a few titles, not the whole list. */
const TITLES_ASKED = 3;

interface WorksAnswer {
  data?: {
    searchWorks?: { edges?: Array<{ node?: { title?: unknown } | null } | null> | null } | null;
  } | null;
}

export class CatalogSeasonWorks implements SeasonWorksSource {
  constructor(
    private readonly catalog: Pick<CatalogService, 'handle'>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async currentSeasonTitles(): Promise<string[]> {
    const response = await this.catalog.handle(
      {
        operationName: 'ChatSeasonWorks',
        query: SEASON_WORKS_QUERY,
        variables: { seasons: [currentSeason(this.now())], first: TITLES_ASKED },
      },
      { own: true },
    );
    if (response.status !== 200) return [];
    const answer = JSON.parse(response.body) as WorksAnswer;
    return (answer.data?.searchWorks?.edges ?? [])
      .map((edge) => edge?.node?.title)
      .filter((title): title is string => typeof title === 'string' && title.trim() !== '');
  }
}
