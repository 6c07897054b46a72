// In live mode the list API never reaches AniList: list operations are answered from the store, the
// works inside entries are asked as catalogue pages, a catalogue operation asking mediaListEntry is
// forwarded without it, and one that does not touch lists is forwarded exactly as the client wrote it.
import { Module } from '@nestjs/common';
import { parse, print } from 'graphql';
import { CatalogModule } from '../../catalog';
import { FAKE_MEDIA_ID, startFakeAniList } from '../../catalog/testing/fake-anilist';
import type { FakeGraphQLServer } from '../../catalog/testing/fake-graphql-server';
import { createEmulatorUser, createTestApp, type EmulatorUser, type TestApp } from '../../testing';
import { MediaListModule } from '../media-list.module';
import { listGraphqlProviders } from './list-graphql.providers';

@Module({ imports: [MediaListModule, CatalogModule], providers: listGraphqlProviders })
class ListGraphqlTestModule {}

const LIST_WORDS = /\b(?:mutation|Viewer|User|MediaList\w*|mediaList\w*|SaveMediaListEntry)\b/;

let anilist: FakeGraphQLServer;
let app: TestApp;
let fan: EmulatorUser;

beforeAll(async () => {
  anilist = await startFakeAniList();
  app = await createTestApp(
    { CATALOG_SOURCE: 'live', ANILIST_URL: anilist.url },
    { imports: [ListGraphqlTestModule] },
  );
  fan = await createEmulatorUser({ email: `live-${Date.now()}@example.com`, name: 'Live' });
});

afterAll(async () => {
  await app?.close();
  await anilist?.close();
});

const gql = async (
  query: string,
  variables: Record<string, unknown> = {},
  method: 'GET' | 'POST' = 'POST',
) => {
  const auth = { Authorization: `Bearer ${fan.idToken}` };
  const response =
    method === 'POST'
      ? await fetch(`${app.url}/graphql`, {
          method,
          headers: { 'Content-Type': 'application/json', ...auth },
          body: JSON.stringify({ query, variables }),
        })
      : await fetch(
          `${app.url}/graphql?${new URLSearchParams({ query, variables: JSON.stringify(variables) })}`,
          {
            headers: auth,
          },
        );
  return { status: response.status, body: (await response.json()) as { data?: unknown; errors?: unknown[] } };
};

describe('the list API in live mode', () => {
  it('answers list operations from the store: AniList is asked only for the works, never a list field', async () => {
    const saved = await gql(
      'mutation { SaveMediaListEntry(mediaId: 113415, status: CURRENT, progress: 2) { id progress } }',
    );
    expect(saved).toMatchObject({ status: 200, body: { data: { SaveMediaListEntry: { progress: 2 } } } });
    const collection = await gql(
      '{ Viewer { id } MediaListCollection(userName: "Live", type: ANIME) { lists { entries { progress media { id title { romaji } } } } } }',
    );
    expect(collection.status).toBe(200);
    expect(collection.body.data).toMatchObject({
      MediaListCollection: {
        lists: [
          { entries: [{ progress: 2, media: { id: FAKE_MEDIA_ID, title: { romaji: 'Jujutsu Kaisen' } } }] },
        ],
      },
    });
    expect(anilist.requests.length).toBeGreaterThan(0);
    expect(anilist.requests.filter((request) => LIST_WORDS.test(request.query))).toEqual([]);
    // The works' ids go as a variable: one document text for any list, cached once upstream and here.
    expect(anilist.requests.at(-1)?.variables).toEqual({ anifanMediaIds: [FAKE_MEDIA_ID] });
  });

  it('forwards a catalogue operation asking mediaListEntry without it, and fills in the caller’s entry', async () => {
    anilist.requests.length = 0;
    const answer = await gql(
      'query ($id: Int) { Media(id: $id) { id entry: mediaListEntry { status progress } } }',
      {
        id: FAKE_MEDIA_ID,
      },
    );
    expect(answer.body).toMatchObject({
      data: { Media: { id: FAKE_MEDIA_ID, entry: { status: 'CURRENT', progress: 2 } } },
    });
    expect(anilist.requests).toHaveLength(1);
    expect(anilist.requests[0]?.query).not.toMatch(LIST_WORDS);
  });

  it('forwards an operation that does not touch lists as the catalogue always has, token or not', async () => {
    anilist.requests.length = 0;
    const query =
      'query ($search: String) { Page(perPage: 5) { media(search: $search) { id title { native } } } }';
    const answer = await gql(query, { search: '呪術' });
    expect(answer.status).toBe(200);
    // The catalogue forwards the document it parsed, printed: the same as without a list API.
    expect(anilist.requests.map((request) => request.query)).toEqual([print(parse(query))]);
  });

  it('refuses a mutation sent with GET (405), changing nothing', async () => {
    const answer = await gql('mutation { DeleteMediaListEntry(id: 1) { deleted } }', {}, 'GET');
    expect(answer.status).toBe(405);
  });
});
