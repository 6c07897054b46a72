// A stand-in for graphql.anilist.co: AniList's page caps (50 per Page, 25 characters per media page),
// its error shape (HTTP 404 + `errors` + `data.<root>: null`), 120 characters for the test media, and
// a few characters as AniList has them (real ids, names, works and Japanese voice actors) for searches.
import { GraphQLError } from 'graphql';
import { startFakeGraphQLServer, type FakeGraphQLServer } from './fake-graphql-server';

export const FAKE_MEDIA_ID = 113415;
export const FAKE_CHARACTER_COUNT = 120;

type Args = Record<string, unknown>;

const anilistMedia = (id: number, romaji: string, english: string, native: string) => ({
  id,
  title: { romaji, english, native },
});
const JUJUTSU_KAISEN = anilistMedia(FAKE_MEDIA_ID, 'Jujutsu Kaisen', 'JUJUTSU KAISEN', '呪術廻戦');
const SPY_FAMILY = anilistMedia(140960, 'SPY×FAMILY', 'SPY x FAMILY', 'SPY×FAMILY');

const anilistCharacter = (
  id: number,
  name: { full: string; native: string },
  work: ReturnType<typeof anilistMedia>,
  voiceActor: { id: number; full: string; native: string },
) => ({
  id,
  name,
  image: { large: `https://img.example/anilist-c${id}.png` },
  // AniList answers a character's works with, on each edge, its voice actors in that work.
  media: () => ({
    edges: [
      {
        node: work,
        characterRole: 'MAIN',
        voiceActors: (args: Args) =>
          args.language === undefined || args.language === 'JAPANESE'
            ? [
                {
                  id: voiceActor.id,
                  name: { full: voiceActor.full, native: voiceActor.native },
                  image: { large: `https://img.example/anilist-s${voiceActor.id}.png` },
                },
              ]
            : [],
      },
    ],
  }),
});

/** Characters of curated titles with AniList's ids, so live and embedded answers can be compared. */
export const ANILIST_CHARACTERS = [
  anilistCharacter(127691, { full: 'Satoru Gojou', native: '五条悟' }, JUJUTSU_KAISEN, {
    id: 95513,
    full: 'Yuuichi Nakamura',
    native: '中村悠一',
  }),
  anilistCharacter(127212, { full: 'Yuuji Itadori', native: '虎杖悠仁' }, JUJUTSU_KAISEN, {
    id: 119319,
    full: 'Junya Enoki',
    native: '榎木淳弥',
  }),
  anilistCharacter(138100, { full: 'Anya Forger', native: 'アーニャ・フォージャー' }, SPY_FAMILY, {
    id: 112215,
    full: 'Atsumi Tanezaki',
    native: '種﨑敦美',
  }),
];

function searchCharacters(search: unknown) {
  if (typeof search !== 'string' || search.trim() === '') return ANILIST_CHARACTERS;
  const needle = search.toLowerCase();
  return ANILIST_CHARACTERS.filter(
    (c) => c.name.full.toLowerCase().includes(needle) || c.name.native.includes(search),
  );
}

const character = (n: number) => ({
  node: {
    id: 1000 + n,
    name: { full: `Character ${n}`, native: `キャラ${n}` },
    image: { large: `https://img.example/c${n}.png` },
  },
  role: n <= 4 ? 'MAIN' : 'SUPPORTING',
  voiceActors: () => [
    { id: 5000 + n, name: { full: `Actor ${n}`, native: `声優${n}` }, image: { large: null } },
  ],
});

const media = {
  id: FAKE_MEDIA_ID,
  title: { romaji: 'Jujutsu Kaisen', english: 'JUJUTSU KAISEN', native: '呪術廻戦' },
  coverImage: {
    large: 'https://img.example/anilist-jjk.jpg',
    medium: 'https://img.example/anilist-jjk-m.jpg',
  },
  characters: (args: Args) => {
    const perPage = Math.min(typeof args.perPage === 'number' ? args.perPage : 25, 25);
    const page = typeof args.page === 'number' ? args.page : 1;
    const all = Array.from({ length: FAKE_CHARACTER_COUNT }, (_, i) => character(i + 1));
    const edges = all.slice((page - 1) * perPage, page * perPage);
    return {
      edges,
      pageInfo: { total: all.length, perPage, currentPage: page, hasNextPage: page * perPage < all.length },
    };
  },
};

const seasonal = (
  id: number,
  native: string,
  romaji: string,
  season: 'WINTER' | 'SPRING' | 'SUMMER' | 'FALL',
  seasonYear: number,
  popularity: number,
  idMal: number | null = null,
) => ({
  id,
  idMal,
  title: { romaji, english: null, native },
  season,
  seasonYear,
  popularity,
  coverImage: { extraLarge: `https://img.example/anilist-${id}-xl.jpg`, large: null },
});

/** A season's works as AniList lists them (test data, not real ids), unordered. */
export const SEASON_MEDIA = [
  seasonal(990001, '秋のテスト作品B', 'Aki no Test B', 'FALL', 2026, 1200),
  seasonal(990002, '秋のテスト作品A', 'Aki no Test A', 'FALL', 2026, 8800, 880002),
  seasonal(990003, '冬のテスト作品', 'Fuyu no Test', 'WINTER', 2027, 500),
];

export async function startFakeAniList(): Promise<FakeGraphQLServer> {
  return startFakeGraphQLServer(
    {
      Page: (args: Args) => {
        const perPage = Math.min(typeof args.perPage === 'number' ? args.perPage : 50, 50);
        return {
          pageInfo: { total: 1, perPage, currentPage: 1, hasNextPage: false },
          media: (mediaArgs: Args) => {
            if (mediaArgs.seasonYear !== undefined || mediaArgs.season !== undefined) {
              return SEASON_MEDIA.filter(
                (m) =>
                  (mediaArgs.seasonYear === undefined || m.seasonYear === mediaArgs.seasonYear) &&
                  (mediaArgs.season === undefined ||
                    mediaArgs.season === null ||
                    m.season === mediaArgs.season),
              );
            }
            return mediaArgs.search === 'nothing' ? [] : [media];
          },
          characters: (characterArgs: Args) => searchCharacters(characterArgs.search),
        };
      },
      Media: (args: Args) => {
        if (args.search === 'missing') throw new GraphQLError('Not Found.');
        return media;
      },
      Character: (args: Args) => {
        const found = ANILIST_CHARACTERS.find((c) => c.id === args.id);
        if (!found) throw new GraphQLError('Not Found.');
        return found;
      },
    },
    (result) => {
      const errors = result.errors as { message: string }[] | undefined;
      if (errors?.some((e) => e.message === 'Not Found.')) {
        return {
          status: 404,
          body: { errors: errors.map((e) => ({ ...e, status: 404 })), data: result.data ?? null },
        };
      }
      return { status: 200, body: result };
    },
  );
}
