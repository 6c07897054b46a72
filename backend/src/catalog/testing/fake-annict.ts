// A stand-in for api.annict.com/graphql: needs the bearer token, knows `autumn` but fails on `fall`,
// and answers some works with a null image.
import { GraphQLError } from 'graphql';
import { startFakeGraphQLServer, type FakeGraphQLServer } from './fake-graphql-server';

export const FAKE_ANNICT_TOKEN = 'test-annict-token';
const SLUG = /^\d{4}-(winter|spring|summer|autumn)$/;

export async function startFakeAnnict(): Promise<FakeGraphQLServer> {
  return startFakeGraphQLServer({
    searchWorks: (args: { seasons?: string[]; first?: number }) => {
      for (const season of args.seasons ?? []) {
        if (!SLUG.test(season)) throw new GraphQLError(`Invalid season: ${season}`);
      }
      const works = [
        {
          title: '呪術廻戦',
          watchersCount: 52000,
          seasonYear: 2020,
          seasonName: 'AUTUMN',
          malAnimeId: '40748',
          image: null,
        },
        {
          title: 'チェンソーマン',
          malAnimeId: null,
          watchersCount: 41000,
          seasonYear: 2022,
          seasonName: 'AUTUMN',
          image: { facebookOgImageUrl: 'https://img.example/annict-csm.jpg' },
        },
      ];
      return {
        edges: works.slice(0, args.first ?? works.length).map((node) => ({ node, cursor: node.title })),
      };
    },
  });
}
