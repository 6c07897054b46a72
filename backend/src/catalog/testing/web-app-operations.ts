// The operations the web app sends (SPEC §7), verbatim, so tests prove they run unchanged.

export const GET_WORKS = `query GetWorks($seasons: [String!], $first: Int) {
  searchWorks(seasons: $seasons, orderBy: { field: WATCHERS_COUNT, direction: DESC }, first: $first) {
    edges {
      node {
        title
        watchersCount
        seasonYear
        image {
          facebookOgImageUrl
        }
      }
    }
  }
}`;

export const WORKS = `query ($search: String) {
  Page(page: 1, perPage: 50) {
    media(search: $search, type: ANIME, sort: POPULARITY_DESC) {
      id
      title { native }
      coverImage { large }
    }
  }
}`;

export const CHARACTERS = `query ($search: String) {
  Page(page: 1, perPage: 5) {
    characters(search: $search, sort: FAVOURITES_DESC) {
      id
      name { full native }
      image { large }
      media { edges { node { id title { native } } } }
    }
  }
}`;

export const DETAIL = `query ($search: String) {
  Media(search: $search, type: ANIME) {
    id
    title { romaji english native }
    characters(sort: [ROLE, RELEVANCE], perPage: 100) {
      edges {
        role
        node { name { full native } image { large } }
        voiceActors(language: JAPANESE) { name { full native } image { large } }
      }
    }
  }
}`;
