// GetMediaTitle: one anime's title by its catalogue id (AniList's Media), for a page that names a work it
// knows only by id (the moderation queue's episode threads). GetMediaDetail also takes an id, but asks for
// 100 characters with their voice actors; a name needs two fields. Sent as text by a page without a
// GraphQL client (mf-character), as GetCharacter is.

export interface GetMediaTitleData {
  Media: { id: number; title: { native: string | null; romaji: string | null } | null } | null;
}

export interface GetMediaTitleVariables {
  id: number;
}

export const GET_MEDIA_TITLE_OPERATION = 'GetMediaTitle';

export const GET_MEDIA_TITLE_QUERY = `query GetMediaTitle($id: Int) {
  Media(id: $id, type: ANIME) {
    id
    title { native romaji }
  }
}`;
