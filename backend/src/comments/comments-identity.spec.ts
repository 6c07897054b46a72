// One character, one thread: in CATALOG_SOURCE=auto a comment or favorite saved while AniList answered
// is found again when the snapshot answers (AniList down), because both give the character one id.
import { randomUUID } from 'node:crypto';
import { startFakeAniList } from '../catalog/testing/fake-anilist';
import type { FakeGraphQLServer } from '../catalog/testing/fake-graphql-server';
import { CHARACTERS } from '../catalog/testing/web-app-operations';
import { callApi, createEmulatorUser, createTestApp, type EmulatorUser, type TestApp } from '../testing';
import type { CommentView, FavoriteView } from '@anifan/contract';

interface CharactersAnswer {
  data: { Page: { characters: { id: number; name: { native: string } }[] } };
  extensions: { catalog: { source: string } };
}

let anilist: FakeGraphQLServer;
let server: TestApp;
let fan: EmulatorUser;

beforeAll(async () => {
  anilist = await startFakeAniList();
  server = await createTestApp({ CATALOG_SOURCE: 'auto', ANILIST_URL: anilist.url });
  fan = await createEmulatorUser({ email: `identity-${randomUUID()}@example.com`, name: 'Fan' });
});

afterAll(async () => {
  await server?.close();
  await anilist?.close();
});

async function searchCharacter(search: string): Promise<{ id: number | undefined; source: string }> {
  const answer = await callApi(server.url, 'POST', '/graphql', {
    body: { query: CHARACTERS, variables: { search }, operationName: 'GetCharacters' },
  });
  expect(answer.status).toBe(200);
  const body = answer.json as CharactersAnswer;
  const [first] = body.data.Page.characters;
  expect(first?.name.native).toBe('五条悟');
  return { id: first?.id, source: body.extensions.catalog.source };
}

it('lists a comment and a favorite saved under the live id when the snapshot answers', async () => {
  const live = await searchCharacter('五条悟');
  expect(live).toEqual({ id: 127691, source: 'live' });
  const posted = await callApi(server.url, 'POST', '/api/characterComment/process', {
    token: fan.idToken,
    body: { commentId: 0, characterId: live.id, commentText: '最強！' },
  });
  expect(posted.status).toBe(201);
  const favorite = await callApi(server.url, 'PUT', `/api/favorites/${live.id}`, {
    token: fan.idToken,
    body: { name: '五条悟', image: '' },
  });
  expect(favorite.status).toBe(201);

  await anilist.close();
  const embedded = await searchCharacter('Satoru Gojou');
  expect(embedded).toEqual({ id: live.id, source: 'embedded' });

  const comments = await callApi(server.url, 'GET', `/api/characterComment/all/${embedded.id}`);
  expect((comments.json as CommentView[]).map((c) => [c.characterId, c.commentText])).toEqual([
    [127691, '最強！'],
  ]);
  const favorites = await callApi(server.url, 'GET', '/api/favorites', { token: fan.idToken });
  expect((favorites.json as FavoriteView[]).map((f) => f.characterId)).toEqual([embedded.id]);
});

it('files a comment on a curated character without an AniList id under its negative key', async () => {
  const posted = await callApi(server.url, 'POST', '/api/characterComment/process', {
    token: fan.idToken,
    body: { commentId: 0, characterId: -296356092, commentText: '真実はいつもひとつ' },
  });
  expect(posted.status).toBe(201);
  expect((posted.json as CommentView).characterId).toBe(-296356092);
  const listed = await callApi(server.url, 'GET', '/api/characterComment/all/-296356092');
  expect((listed.json as CommentView[]).map((c) => c.commentText)).toEqual(['真実はいつもひとつ']);
  const favorite = await callApi(server.url, 'PUT', '/api/favorites/-296356092', {
    token: fan.idToken,
    body: { name: '江戸川コナン', image: '' },
  });
  expect(favorite.status).toBe(201);
});
