// GetMediaTitle on the catalogue gateway: the title an episode thread's work is shown by, Japanese as the
// app shows titles elsewhere (native, else romaji). Null when the catalogue has no such work or no title.
import { GET_MEDIA_TITLE_OPERATION, GET_MEDIA_TITLE_QUERY, type GetMediaTitleData } from '@anifan/contract';

export async function getMediaTitle(
  graphqlUrl: string,
  id: number,
  signal?: AbortSignal,
): Promise<string | null> {
  const response = await fetch(graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      operationName: GET_MEDIA_TITLE_OPERATION,
      variables: { id },
      query: GET_MEDIA_TITLE_QUERY,
    }),
    signal,
  });
  const body = (await response.json().catch(() => null)) as {
    data?: Partial<GetMediaTitleData> | null;
  } | null;
  // AniList answers an unknown id with an error (404) and `Media: null`: no such work.
  if (body?.data && 'Media' in body.data) {
    const title = body.data.Media?.title;
    return title?.native || title?.romaji || null;
  }
  throw new Error(`GetMediaTitle failed with HTTP ${response.status}`);
}
