// The cached comment list through the real app: read-your-writes on the writing instance, coherence across two instances.
import { randomUUID } from 'node:crypto';
import { get } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { filter, firstValueFrom } from 'rxjs';
import {
  createEmulatorUser,
  createTestApp,
  databaseTargets,
  TEST_REDIS_URL,
  uniqueCharacterId,
  type EmulatorUser,
  type TestApp,
} from '../testing';
import type { CharacterId, CommentView } from '@anifan/contract';
import { CommentEventsService, type CommentEvent } from './comment-events.service';
import { CommentListCache } from './comment-list-cache';

async function account(name: string): Promise<EmulatorUser> {
  return createEmulatorUser({ email: `${name.toLowerCase()}-${randomUUID()}@example.com`, name });
}

interface Listing {
  etag: string | null;
  comments: CommentView[];
}

async function list(
  server: TestApp,
  characterId: CharacterId,
  options: { viewer?: EmulatorUser } = {},
): Promise<Listing> {
  const headers: Record<string, string> = {};
  if (options.viewer) headers.authorization = `Bearer ${options.viewer.idToken}`;
  const response = await fetch(`${server.url}/api/characterComment/all/${encodeURIComponent(characterId)}`, {
    headers,
  });
  const text = await response.text();
  expect(response.status).toBe(200);
  return {
    etag: response.headers.get('etag'),
    comments: text ? (JSON.parse(text) as CommentView[]) : [],
  };
}

async function write(server: TestApp, user: EmulatorUser, body: unknown): Promise<CommentView> {
  const response = await fetch(`${server.url}/api/characterComment/process`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect([200, 201]).toContain(response.status);
  return (await response.json()) as CommentView;
}

async function remove(server: TestApp, user: EmulatorUser, commentId: number): Promise<void> {
  const response = await fetch(`${server.url}/api/characterComment/delete/${commentId}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${user.idToken}` },
  });
  await response.arrayBuffer();
  expect(response.status).toBe(200);
}

/** A conditional GET as a browser's cache revalidates (fetch() would add `Cache-Control: no-cache`, which forbids a 304). */
function revalidate(server: TestApp, characterId: CharacterId, etag: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const url = `${server.url}/api/characterComment/all/${encodeURIComponent(characterId)}`;
    get(url, { headers: { 'if-none-match': etag } }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    }).on('error', reject);
  });
}

const texts = ({ comments }: Listing): string[] => comments.map((comment) => comment.commentText);

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** The list's bytes as sent (fetch() would decompress them) for a client that takes only gzip. */
function rawList(server: TestApp, characterId: CharacterId, viewer?: EmulatorUser): Promise<RawAnswer> {
  const headers: Record<string, string> = { 'accept-encoding': 'gzip' };
  if (viewer) headers.authorization = `Bearer ${viewer.idToken}`;
  return new Promise((resolve, reject) => {
    const url = `${server.url}/api/characterComment/all/${encodeURIComponent(characterId)}`;
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    }).on('error', reject);
  });
}

let alice: EmulatorUser;
let bob: EmulatorUser;

beforeAll(async () => {
  [alice, bob] = await Promise.all([account('Alice'), account('Bob')]);
});

describe.each(databaseTargets())('cached comment list on one instance ($name)', ({ env }) => {
  let server: TestApp;

  beforeAll(async () => {
    server = await createTestApp(env);
  }, 60_000);

  afterAll(async () => {
    await server?.close();
  });

  it('shows each write to the very next read, even when the list was already cached', async () => {
    const characterId = uniqueCharacterId();
    expect((await list(server, characterId)).comments).toEqual([]);

    const created = await write(server, alice, { commentId: 0, characterId, commentText: 'first' });
    expect(texts(await list(server, characterId))).toEqual(['first']);

    await write(server, alice, { commentId: created.commentId, characterId, commentText: 'edited' });
    expect(texts(await list(server, characterId))).toEqual(['edited']);

    await remove(server, alice, created.commentId);
    expect((await list(server, characterId)).comments).toEqual([]);
  });

  it('shows a write to its writer even before the write’s own event comes back', async () => {
    const characterId = uniqueCharacterId();
    expect((await list(server, characterId)).comments).toEqual([]);
    const publish = jest.spyOn(server.app.get(CommentEventsService), 'publish').mockResolvedValue();
    try {
      await write(server, alice, { commentId: 0, characterId, commentText: 'no echo' });
      expect(texts(await list(server, characterId))).toEqual(['no echo']);
    } finally {
      publish.mockRestore();
    }
  });

  it('flags mine for each viewer from the same cached list', async () => {
    const characterId = uniqueCharacterId();
    await write(server, alice, { commentId: 0, characterId, commentText: 'by alice' });
    await write(server, bob, { commentId: 0, characterId, commentText: 'by bob' });
    const carol = await account('Carol');

    for (let round = 0; round < 2; round += 1) {
      const mine = async (viewer?: EmulatorUser) =>
        (await list(server, characterId, { viewer })).comments.map((comment) => comment.mine);
      expect(await mine()).toEqual([false, false]);
      expect(await mine(alice)).toEqual([true, false]);
      expect(await mine(bob)).toEqual([false, true]);
      expect(await mine(carol)).toEqual([false, false]);
    }
  });

  it('sends a long list gzipped to a client that takes gzip, a guest and a viewer who wrote in it alike', async () => {
    const characterId = uniqueCharacterId();
    for (let i = 0; i < 12; i += 1) {
      await write(server, i % 2 === 0 ? alice : bob, {
        commentId: 0,
        characterId,
        commentText: `長めのコメントで一覧を圧縮の閾値より大きくする ${i}`,
      });
    }
    const guest = await rawList(server, characterId);
    const mine = await rawList(server, characterId, alice);
    for (const answer of [guest, mine]) {
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(answer.headers['vary']).toBe('Authorization, Accept-Encoding');
    }
    expect(guest.headers['etag']).toMatch(/^W\//);
    expect(mine.headers['etag']).toBeUndefined();
    const flags = (answer: RawAnswer) =>
      (JSON.parse(gunzipSync(answer.body).toString()) as CommentView[]).map((comment) => comment.mine);
    expect(flags(guest)).toEqual(Array(12).fill(false));
    expect(flags(mine)).toEqual(Array.from({ length: 12 }, (_, i) => i % 2 === 0));
  });

  it('keeps a signed-in viewer’s list out of shared caches; a guest’s stays shareable; both vary on Authorization', async () => {
    const characterId = uniqueCharacterId();
    await write(server, alice, { commentId: 0, characterId, commentText: 'mine' });
    const guest = await rawList(server, characterId);
    const author = await rawList(server, characterId, alice);
    const other = await rawList(server, characterId, bob);
    expect(guest.headers['cache-control']).toBeUndefined();
    for (const viewer of [author, other]) expect(viewer.headers['cache-control']).toBe('private, no-cache');
    for (const answer of [guest, author, other]) {
      expect(answer.status).toBe(200);
      expect(answer.headers['vary']).toBe('Authorization');
    }
  });

  it('answers 304 to a guest whose copy is current, and the new list once it changed', async () => {
    const characterId = uniqueCharacterId();
    await write(server, alice, { commentId: 0, characterId, commentText: 'one' });
    const first = await list(server, characterId);
    expect(first.etag).toMatch(/^W\/"[0-9a-f]+-[A-Za-z0-9+/]{27}"$/);

    expect(await revalidate(server, characterId, first.etag ?? '')).toBe(304);

    await write(server, bob, { commentId: 0, characterId, commentText: 'two' });
    expect(await revalidate(server, characterId, first.etag ?? '')).toBe(200);
    const changed = await list(server, characterId);
    expect(texts(changed)).toEqual(['one', 'two']);
    expect(changed.etag).not.toBe(first.etag);
  });
});

describe('cached comment list on two instances sharing PostgreSQL and Redis', () => {
  const postgres = databaseTargets().find((target) => target.name === 'postgres');
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    if (!postgres) throw new Error('PostgreSQL at 127.0.0.1:5432 is required for the scale-out tests');
    const env = { ...postgres.env, REDIS_URL: TEST_REDIS_URL };
    first = await createTestApp(env);
    second = await createTestApp(env);
  }, 60_000);

  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  /** Resolves when `server` has heard of the next change to `characterId` (its cache hears it first). */
  function heard(server: TestApp, characterId: CharacterId): Promise<CommentEvent> {
    return firstValueFrom(
      server.app
        .get(CommentEventsService)
        .all.pipe(filter((event) => event.comment.characterId === characterId)),
    );
  }

  it('serves a write through one instance on the other once its event arrives, never stale after', async () => {
    const characterId = uniqueCharacterId();
    // Both lists are cached (empty) before anything is written.
    expect((await list(first, characterId)).comments).toEqual([]);
    expect((await list(second, characterId)).comments).toEqual([]);
    // Redis is up, so both instances really answer from memory (not the database) from now on.
    for (const server of [first, second]) expect(server.app.get(CommentListCache).size).toBeGreaterThan(0);

    let arrived = heard(second, characterId);
    const created = await write(first, alice, { commentId: 0, characterId, commentText: 'from first' });
    expect(texts(await list(first, characterId))).toEqual(['from first']);
    await arrived;
    expect((await list(second, characterId, { viewer: alice })).comments).toEqual([created]);

    arrived = heard(first, characterId);
    await write(second, alice, { commentId: created.commentId, characterId, commentText: 'from second' });
    expect(texts(await list(second, characterId))).toEqual(['from second']);
    await arrived;
    expect(texts(await list(first, characterId))).toEqual(['from second']);

    arrived = heard(second, characterId);
    await remove(first, alice, created.commentId);
    expect((await list(first, characterId)).comments).toEqual([]);
    await arrived;
    expect((await list(second, characterId)).comments).toEqual([]);
  });

  it('flags mine per viewer on the instance that did not take the write', async () => {
    const characterId = uniqueCharacterId();
    expect((await list(second, characterId)).comments).toEqual([]);
    const arrived = heard(second, characterId);
    await write(first, bob, { commentId: 0, characterId, commentText: 'by bob' });
    await arrived;
    expect((await list(second, characterId, { viewer: bob })).comments.map((c) => c.mine)).toEqual([true]);
    expect((await list(second, characterId, { viewer: alice })).comments.map((c) => c.mine)).toEqual([false]);
    expect((await list(second, characterId)).comments.map((c) => c.mine)).toEqual([false]);
  });
});
