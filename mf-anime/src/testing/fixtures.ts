// Gateway answers in the shapes the web app reads (docs/entities.md#works), for the anime home and detail tests.
export const worksAnswer = (
  titles: string[],
  images: Array<string | null> = [],
  malIds: Array<string | null> = [],
) => ({
  data: {
    searchWorks: {
      __typename: 'WorkConnection',
      edges: titles.map((title, index) => ({
        __typename: 'WorkEdge',
        node: {
          __typename: 'Work',
          title,
          watchersCount: 1000 - index,
          seasonYear: 2026,
          malAnimeId: malIds[index] ?? null,
          image: {
            __typename: 'WorkImage',
            facebookOgImageUrl: index < images.length ? images[index] : `https://img.test/${index}.jpg`,
          },
        },
      })),
    },
  },
});

export const animeWorksAnswer = (titles: string[]) => ({
  data: {
    Page: {
      __typename: 'Page',
      media: titles.map((title, index) => ({
        __typename: 'Media',
        id: 100 + index,
        title: { __typename: 'MediaTitle', native: title },
        coverImage: { __typename: 'MediaCoverImage', large: `https://img.test/cover-${index}.jpg` },
      })),
    },
  },
});

type ActorFixture = { id: number; native: string | null; full: string };

/** A character's Japanese voice actors as AniList answers them: the one given, or none. */
const voiceActorsAnswer = (actor: ActorFixture | undefined) =>
  actor
    ? [
        {
          __typename: 'Staff',
          id: actor.id,
          name: { __typename: 'StaffName', full: actor.full, native: actor.native },
          image: { __typename: 'StaffImage', large: `https://img.test/staff-${actor.id}.jpg` },
        },
      ]
    : [];

export const charactersAnswer = (
  characters: Array<{
    id: number;
    native: string | null;
    full: string;
    anime?: string;
    actor?: ActorFixture;
  }>,
) => ({
  data: {
    Page: {
      __typename: 'Page',
      characters: characters.map((character) => ({
        __typename: 'Character',
        id: character.id,
        name: { __typename: 'CharacterName', full: character.full, native: character.native },
        image: { __typename: 'CharacterImage', large: `https://img.test/character-${character.id}.jpg` },
        media: {
          __typename: 'MediaConnection',
          edges: character.anime
            ? [
                {
                  __typename: 'MediaEdge',
                  node: {
                    __typename: 'Media',
                    id: 1,
                    title: { __typename: 'MediaTitle', native: character.anime },
                  },
                  voiceActors: voiceActorsAnswer(character.actor),
                },
              ]
            : [],
        },
      })),
    },
  },
});

interface DetailCharacter {
  id: number;
  native: string | null;
  full: string;
  actor?: ActorFixture;
}

/** The 放送・配信 fields of GetMediaDetail, as AniList answers a work it knows nothing more about. */
export const UNKNOWN_BROADCAST = {
  format: null,
  episodes: null,
  status: null,
  startDate: null,
  endDate: null,
  description: null,
  genres: null,
  averageScore: null,
  nextAiringEpisode: null,
  airingSchedule: null,
  externalLinks: null,
};

export const mediaDetailAnswer = (
  native: string,
  characters: DetailCharacter[],
  broadcast: Partial<typeof UNKNOWN_BROADCAST> | Record<string, unknown> = {},
) => ({
  data: {
    Media: {
      __typename: 'Media',
      id: 1,
      title: { __typename: 'MediaTitle', romaji: 'Jujutsu Kaisen', english: 'JUJUTSU KAISEN', native },
      coverImage: null,
      ...UNKNOWN_BROADCAST,
      ...broadcast,
      characters: {
        __typename: 'CharacterConnection',
        edges: characters.map((character) => ({
          __typename: 'CharacterEdge',
          role: 'MAIN',
          node: {
            __typename: 'Character',
            id: character.id,
            name: { __typename: 'CharacterName', full: character.full, native: character.native },
            image: { __typename: 'CharacterImage', large: `https://img.test/character-${character.id}.jpg` },
          },
          voiceActors: voiceActorsAnswer(character.actor),
        })),
      },
    },
  },
});
