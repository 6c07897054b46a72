import { loadConfig } from '../../config';
import { DEFAULT_CATALOG_OPTIONS } from '../catalog-options';
import { startFakeGraphQLServer, type FakeGraphQLServer } from '../testing/fake-graphql-server';
import { createAniListUpstream, createAnnictUpstream } from './upstreams.provider';

let server: FakeGraphQLServer;

beforeEach(async () => {
  server = await startFakeGraphQLServer({ Media: () => ({ id: 1 }) });
});

afterEach(() => server.close());

const post = async (upstream: ReturnType<typeof createAniListUpstream>) => {
  await upstream.post({ query: '{ Media { id } }', variables: {} }, 1_000);
  return server.requests[0]?.headers ?? {};
};

describe('upstream providers', () => {
  it('identify the gateway to AniList with a User-Agent and this server’s address as Referer', async () => {
    const config = loadConfig({ ANILIST_URL: server.url, PORT: '8123', LOG_LEVEL: 'error' });
    const headers = await post(createAniListUpstream(config, DEFAULT_CATALOG_OPTIONS));
    expect(headers['user-agent']).toBe(DEFAULT_CATALOG_OPTIONS.anilist.userAgent);
    expect(headers.referer).toBe('http://127.0.0.1:8123/');
    expect(headers.authorization).toBeUndefined();
  });

  it('prefer a configured Referer', async () => {
    const config = loadConfig({ ANILIST_URL: server.url, LOG_LEVEL: 'error' });
    const options = {
      ...DEFAULT_CATALOG_OPTIONS,
      anilist: { ...DEFAULT_CATALOG_OPTIONS.anilist, referer: 'https://anifan.example/' },
    };
    expect((await post(createAniListUpstream(config, options))).referer).toBe('https://anifan.example/');
  });

  it.each([
    ['sends the Annict token as a bearer', 'secret-token', 'Bearer secret-token'],
    ['sends no Authorization without a token', '', undefined],
  ])('%s', async (_label, token, authorization) => {
    const config = loadConfig({ ANNICT_URL: server.url, ANNICT_TOKEN: token, LOG_LEVEL: 'error' });
    expect((await post(createAnnictUpstream(config, DEFAULT_CATALOG_OPTIONS))).authorization).toBe(
      authorization,
    );
  });
});
