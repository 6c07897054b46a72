// Property-based hostile input over the discussion endpoints, signed in or not, on SQLite and
// PostgreSQL: never a 5xx, every refusal in the JSON error shape.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import {
  callApi,
  createEmulatorUser,
  createTestApp,
  databaseTargets,
  type EmulatorUser,
  type TestApp,
} from '../testing';

describe.each(databaseTargets())('hostile input to discussions on $name', ({ env }) => {
  let server: TestApp;
  const tokens: Array<string | undefined> = [undefined];

  beforeAll(async () => {
    server = await createTestApp(env);
    const users: EmulatorUser[] = await Promise.all(
      ['a', 'b', 'c', 'd'].map((name) =>
        createEmulatorUser({ email: `hostile-${name}-${randomUUID()}@example.com`, name }),
      ),
    );
    tokens.push(...users.map((user) => user.idToken));
    // Something to aim at: a thread with a comment and a reply.
    const top = await callApi(server.url, 'POST', '/api/comments', {
      token: users[0]?.idToken,
      body: { thread: 'episode:1:1', commentText: '的' },
    });
    await callApi(server.url, 'POST', '/api/comments', {
      token: users[1]?.idToken,
      body: {
        thread: 'episode:1:1',
        commentText: '返信',
        parentId: (top.json as { commentId: number }).commentId,
      },
    });
  });

  afterAll(() => server?.close());

  const segment = fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.integer({ min: -5, max: 5 }).map(String),
    fc.integer().map(String),
    fc.constantFrom('0', '1', '2', '-1', '1e3', '9'.repeat(30), '2147483648', '%00', '..', 'a'.repeat(200)),
  );
  const thread = fc.oneof(
    segment,
    fc.constantFrom('episode:1:1', 'character:1', 'character:0', 'episode:1:10000', 'episode:2147483648:1'),
  );
  const text = fc.oneof(
    fc.string({ maxLength: 50 }),
    fc.constantFrom(
      '',
      ' ',
      'https://a.example https://b.example https://c.example',
      'a\u0000b',
      'あ'.repeat(1001),
    ),
  );
  const anything = fc.jsonValue({ maxDepth: 2 });
  const commentBody = fc.oneof(
    anything,
    fc.record(
      {
        thread: fc.oneof(thread, anything),
        commentText: fc.oneof(text, anything),
        spoiler: fc.oneof(fc.boolean(), anything),
        parentId: fc.oneof(fc.integer(), fc.constant(null), fc.double(), anything),
      },
      { requiredKeys: [] },
    ),
  );
  const reportBody = fc.oneof(
    anything,
    fc.record(
      {
        commentId: fc.oneof(fc.integer(), fc.double(), anything),
        reason: fc.oneof(fc.constantFrom('spoiler', 'abuse', 'spam', 'other', 'nope'), anything),
        text: fc.oneof(fc.string({ maxLength: 600 }), anything),
      },
      { requiredKeys: [] },
    ),
  );
  const path = (template: (value: string) => string) =>
    segment.map((value) => template(encodeURIComponent(value)));
  const request = fc.oneof(
    fc.tuple(
      fc.constant('GET'),
      fc
        .tuple(thread, segment, segment)
        .map(
          ([key, before, limit]) =>
            `/api/comments?thread=${encodeURIComponent(key)}&before=${encodeURIComponent(before)}&limit=${encodeURIComponent(limit)}`,
        ),
      fc.constant(undefined),
    ),
    fc.tuple(
      fc.constant('GET'),
      thread.map((key) => `/api/comments?thread=${encodeURIComponent(key)}`),
      fc.constant(undefined),
    ),
    fc.tuple(fc.constant('POST'), fc.constant('/api/comments'), commentBody),
    fc.tuple(
      fc.constant('PUT'),
      path((id) => `/api/comments/${id}`),
      commentBody,
    ),
    fc.tuple(
      fc.constant('DELETE'),
      path((id) => `/api/comments/${id}`),
      fc.constant(undefined),
    ),
    fc.tuple(
      fc.constantFrom('PUT', 'DELETE'),
      fc
        .tuple(segment, fc.oneof(segment, fc.constantFrom('like', 'heart')))
        .map(
          ([id, reaction]) =>
            `/api/comments/${encodeURIComponent(id)}/reactions/${encodeURIComponent(reaction)}`,
        ),
      fc.constant(undefined),
    ),
    fc.tuple(fc.constant('POST'), fc.constant('/api/reports'), reportBody),
    fc.tuple(
      fc.constantFrom('PUT', 'DELETE'),
      path((id) => `/api/mutes/${id}`),
      fc.constant(undefined),
    ),
    fc.tuple(fc.constant('GET'), fc.constant('/api/mutes'), fc.constant(undefined)),
  );

  it('never answers 5xx, and every refusal has the error shape', async () => {
    await fc.assert(
      fc.asyncProperty(request, fc.constantFrom(...tokens), async ([method, target, body], token) => {
        const answer = await callApi(server.url, method, target, { token, body });
        expect(answer.status).toBeLessThan(500);
        if (answer.status >= 400) {
          expect(answer.json).toMatchObject({
            error: { code: expect.any(String), message: expect.any(String) },
          });
        }
      }),
      { numRuns: 300 },
    );
  }, 120_000);
});
