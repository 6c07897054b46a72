// GetAnimeWorks: anime works matching the search text, most popular first (AniList's Page.media).
import { gql, type TypedDocumentNode } from './gql';

export interface GetAnimeWorksData {
  Page: {
    media: Array<{
      id: number;
      title: { native: string | null } | null;
      coverImage: { large: string | null } | null;
    } | null> | null;
  } | null;
}

export interface GetAnimeWorksVariables {
  search?: string;
}

/** Page 1 of 50 (docs/rules.md#lists-and-limits). */
export const GET_ANIME_WORKS: TypedDocumentNode<GetAnimeWorksData, GetAnimeWorksVariables> = gql`
  query GetAnimeWorks($search: String) {
    Page(page: 1, perPage: 50) {
      media(search: $search, type: ANIME, sort: POPULARITY_DESC) {
        id
        title {
          native
        }
        coverImage {
          large
        }
      }
    }
  }
`;
