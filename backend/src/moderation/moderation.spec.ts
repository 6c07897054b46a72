// The moderators' endpoints on both databases: each one's answers and refusals, the audit entry every
// action writes, and the authorization matrix over every /api/moderation endpoint.
import { randomInt, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import fc from 'fast-check';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import {
  type AuditEntry,
  type AuditLogPage,
  ENDPOINT_NAMES,
  ENDPOINTS,
  type EndpointName,
  type ModerationItem,
  type ModerationQueue,
  type Suspension,
  type ThreadComment,
  type ThreadKey,
  type ThreadPage,
} from '@anifan/contract';
import { grantModerator, revokeModerator } from '../auth';
import {
  callApi,
  createEmulatorUser,
  createModeratorUser,
  createTestApp,
  databaseTargets,
  type EmulatorUser,
  TEST_EMULATOR_HOST,
  TEST_PROJECT_ID,
  type TestApp,
} from '../testing';

const DAY_MS = 24 * 60 * 60 * 1000;
const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

describe.each(databaseTargets())('moderation on $name', (target) => {
  let server: TestApp;
  let firebase: App;
  const thread: ThreadKey = `episode:${randomInt(1_000_000, 2_000_000_000)}:1`;
  let moderator: EmulatorUser;
  let author: EmulatorUser;
  let reporter: EmulatorUser;
  let texts = 0;

  const api = (method: string, path: string, token?: string, body?: unknown) =>
    callApi(server.url, method, `/api${path}`, { token, body });

  /** A new comment of `user`'s in the spec's thread. */
  async function post(user: EmulatorUser): Promise<ThreadComment> {
    const answer = await api('POST', '/comments', user.idToken, {
      thread,
      commentText: `感想 ${target.name} ${++texts}`,
    });
    expect(answer.status).toBe(201);
    return answer.json as ThreadComment;
  }

  async function newestAudit(): Promise<AuditEntry> {
    const answer = await api('GET', '/moderation/audit?limit=1', moderator.idToken);
    expect(answer.status).toBe(200);
    return (answer.json as AuditLogPage).entries[0]!;
  }

  /** The public id comments carry for `user`, from a comment of theirs. */
  const publicIdOf = async (user: EmulatorUser) => (await post(user)).userId;

  beforeAll(async () => {
    server = await createTestApp(target.env);
    process.env.FIREBASE_AUTH_EMULATOR_HOST = TEST_EMULATOR_HOST;
    firebase = initializeApp({ projectId: TEST_PROJECT_ID }, `moderation-spec-${randomUUID()}`);
    moderator = await createModeratorUser({ email: uniqueEmail('mod'), name: '管理 花子' });
    author = await createEmulatorUser({ email: uniqueEmail('author'), name: '作者' });
    reporter = await createEmulatorUser({ email: uniqueEmail('reporter'), name: '通報者' });
  });

  afterAll(async () => {
    await deleteApp(firebase);
    await server?.close();
  });

  describe('the queue', () => {
    it('lists reported comments newest first with their reports, a page at a time', async () => {
      const comments = [await post(author), await post(author), await post(author)];
      for (const comment of comments) {
        const report = await api('POST', '/reports', reporter.idToken, {
          commentId: comment.commentId,
          reason: 'abuse',
        });
        expect(report.status).toBe(201);
      }
      const first = await api('GET', '/moderation/queue?limit=2', moderator.idToken);
      expect(first.status).toBe(200);
      const page = first.json as ModerationQueue;
      expect(page.items.map((item) => item.comment.commentId)).toEqual([
        comments[2]!.commentId,
        comments[1]!.commentId,
      ]);
      expect(page.items[0]).toMatchObject({
        parent: null,
        authorSuspension: null,
        reports: [{ reporterId: expect.any(String) as unknown, reason: 'abuse', text: null }],
      });
      expect(page.nextBefore).toBe(comments[1]!.commentId);
      const second = await api(
        'GET',
        `/moderation/queue?limit=2&before=${page.nextBefore}`,
        moderator.idToken,
      );
      expect((second.json as ModerationQueue).items[0]?.comment.commentId).toBe(comments[0]!.commentId);
      expect(first.text).not.toContain('authorUid');
      expect(first.headers.get('cache-control')).toBe('private, no-store');
    });

    it.each(['limit=0', 'limit=101', 'limit=x', 'before=0', 'before=-1', 'before=abc'])(
      'refuses ?%s with 400',
      async (query) => {
        const answer = await api('GET', `/moderation/queue?${query}`, moderator.idToken);
        expect(answer.status).toBe(400);
        expect(answer.json).toMatchObject({ error: { code: 'request/invalid' } });
      },
    );
  });

  describe('hide and restore', () => {
    it('hides a comment from everyone but its author and moderators, and writes who, what, when, why', async () => {
      const comment = await post(author);
      const started = Date.now();
      const hidden = await api('POST', `/moderation/comments/${comment.commentId}/hide`, moderator.idToken, {
        reason: '誹謗中傷のため',
      });
      expect(hidden.status).toBe(200);
      expect((hidden.json as ModerationItem).comment).toMatchObject({
        commentId: comment.commentId,
        hidden: 'moderation',
      });
      const shown = async (token?: string) =>
        ((await api('GET', `/comments?thread=${thread}`, token)).json as ThreadPage).comments.map(
          (c) => c.commentId,
        );
      expect(await shown()).not.toContain(comment.commentId);
      expect(await shown(reporter.idToken)).not.toContain(comment.commentId);
      expect(await shown(author.idToken)).toContain(comment.commentId);
      expect(await shown(moderator.idToken)).toContain(comment.commentId);
      const entry = await newestAudit();
      expect(entry).toMatchObject({
        action: 'hide',
        moderator: { userId: await publicIdOf(moderator), name: '管理 花子' },
        commentId: comment.commentId,
        targetUserId: comment.userId,
        reason: '誹謗中傷のため',
      });
      expect(Date.parse(entry.createdAt)).toBeGreaterThanOrEqual(started - 1000);

      const restored = await api(
        'POST',
        `/moderation/comments/${comment.commentId}/restore`,
        moderator.idToken,
        {
          reason: '問題なし',
        },
      );
      expect(restored.status).toBe(200);
      expect(restored.json).toMatchObject({ comment: { hidden: null }, reports: [] });
      expect(await shown()).toContain(comment.commentId);
      expect(await newestAudit()).toMatchObject({
        action: 'restore',
        commentId: comment.commentId,
        reason: '問題なし',
      });
    });

    it.each(['hide', 'restore'])(
      '%s: 404 for a comment that does not exist, 400 for a bad id or reason',
      async (action) => {
        const comment = await post(author);
        const call = (id: string | number, body: unknown) =>
          api('POST', `/moderation/comments/${id}/${action}`, moderator.idToken, body);
        expect(await call(2_000_000_000, { reason: 'x' })).toMatchObject({
          status: 404,
          json: { error: { code: 'comment/not_found' } },
        });
        for (const id of ['abc', '-1', '1.5', '1e3']) {
          expect((await call(id, { reason: 'x' })).status).toBe(400);
        }
        for (const body of [
          {},
          { reason: '' },
          { reason: '   ' },
          { reason: 'あ'.repeat(501) },
          { reason: 3 },
        ]) {
          expect(await call(comment.commentId, body)).toMatchObject({
            status: 400,
            json: { error: { code: 'request/invalid' } },
          });
        }
      },
    );
  });

  describe('suspensions', () => {
    it('suspends an author for a day, lists it, shows it in the queue, lifts it; each written to the audit log', async () => {
      const suspect = await createEmulatorUser({ email: uniqueEmail('suspect'), name: '容疑者' });
      const comment = await post(suspect);
      await api('POST', '/reports', reporter.idToken, { commentId: comment.commentId, reason: 'spam' });
      const before = Date.now();
      const suspended = await api('POST', '/moderation/suspensions', moderator.idToken, {
        userId: comment.userId,
        duration: '1d',
        reason: '連投',
      });
      expect(suspended.status).toBe(201);
      const suspension = suspended.json as Suspension;
      expect(suspension).toMatchObject({ userId: comment.userId, reason: '連投' });
      expect(Date.parse(suspension.until!) - Date.parse(suspension.createdAt)).toBe(DAY_MS);
      expect(Date.parse(suspension.createdAt)).toBeGreaterThanOrEqual(before - 1000);
      expect(await newestAudit()).toMatchObject({
        action: 'suspend',
        commentId: null,
        targetUserId: comment.userId,
        reason: '1日: 連投',
      });
      // Their writes are refused, saying until when in Japan time.
      const write = await api('POST', '/comments', suspect.idToken, { thread, commentText: '停止中の投稿' });
      expect(write.status).toBe(403);
      expect(write.json).toMatchObject({
        error: {
          code: 'user/suspended',
          message: expect.stringMatching(
            /^投稿停止中です（\d{4}年\d{1,2}月\d{1,2}日 \d{2}:\d{2}まで）$/,
          ) as unknown,
        },
      });

      const listed = await api('GET', '/moderation/suspensions', moderator.idToken);
      expect(listed.status).toBe(200);
      expect((listed.json as Suspension[])[0]).toEqual(suspension);
      const queue = (await api('GET', '/moderation/queue', moderator.idToken)).json as ModerationQueue;
      expect(
        queue.items.find((item) => item.comment.commentId === comment.commentId)?.authorSuspension,
      ).toEqual(suspension);

      const lifted = await api('DELETE', `/moderation/suspensions/${comment.userId}`, moderator.idToken, {
        reason: '反省した',
      });
      expect(lifted).toMatchObject({ status: 204, text: '' });
      expect((await api('GET', '/moderation/suspensions', moderator.idToken)).json).not.toContainEqual(
        suspension,
      );
      const entry = await newestAudit();
      expect(entry).toMatchObject({ action: 'unsuspend', targetUserId: comment.userId, reason: '反省した' });
      // Nothing to lift: 204, and no entry.
      expect(
        (
          await api('DELETE', `/moderation/suspensions/${comment.userId}`, moderator.idToken, {
            reason: '再度',
          })
        ).status,
      ).toBe(204);
      expect((await newestAudit()).id).toBe(entry.id);
      // Lifted, they write again.
      expect(
        (await api('POST', '/comments', suspect.idToken, { thread, commentText: '解除後の投稿' })).status,
      ).toBe(201);
    });

    it('suspends for seven days and for good, a new suspension replacing the current one', async () => {
      const { userId } = await post(author);
      const week = await api('POST', '/moderation/suspensions', moderator.idToken, {
        userId,
        duration: '7d',
        reason: 'a',
      });
      const { until, createdAt } = week.json as Suspension;
      expect(Date.parse(until!) - Date.parse(createdAt)).toBe(7 * DAY_MS);
      const forever = await api('POST', '/moderation/suspensions', moderator.idToken, {
        userId,
        duration: 'permanent',
        reason: 'b',
      });
      expect(forever.json).toMatchObject({ userId, until: null, reason: 'b' });
      expect(await newestAudit()).toMatchObject({ action: 'suspend', reason: '無期限: b' });
      const mine = (
        (await api('GET', '/moderation/suspensions', moderator.idToken)).json as Suspension[]
      ).filter((suspension) => suspension.userId === userId);
      expect(mine).toEqual([forever.json]);
      await api('DELETE', `/moderation/suspensions/${userId}`, moderator.idToken, { reason: 'c' });
    });

    it('answers 404 user/not_found for an id nobody has written under, 400 for a bad request', async () => {
      expect(
        await api('POST', '/moderation/suspensions', moderator.idToken, {
          userId: 'a'.repeat(24),
          duration: '1d',
          reason: 'x',
        }),
      ).toMatchObject({ status: 404, json: { error: { code: 'user/not_found' } } });
      const { userId } = await post(author);
      for (const body of [
        { userId, duration: '2d', reason: 'x' },
        { userId, duration: '1d' },
        { userId, duration: '1d', reason: '' },
        { userId: 'not an id!', duration: '1d', reason: 'x' },
        { duration: '1d', reason: 'x' },
        [],
      ]) {
        expect(await api('POST', '/moderation/suspensions', moderator.idToken, body)).toMatchObject({
          status: 400,
          json: { error: { code: 'request/invalid' } },
        });
      }
      expect((await api('DELETE', `/moderation/suspensions/${userId}`, moderator.idToken, {})).status).toBe(
        400,
      );
      expect(
        (await api('DELETE', '/moderation/suspensions/bad%20id', moderator.idToken, { reason: 'x' })).status,
      ).toBe(400);
      // Lifting the suspension of an id nobody has written under lifts nothing.
      expect(
        (await api('DELETE', `/moderation/suspensions/${'b'.repeat(24)}`, moderator.idToken, { reason: 'x' }))
          .status,
      ).toBe(204);
    });
  });

  describe('the audit log', () => {
    it('pages back newest first, and no answer carries an email or a uid', async () => {
      const comment = await post(author);
      for (let i = 0; i < 3; i++) {
        await api('POST', `/moderation/comments/${comment.commentId}/hide`, moderator.idToken, {
          reason: `r${i}`,
        });
      }
      const seen: AuditEntry[] = [];
      const texts: string[] = [];
      let before: number | null = null;
      do {
        const answer = await api(
          'GET',
          `/moderation/audit?limit=2${before ? `&before=${before}` : ''}`,
          moderator.idToken,
        );
        expect(answer.status).toBe(200);
        texts.push(answer.text);
        const page = answer.json as AuditLogPage;
        seen.push(...page.entries);
        before = page.nextBefore;
      } while (before !== null);
      const ids = seen.map((entry) => entry.id);
      expect([...ids].sort((a, b) => b - a)).toEqual(ids);
      expect(seen.slice(0, 3).map((entry) => entry.reason)).toEqual(['r2', 'r1', 'r0']);
      const all = texts.join('');
      expect(all).not.toContain('@');
      for (const user of [moderator, author, reporter]) expect(all).not.toContain(user.uid);
    });

    it('reads from the newest entry for a `before` beyond any id', async () => {
      const newest = await api('GET', '/moderation/audit?limit=1', moderator.idToken);
      const beyond = await api(
        'GET',
        `/moderation/audit?limit=1&before=${'9'.repeat(16)}`,
        moderator.idToken,
      );
      expect(beyond).toMatchObject({ status: 200, json: newest.json as object });
    });

    it.each(['limit=0', 'before=x'])('refuses ?%s with 400', async (query) => {
      expect((await api('GET', `/moderation/audit?${query}`, moderator.idToken)).status).toBe(400);
    });
  });

  describe('hostile input from a moderator', () => {
    const segment = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.integer().map(String),
      fc.constantFrom('0', '-1', '1e3', '9'.repeat(16), '9'.repeat(30), '%00', '..', 'a'.repeat(200)),
    );
    const body = fc.oneof(
      fc.jsonValue({ maxDepth: 3 }),
      fc.record({
        userId: fc.oneof(segment, fc.jsonValue({ maxDepth: 1 })),
        duration: fc.oneof(
          fc.constantFrom('1d', '7d', 'permanent', 'forever', ''),
          fc.jsonValue({ maxDepth: 1 }),
        ),
        reason: fc.oneof(fc.string({ maxLength: 600 }), fc.jsonValue({ maxDepth: 1 })),
      }),
    );
    const request = fc.oneof(
      fc.tuple(
        fc.constant('GET'),
        segment.map((query) => `/moderation/queue?before=${encodeURIComponent(query)}`),
        fc.constant(undefined),
      ),
      fc.tuple(
        fc.constant('GET'),
        segment.map((query) => `/moderation/audit?limit=${encodeURIComponent(query)}`),
        fc.constant(undefined),
      ),
      fc.tuple(
        fc.constantFrom('POST'),
        segment.map((id) => `/moderation/comments/${encodeURIComponent(id)}/hide`),
        body,
      ),
      fc.tuple(
        fc.constant('POST'),
        segment.map((id) => `/moderation/comments/${encodeURIComponent(id)}/restore`),
        body,
      ),
      fc.tuple(fc.constant('POST'), fc.constant('/moderation/suspensions'), body),
      fc.tuple(
        fc.constant('DELETE'),
        segment.map((id) => `/moderation/suspensions/${encodeURIComponent(id)}`),
        body,
      ),
    );

    it('never answers 5xx, and every refusal has the error shape', async () => {
      await fc.assert(
        fc.asyncProperty(request, async ([method, path, json]) => {
          const answer = await api(method, path, moderator.idToken, json);
          expect(answer.status).toBeLessThan(500);
          if (answer.status >= 400) {
            expect(answer.json).toMatchObject({
              error: { code: expect.any(String), message: expect.any(String) },
            });
          }
        }),
        { numRuns: 150 },
      );
    }, 60_000);
  });

  describe('authorization matrix over every /api/moderation endpoint', () => {
    let comment: ThreadComment;
    let suspendedUser: EmulatorUser;
    let mutedAuthor: EmulatorUser;
    let removedOld: EmulatorUser;
    let removedNew: EmulatorUser;

    beforeAll(async () => {
      comment = await post(author);
      suspendedUser = await createEmulatorUser({ email: uniqueEmail('suspended'), name: '停止中' });
      const suspendedId = await publicIdOf(suspendedUser);
      await api('POST', '/moderation/suspensions', moderator.idToken, {
        userId: suspendedId,
        duration: 'permanent',
        reason: 'x',
      });
      mutedAuthor = await createEmulatorUser({ email: uniqueEmail('muted'), name: 'ミュート' });
      const mutedId = await publicIdOf(mutedAuthor);
      expect((await api('PUT', `/mutes/${mutedId}`, reporter.idToken)).status).toBe(200);
      const removedEmail = uniqueEmail('removed');
      await createEmulatorUser({ email: removedEmail, name: '元モデレーター' });
      await grantModerator(getAuth(firebase), removedEmail);
      removedOld = await createEmulatorUser({ email: removedEmail, name: '元モデレーター' });
      // Revocation is recorded by the second: a token issued within the same second would survive it.
      await sleep(1100);
      await revokeModerator(getAuth(firebase), removedEmail);
      removedNew = await createEmulatorUser({ email: removedEmail, name: '元モデレーター' });
    });

    /** A valid request of each endpoint, and what a moderator gets for it. */
    const requests: Record<string, { method: string; path: () => string; body?: unknown; status: number }> = {
      moderationQueue: { method: 'GET', path: () => '/moderation/queue', status: 200 },
      hideComment: {
        method: 'POST',
        path: () => `/moderation/comments/${comment.commentId}/hide`,
        body: { reason: 'x' },
        status: 200,
      },
      restoreComment: {
        method: 'POST',
        path: () => `/moderation/comments/${comment.commentId}/restore`,
        body: { reason: 'x' },
        status: 200,
      },
      listSuspensions: { method: 'GET', path: () => '/moderation/suspensions', status: 200 },
      suspendUser: {
        method: 'POST',
        path: () => '/moderation/suspensions',
        body: {
          get userId() {
            return comment.userId;
          },
          duration: '1d',
          reason: 'x',
        },
        status: 201,
      },
      liftSuspension: {
        method: 'DELETE',
        path: () => `/moderation/suspensions/${comment.userId}`,
        body: { reason: 'x' },
        status: 204,
      },
      auditLog: { method: 'GET', path: () => '/moderation/audit', status: 200 },
    };

    it('covers every endpoint with access moderator, all under /moderation/', () => {
      const moderated = ENDPOINT_NAMES.filter((name) => ENDPOINTS[name].access === 'moderator');
      expect(Object.keys(requests).sort()).toEqual([...moderated].sort());
      const under = ENDPOINT_NAMES.filter((name: EndpointName) =>
        ENDPOINTS[name].path.startsWith('/moderation/'),
      );
      expect(under.sort()).toEqual([...moderated].sort());
    });

    type Row = [string, () => string | undefined, number | 'moderator', string | null];
    const matrix: Row[] = [
      ['a guest', () => undefined, 401, 'auth/missing_token'],
      ['a forged token', () => 'forged', 401, 'auth/invalid_token'],
      ['a signed-in user', () => reporter.idToken, 403, 'auth/forbidden'],
      ['the comment’s author', () => author.idToken, 403, 'auth/forbidden'],
      ['a muted author', () => mutedAuthor.idToken, 403, 'auth/forbidden'],
      ['a suspended user', () => suspendedUser.idToken, 403, 'auth/forbidden'],
      ['a moderator', () => moderator.idToken, 'moderator', null],
      ['a removed moderator’s old (revoked) token', () => removedOld.idToken, 401, 'auth/invalid_token'],
      ['a removed moderator signed in again', () => removedNew.idToken, 403, 'auth/forbidden'],
    ];

    describe.each(Object.keys(requests))('%s', (name) => {
      it.each(matrix)('%s', async (_who, token, expected, code) => {
        const request = requests[name]!;
        const answer = await api(request.method, request.path(), token(), request.body);
        expect(answer.status).toBe(expected === 'moderator' ? request.status : expected);
        if (code !== null) expect(answer.json).toMatchObject({ error: { code } });
      });
    });
  });
});
