// The gateway's schema: a faithful subset of AniList's and Annict's public schemas (same names).
import { buildSchema } from 'graphql';

// Both services define `PageInfo`; one schema can hold only one, so it carries the fields of both
// (AniList's page counters and Annict's Relay cursors). Annict's `Work.media` enum is left out
// because its type name `Media` is AniList's main type.
export const CATALOG_SDL = /* GraphQL */ `
  type Query {
    "AniList"
    Page(page: Int, perPage: Int): Page
    "AniList"
    Media(
      id: Int
      idMal: Int
      search: String
      type: MediaType
      season: MediaSeason
      seasonYear: Int
      sort: [MediaSort]
    ): Media
    "AniList"
    Character(id: Int, search: String, sort: [CharacterSort]): Character
    "Annict"
    searchWorks(
      annictIds: [Int!]
      seasons: [String!]
      titles: [String!]
      orderBy: WorkOrder
      first: Int
      after: String
      last: Int
      before: String
    ): WorkConnection
  }

  type PageInfo {
    total: Int
    perPage: Int
    currentPage: Int
    lastPage: Int
    hasNextPage: Boolean
    hasPreviousPage: Boolean
    startCursor: String
    endCursor: String
  }

  type Page {
    pageInfo: PageInfo
    media(
      id: Int
      idMal: Int
      search: String
      type: MediaType
      season: MediaSeason
      seasonYear: Int
      format: MediaFormat
      sort: [MediaSort]
    ): [Media]
    characters(id: Int, search: String, sort: [CharacterSort]): [Character]
  }

  enum MediaType {
    ANIME
    MANGA
  }

  enum MediaFormat {
    TV
    TV_SHORT
    MOVIE
    SPECIAL
    OVA
    ONA
    MUSIC
    MANGA
    NOVEL
    ONE_SHOT
  }

  enum MediaSeason {
    WINTER
    SPRING
    SUMMER
    FALL
  }

  enum MediaSort {
    ID
    ID_DESC
    TITLE_ROMAJI
    TITLE_ROMAJI_DESC
    TITLE_ENGLISH
    TITLE_ENGLISH_DESC
    TITLE_NATIVE
    TITLE_NATIVE_DESC
    TYPE
    TYPE_DESC
    FORMAT
    FORMAT_DESC
    START_DATE
    START_DATE_DESC
    END_DATE
    END_DATE_DESC
    SCORE
    SCORE_DESC
    POPULARITY
    POPULARITY_DESC
    TRENDING
    TRENDING_DESC
    EPISODES
    EPISODES_DESC
    DURATION
    DURATION_DESC
    STATUS
    STATUS_DESC
    CHAPTERS
    CHAPTERS_DESC
    VOLUMES
    VOLUMES_DESC
    UPDATED_AT
    UPDATED_AT_DESC
    SEARCH_MATCH
    FAVOURITES
    FAVOURITES_DESC
  }

  enum CharacterSort {
    ID
    ID_DESC
    ROLE
    ROLE_DESC
    SEARCH_MATCH
    FAVOURITES
    FAVOURITES_DESC
    RELEVANCE
  }

  enum CharacterRole {
    MAIN
    SUPPORTING
    BACKGROUND
  }

  enum StaffLanguage {
    JAPANESE
    ENGLISH
    KOREAN
    ITALIAN
    SPANISH
    PORTUGUESE
    FRENCH
    GERMAN
    HEBREW
    HUNGARIAN
  }

  type MediaTitle {
    romaji(stylised: Boolean): String
    english(stylised: Boolean): String
    native(stylised: Boolean): String
    userPreferred: String
  }

  type MediaCoverImage {
    extraLarge: String
    large: String
    medium: String
    color: String
  }

  type FuzzyDate {
    year: Int
    month: Int
    day: Int
  }

  type Media {
    id: Int!
    idMal: Int
    title: MediaTitle
    type: MediaType
    format: MediaFormat
    season: MediaSeason
    seasonYear: Int
    startDate: FuzzyDate
    coverImage: MediaCoverImage
    synonyms: [String]
    popularity: Int
    favourites: Int
    siteUrl: String
    characters(sort: [CharacterSort], role: CharacterRole, page: Int, perPage: Int): CharacterConnection
  }

  type CharacterConnection {
    edges: [CharacterEdge]
    nodes: [Character]
    pageInfo: PageInfo
  }

  type CharacterEdge {
    node: Character
    id: Int
    role: CharacterRole
    name: String
    voiceActors(language: StaffLanguage, sort: [StaffSort]): [Staff]
    favouriteOrder: Int
  }

  enum StaffSort {
    ID
    ID_DESC
    ROLE
    ROLE_DESC
    LANGUAGE
    LANGUAGE_DESC
    SEARCH_MATCH
    FAVOURITES
    FAVOURITES_DESC
    RELEVANCE
  }

  type CharacterName {
    first: String
    middle: String
    last: String
    full: String
    native: String
    alternative: [String]
    userPreferred: String
  }

  type CharacterImage {
    large: String
    medium: String
  }

  type Character {
    id: Int!
    name: CharacterName
    image: CharacterImage
    favourites: Int
    siteUrl: String
    media(sort: [MediaSort], type: MediaType, page: Int, perPage: Int): MediaConnection
  }

  type MediaConnection {
    edges: [MediaEdge]
    nodes: [Media]
    pageInfo: PageInfo
  }

  type MediaEdge {
    node: Media
    id: Int
    characterRole: CharacterRole
    "The character's voice actors in this media (AniList: set when the edge comes from Character.media)"
    voiceActors(language: StaffLanguage, sort: [StaffSort]): [Staff]
  }

  type StaffName {
    first: String
    middle: String
    last: String
    full: String
    native: String
    alternative: [String]
    userPreferred: String
  }

  type StaffImage {
    large: String
    medium: String
  }

  type Staff {
    id: Int!
    name: StaffName
    languageV2: String
    image: StaffImage
    siteUrl: String
  }

  enum SeasonName {
    WINTER
    SPRING
    SUMMER
    AUTUMN
  }

  enum OrderDirection {
    ASC
    DESC
  }

  enum WorkOrderField {
    CREATED_AT
    SEASON
    WATCHERS_COUNT
  }

  input WorkOrder {
    field: WorkOrderField!
    direction: OrderDirection!
  }

  type WorkImage {
    facebookOgImageUrl: String
    recommendedImageUrl: String
    twitterAvatarUrl: String
  }

  type Work {
    id: ID!
    annictId: Int!
    title: String!
    titleKana: String
    titleEn: String
    titleRo: String
    seasonName: SeasonName
    seasonYear: Int
    watchersCount: Int!
    episodesCount: Int!
    malAnimeId: String
    officialSiteUrl: String
    image: WorkImage
  }

  type WorkEdge {
    cursor: String!
    node: Work
  }

  type WorkConnection {
    edges: [WorkEdge]
    nodes: [Work]
    pageInfo: PageInfo!
  }
`;

export const catalogSchema = buildSchema(CATALOG_SDL);

/** Root fields answered by AniList; every other root field (searchWorks) belongs to Annict. */
export const ANILIST_ROOT_FIELDS: ReadonlySet<string> = new Set(['Page', 'Media', 'Character']);
