// The selection the detail pages open with, as the app would store it, built from the running backend's
// own answers so it always names an anime and a character of the catalogue it serves.
import { GET_MEDIA_DETAIL, SELECTION_STORAGE_KEY } from '@anifan/contract';
import { print } from 'graphql';

const WORK_BY_TITLE_QUERY =
  'query GetWorks($titles: [String!], $first: Int) { searchWorks(titles: $titles, orderBy: { field: WATCHERS_COUNT, direction: DESC }, first: $first) { edges { node { title watchersCount seasonYear image { facebookOgImageUrl } } } } }';

async function graphql(baseUrl, operationName, query, variables) {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ operationName, query, variables }),
  });
  const answer = await response.json();
  if (!response.ok || answer.errors)
    throw new Error(`${operationName} failed: ${response.status} ${JSON.stringify(answer.errors ?? answer)}`);
  return answer.data;
}

// As the web app names people (mf-anime's GetMediaDetail mapping): the native name, else the full one.
const personName = (name) => name?.native || name?.full || '';

/**
 * `{ selectedAnime, selectedCharacter }` for `animeTitle` and the character named `characterName` in it,
 * as `contract/src/event-bus.ts` persists it, plus the sessionStorage entries that carry it.
 */
export async function benchSelection(baseUrl, animeTitle, characterName) {
  const works = await graphql(baseUrl, 'GetWorks', WORK_BY_TITLE_QUERY, { titles: [animeTitle], first: 20 });
  const work = works.searchWorks.edges.map((edge) => edge.node).find((node) => node.title === animeTitle);
  if (!work) throw new Error(`the catalogue has no work titled ${animeTitle}`);
  const detail = await graphql(baseUrl, 'GetMediaDetail', print(GET_MEDIA_DETAIL), { search: animeTitle });
  const edge = detail.Media?.characters?.edges?.find((e) => personName(e?.node?.name) === characterName);
  if (!edge) throw new Error(`GetMediaDetail ${animeTitle} has no character named ${characterName}`);
  const actor = edge.voiceActors?.find((candidate) => candidate !== null);
  const selection = {
    selectedAnime: {
      title: work.title,
      watchersCount: work.watchersCount,
      seasonYear: work.seasonYear,
      image: { facebookOgImageUrl: work.image?.facebookOgImageUrl ?? '' },
    },
    selectedCharacter: {
      id: edge.node.id,
      name: personName(edge.node.name),
      image: edge.node.image?.large ?? '',
      voiceActors: personName(actor?.name),
      voiceActorsImage: actor?.image?.large ?? '',
      animeTitle: work.title,
    },
  };
  return { selection, sessionStorage: { [SELECTION_STORAGE_KEY]: JSON.stringify(selection) } };
}
