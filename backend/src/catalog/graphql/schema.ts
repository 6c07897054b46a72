// The gateway's schema: a faithful subset of AniList's and Annict's public schemas (same names).
import { buildSchema } from 'graphql';

// Both services define `PageInfo`; one schema can hold only one, so it carries the fields of both
// (AniList's page counters and Annict's Relay cursors). Annict's `Work.media` enum is left out
// because its type name `Media` is AniList's main type.
export const CATALOG_SDL = /* GraphQL */ `
  type Query {
    "AniList"
    Page(page: Int, perPage: Int): Page
    "AniList, answered from AniFan's own list store (media-list/graphql), never forwarded"
    Viewer: User
    "AniList (list store)"
    User(id: Int, name: String): User
    "AniList (list store)"
    MediaList(
      id: Int
      userId: Int
      userName: String
      type: MediaType
      status: MediaListStatus
      mediaId: Int
      status_in: [MediaListStatus]
      status_not_in: [MediaListStatus]
      status_not: MediaListStatus
      mediaId_in: [Int]
      mediaId_not_in: [Int]
      sort: [MediaListSort]
    ): MediaList
    "AniList (list store)"
    MediaListCollection(
      userId: Int
      userName: String
      type: MediaType
      status: MediaListStatus
      forceSingleCompletedList: Boolean
      chunk: Int
      perChunk: Int
      status_in: [MediaListStatus]
      status_not_in: [MediaListStatus]
      status_not: MediaListStatus
      sort: [MediaListSort]
    ): MediaListCollection
    "AniList"
    Media(
      id: Int
      idMal: Int
      startDate: FuzzyDateInt
      endDate: FuzzyDateInt
      season: MediaSeason
      seasonYear: Int
      type: MediaType
      format: MediaFormat
      status: MediaStatus
      episodes: Int
      duration: Int
      chapters: Int
      volumes: Int
      isAdult: Boolean
      genre: String
      tag: String
      minimumTagRank: Int
      tagCategory: String
      onList: Boolean
      licensedBy: String
      licensedById: Int
      averageScore: Int
      popularity: Int
      source: MediaSource
      countryOfOrigin: CountryCode
      isLicensed: Boolean
      search: String
      id_not: Int
      id_in: [Int]
      id_not_in: [Int]
      idMal_not: Int
      idMal_in: [Int]
      idMal_not_in: [Int]
      startDate_greater: FuzzyDateInt
      startDate_lesser: FuzzyDateInt
      startDate_like: String
      endDate_greater: FuzzyDateInt
      endDate_lesser: FuzzyDateInt
      endDate_like: String
      format_in: [MediaFormat]
      format_not: MediaFormat
      format_not_in: [MediaFormat]
      status_in: [MediaStatus]
      status_not: MediaStatus
      status_not_in: [MediaStatus]
      episodes_greater: Int
      episodes_lesser: Int
      duration_greater: Int
      duration_lesser: Int
      chapters_greater: Int
      chapters_lesser: Int
      volumes_greater: Int
      volumes_lesser: Int
      genre_in: [String]
      genre_not_in: [String]
      tag_in: [String]
      tag_not_in: [String]
      tagCategory_in: [String]
      tagCategory_not_in: [String]
      licensedBy_in: [String]
      licensedById_in: [Int]
      averageScore_not: Int
      averageScore_greater: Int
      averageScore_lesser: Int
      popularity_not: Int
      popularity_greater: Int
      popularity_lesser: Int
      source_in: [MediaSource]
      sort: [MediaSort]
    ): Media
    "AniList"
    Character(
      id: Int
      isBirthday: Boolean
      search: String
      id_not: Int
      id_in: [Int]
      id_not_in: [Int]
      sort: [CharacterSort]
    ): Character
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

  "AniList: 8 digit long date integer (YYYYMMDD); unknown parts are 0 (2016: 20160000)"
  scalar FuzzyDateInt

  "AniList: ISO 3166-1 alpha-2 country code"
  scalar CountryCode

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
    "AniList (list store)"
    mediaList(
      id: Int
      userId: Int
      userName: String
      type: MediaType
      status: MediaListStatus
      mediaId: Int
      status_in: [MediaListStatus]
      status_not_in: [MediaListStatus]
      status_not: MediaListStatus
      mediaId_in: [Int]
      mediaId_not_in: [Int]
      sort: [MediaListSort]
    ): [MediaList]
    media(
      id: Int
      idMal: Int
      startDate: FuzzyDateInt
      endDate: FuzzyDateInt
      season: MediaSeason
      seasonYear: Int
      type: MediaType
      format: MediaFormat
      status: MediaStatus
      episodes: Int
      duration: Int
      chapters: Int
      volumes: Int
      isAdult: Boolean
      genre: String
      tag: String
      minimumTagRank: Int
      tagCategory: String
      onList: Boolean
      licensedBy: String
      licensedById: Int
      averageScore: Int
      popularity: Int
      source: MediaSource
      countryOfOrigin: CountryCode
      isLicensed: Boolean
      search: String
      id_not: Int
      id_in: [Int]
      id_not_in: [Int]
      idMal_not: Int
      idMal_in: [Int]
      idMal_not_in: [Int]
      startDate_greater: FuzzyDateInt
      startDate_lesser: FuzzyDateInt
      startDate_like: String
      endDate_greater: FuzzyDateInt
      endDate_lesser: FuzzyDateInt
      endDate_like: String
      format_in: [MediaFormat]
      format_not: MediaFormat
      format_not_in: [MediaFormat]
      status_in: [MediaStatus]
      status_not: MediaStatus
      status_not_in: [MediaStatus]
      episodes_greater: Int
      episodes_lesser: Int
      duration_greater: Int
      duration_lesser: Int
      chapters_greater: Int
      chapters_lesser: Int
      volumes_greater: Int
      volumes_lesser: Int
      genre_in: [String]
      genre_not_in: [String]
      tag_in: [String]
      tag_not_in: [String]
      tagCategory_in: [String]
      tagCategory_not_in: [String]
      licensedBy_in: [String]
      licensedById_in: [Int]
      averageScore_not: Int
      averageScore_greater: Int
      averageScore_lesser: Int
      popularity_not: Int
      popularity_greater: Int
      popularity_lesser: Int
      source_in: [MediaSource]
      sort: [MediaSort]
    ): [Media]
    characters(
      id: Int
      isBirthday: Boolean
      search: String
      id_not: Int
      id_in: [Int]
      id_not_in: [Int]
      sort: [CharacterSort]
    ): [Character]
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

  enum MediaStatus {
    FINISHED
    RELEASING
    NOT_YET_RELEASED
    CANCELLED
    HIATUS
  }

  enum MediaSource {
    ORIGINAL
    MANGA
    LIGHT_NOVEL
    VISUAL_NOVEL
    VIDEO_GAME
    OTHER
    NOVEL
    DOUJINSHI
    ANIME
    WEB_NOVEL
    LIVE_ACTION
    GAME
    COMIC
    MULTIMEDIA_PROJECT
    PICTURE_BOOK
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

  enum MediaRelation {
    ADAPTATION
    PREQUEL
    SEQUEL
    PARENT
    SIDE_STORY
    CHARACTER
    SUMMARY
    ALTERNATIVE
    SPIN_OFF
    OTHER
    SOURCE
    COMPILATION
    CONTAINS
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

  enum StudioSort {
    ID
    ID_DESC
    NAME
    NAME_DESC
    SEARCH_MATCH
    FAVOURITES
    FAVOURITES_DESC
  }

  enum ExternalLinkType {
    INFO
    STREAMING
    SOCIAL
  }

  enum MediaListStatus {
    CURRENT
    PLANNING
    COMPLETED
    DROPPED
    PAUSED
    REPEATING
  }

  enum ScoreFormat {
    POINT_100
    POINT_10_DECIMAL
    POINT_10
    POINT_5
    POINT_3
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

  type MediaTrailer {
    id: String
    site: String
    thumbnail: String
  }

  type MediaTag {
    id: Int!
    name: String!
    description: String
    category: String
    rank: Int
    isGeneralSpoiler: Boolean
    isMediaSpoiler: Boolean
    isAdult: Boolean
    userId: Int
  }

  type MediaExternalLink {
    id: Int!
    url: String
    site: String!
    siteId: Int
    type: ExternalLinkType
    language: String
    color: String
    icon: String
    notes: String
    isDisabled: Boolean
  }

  type MediaStreamingEpisode {
    title: String
    thumbnail: String
    url: String
    site: String
  }

  type AiringSchedule {
    id: Int!
    airingAt: Int!
    timeUntilAiring: Int!
    episode: Int!
    mediaId: Int!
    media: Media
  }

  type AiringScheduleEdge {
    node: AiringSchedule
    id: Int
  }

  type AiringScheduleConnection {
    edges: [AiringScheduleEdge]
    nodes: [AiringSchedule]
    pageInfo: PageInfo
  }

  type Studio {
    id: Int!
    name: String!
    isAnimationStudio: Boolean!
    siteUrl: String
    isFavourite: Boolean!
    favourites: Int
  }

  type StudioEdge {
    node: Studio
    id: Int
    isMain: Boolean!
    favouriteOrder: Int
  }

  type StudioConnection {
    edges: [StudioEdge]
    nodes: [Studio]
    pageInfo: PageInfo
  }

  type MediaList {
    id: Int!
    userId: Int!
    mediaId: Int!
    status: MediaListStatus
    score(format: ScoreFormat): Float
    progress: Int
    progressVolumes: Int
    repeat: Int
    priority: Int
    private: Boolean
    notes: String
    hiddenFromStatusLists: Boolean
    customLists(asArray: Boolean): Json
    advancedScores: Json
    startedAt: FuzzyDate
    completedAt: FuzzyDate
    updatedAt: Int
    createdAt: Int
    media: Media
    user: User
  }

  "AniList: a JSON value"
  scalar Json

  enum MediaListSort {
    MEDIA_ID
    MEDIA_ID_DESC
    SCORE
    SCORE_DESC
    STATUS
    STATUS_DESC
    PROGRESS
    PROGRESS_DESC
    PROGRESS_VOLUMES
    PROGRESS_VOLUMES_DESC
    REPEAT
    REPEAT_DESC
    PRIORITY
    PRIORITY_DESC
    STARTED_ON
    STARTED_ON_DESC
    FINISHED_ON
    FINISHED_ON_DESC
    ADDED_TIME
    ADDED_TIME_DESC
    UPDATED_TIME
    UPDATED_TIME_DESC
    MEDIA_TITLE_ROMAJI
    MEDIA_TITLE_ROMAJI_DESC
    MEDIA_TITLE_ENGLISH
    MEDIA_TITLE_ENGLISH_DESC
    MEDIA_TITLE_NATIVE
    MEDIA_TITLE_NATIVE_DESC
    MEDIA_POPULARITY
    MEDIA_POPULARITY_DESC
  }

  input FuzzyDateInput {
    year: Int
    month: Int
    day: Int
  }

  type MediaListCollection {
    lists: [MediaListGroup]
    user: User
    hasNextChunk: Boolean
  }

  type MediaListGroup {
    entries: [MediaList]
    name: String
    isCustomList: Boolean
    isSplitCompletedList: Boolean
    status: MediaListStatus
  }

  type UserAvatar {
    large: String
    medium: String
  }

  type MediaListOptions {
    scoreFormat: ScoreFormat
  }

  type User {
    id: Int!
    name: String!
    avatar: UserAvatar
    mediaListOptions: MediaListOptions
    siteUrl: String
    createdAt: Int
    updatedAt: Int
  }

  type Deleted {
    deleted: Boolean
  }

  "AniList's list mutations, answered from AniFan's own list store (media-list/graphql)"
  type Mutation {
    SaveMediaListEntry(
      id: Int
      mediaId: Int
      status: MediaListStatus
      score: Float
      scoreRaw: Int
      progress: Int
      progressVolumes: Int
      repeat: Int
      priority: Int
      private: Boolean
      notes: String
      hiddenFromStatusLists: Boolean
      customLists: [String]
      advancedScores: [Float]
      startedAt: FuzzyDateInput
      completedAt: FuzzyDateInput
    ): MediaList
    UpdateMediaListEntries(
      status: MediaListStatus
      score: Float
      scoreRaw: Int
      progress: Int
      progressVolumes: Int
      repeat: Int
      priority: Int
      private: Boolean
      notes: String
      hiddenFromStatusLists: Boolean
      advancedScores: [Float]
      startedAt: FuzzyDateInput
      completedAt: FuzzyDateInput
      ids: [Int]
    ): [MediaList]
    DeleteMediaListEntry(id: Int): Deleted
  }

  type Media {
    id: Int!
    idMal: Int
    title: MediaTitle
    type: MediaType
    format: MediaFormat
    status(version: Int): MediaStatus
    description(asHtml: Boolean): String
    startDate: FuzzyDate
    endDate: FuzzyDate
    season: MediaSeason
    seasonYear: Int
    seasonInt: Int
    episodes: Int
    duration: Int
    chapters: Int
    volumes: Int
    countryOfOrigin: CountryCode
    isLicensed: Boolean
    source(version: Int): MediaSource
    hashtag: String
    trailer: MediaTrailer
    updatedAt: Int
    coverImage: MediaCoverImage
    bannerImage: String
    genres: [String]
    synonyms: [String]
    averageScore: Int
    meanScore: Int
    popularity: Int
    isLocked: Boolean
    trending: Int
    favourites: Int
    tags: [MediaTag]
    relations: MediaConnection
    characters(sort: [CharacterSort], role: CharacterRole, page: Int, perPage: Int): CharacterConnection
    staff(sort: [StaffSort], page: Int, perPage: Int): StaffConnection
    studios(sort: [StudioSort], isMain: Boolean): StudioConnection
    isFavourite: Boolean!
    isFavouriteBlocked: Boolean!
    isAdult: Boolean
    nextAiringEpisode: AiringSchedule
    airingSchedule(notYetAired: Boolean, page: Int, perPage: Int): AiringScheduleConnection
    externalLinks: [MediaExternalLink]
    streamingEpisodes: [MediaStreamingEpisode]
    mediaListEntry: MediaList
    siteUrl: String
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
    voiceActorRoles(language: StaffLanguage, sort: [StaffSort]): [StaffRoleType]
    media: [Media]
    favouriteOrder: Int
  }

  type StaffRoleType {
    voiceActor: Staff
    roleNotes: String
    dubGroup: String
  }

  type CharacterName {
    first: String
    middle: String
    last: String
    full: String
    native: String
    alternative: [String]
    alternativeSpoiler: [String]
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
    description(asHtml: Boolean): String
    gender: String
    dateOfBirth: FuzzyDate
    age: String
    bloodType: String
    isFavourite: Boolean!
    isFavouriteBlocked: Boolean!
    siteUrl: String
    media(sort: [MediaSort], type: MediaType, onList: Boolean, page: Int, perPage: Int): MediaConnection
    favourites: Int
  }

  type MediaConnection {
    edges: [MediaEdge]
    nodes: [Media]
    pageInfo: PageInfo
  }

  type MediaEdge {
    node: Media
    id: Int
    relationType(version: Int): MediaRelation
    isMainStudio: Boolean!
    characters: [Character]
    characterRole: CharacterRole
    characterName: String
    roleNotes: String
    dubGroup: String
    staffRole: String
    "The character's voice actors in this media (AniList: set when the edge comes from Character.media)"
    voiceActors(language: StaffLanguage, sort: [StaffSort]): [Staff]
    voiceActorRoles(language: StaffLanguage, sort: [StaffSort]): [StaffRoleType]
    favouriteOrder: Int
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
    language: StaffLanguage @deprecated(reason: "Replaced with languageV2")
    languageV2: String
    image: StaffImage
    description(asHtml: Boolean): String
    primaryOccupations: [String]
    gender: String
    dateOfBirth: FuzzyDate
    dateOfDeath: FuzzyDate
    age: Int
    yearsActive: [Int]
    homeTown: String
    bloodType: String
    isFavourite: Boolean!
    isFavouriteBlocked: Boolean!
    siteUrl: String
    characters(sort: [CharacterSort], page: Int, perPage: Int): CharacterConnection
    favourites: Int
  }

  type StaffEdge {
    node: Staff
    id: Int
    role: String
    favouriteOrder: Int
  }

  type StaffConnection {
    edges: [StaffEdge]
    nodes: [Staff]
    pageInfo: PageInfo
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

/** Root fields answered by AniList; searchWorks belongs to Annict, LIST_ROOT_FIELDS to the list store. */
export const ANILIST_ROOT_FIELDS: ReadonlySet<string> = new Set(['Page', 'Media', 'Character']);

/** Query root fields the list store answers (media-list/graphql); every Mutation field is one too. */
export const LIST_ROOT_FIELDS: ReadonlySet<string> = new Set([
  'Viewer',
  'User',
  'MediaList',
  'MediaListCollection',
]);
