// A stand-in for graphql.anilist.co: AniList's page caps (50 per Page, 25 characters per media page),
// its error shape (HTTP 404 + `errors` + `data.Media: null`) and 120 characters for the test media.
import { GraphQLError } from 'graphql';
import { startFakeGraphQLServer, type FakeGraphQLServer } from './fake-graphql-server';

export const FAKE_MEDIA_ID = 113415;
export const FAKE_CHARACTER_COUNT = 120;

type Args = Record<string, unknown>;

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

export async function startFakeAniList(): Promise<FakeGraphQLServer> {
  return startFakeGraphQLServer(
    {
      Page: (args: Args) => {
        const perPage = Math.min(typeof args.perPage === 'number' ? args.perPage : 50, 50);
        return {
          pageInfo: { total: 1, perPage, currentPage: 1, hasNextPage: false },
          media: (mediaArgs: Args) => (mediaArgs.search === 'nothing' ? [] : [media]),
          characters: () => [character(1).node],
        };
      },
      Media: (args: Args) => {
        if (args.search === 'missing') throw new GraphQLError('Not Found.');
        return media;
      },
    },
    (result) => {
      const errors = result.errors as { message: string }[] | undefined;
      if (errors?.some((e) => e.message === 'Not Found.')) {
        return {
          status: 404,
          body: { errors: errors.map((e) => ({ ...e, status: 404 })), data: { Media: null } },
        };
      }
      return { status: 200, body: result };
    },
  );
}
