// GetAnimeWorks: anime works matching the search text, most popular first, for the works tab.
import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { GET_ANIME_WORKS, type GetAnimeWorksData } from '@anifan/contract';
import { searchVariables } from '../../../shared/catalog/lib/search-variables';

export interface AnimeWork {
  id: number;
  title: string;
  image: string;
}

export const UNKNOWN_TITLE = 'タイトル不明';

export function toAnimeWorks(data: GetAnimeWorksData | undefined): AnimeWork[] | undefined {
  if (!data) return undefined;
  return (data.Page?.media ?? []).flatMap((media) =>
    media
      ? [{ id: media.id, title: media.title?.native ?? UNKNOWN_TITLE, image: media.coverImage?.large ?? '' }]
      : [],
  );
}

export function useGetAnimeWorks(searchKey: string) {
  const variables = useMemo(() => searchVariables(searchKey), [searchKey]);
  const result = useQuery(GET_ANIME_WORKS, { variables, fetchPolicy: 'network-only' });
  const items = useMemo(() => toAnimeWorks(result.data), [result.data]);
  return { loading: result.loading, error: result.error, refetch: result.refetch, items };
}
