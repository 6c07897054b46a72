// もっと見る under the N期 list: the whole season in the list's order, read page by page (GetSeasonWorksPage).
import { useCallback, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { GET_SEASON_WORKS_PAGE, type GetSeasonWorksPageData } from '@anifan/contract';
import { toSeasonWorks, type SeasonWork } from './get-works';

/** Works per page read. */
export const SEASON_PAGE_SIZE = 50;
/** A season has well under 300 works; the cap only guards against a source that never stops paging. */
const MAX_PAGES = 6;

export type SeasonRest =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'loaded'; items: readonly SeasonWork[] };

/** The season's works from the first, once `load` is called; the caller shows those past its own list. */
export function useSeasonRest(season: string): { rest: SeasonRest; load: () => void } {
  const client = useApolloClient();
  const [rest, setRest] = useState<SeasonRest>({ status: 'idle' });
  const load = useCallback(() => {
    const readPage = async (after: string | null): Promise<GetSeasonWorksPageData | undefined> => {
      const { data } = await client.query({
        query: GET_SEASON_WORKS_PAGE,
        variables: { seasons: [season], first: SEASON_PAGE_SIZE, after },
      });
      return data;
    };
    const readAll = async () => {
      const items: SeasonWork[] = [];
      let after: string | null = null;
      for (let page = 0; page < MAX_PAGES; page += 1) {
        const data = await readPage(after);
        items.push(...(toSeasonWorks(data) ?? []));
        const pageInfo = data?.searchWorks?.pageInfo;
        if (!pageInfo?.hasNextPage || !pageInfo.endCursor) break;
        after = pageInfo.endCursor;
      }
      return items;
    };
    setRest({ status: 'loading' });
    readAll().then(
      (items) => setRest({ status: 'loaded', items }),
      (error: unknown) => setRest({ status: 'failed', error }),
    );
  }, [client, season]);
  return { rest, load };
}
