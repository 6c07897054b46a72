// The real backend process (main.ts) under load: killed with SIGKILL on SQLite, and stopped with SIGTERM.
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CommentView } from '../comments';
import type { CharacterId } from '@anifan/contract';
import {
  createEmulatorUser,
  emulatorIsUp,
  startBackendProcess,
  TEST_EMULATOR_HOST,
  uniqueCharacterId,
  type BackendProcess,
  type EmulatorUser,
} from '../testing';

interface Reply {
  status: number;
  body: string;
}

interface Sent {
  /** Resolves once the whole request has been handed to the server's side of an established connection. */
  written: Promise<void>;
  /** Resolves once the response has begun (status and headers), i.e. a handler is running it. */
  responded: Promise<void>;
  reply: Promise<Reply>;
}

/** One request on its own connection (no keep-alive pool), so a cut connection shows as its own error. */
function dispatch(url: string, method: string, headers: Record<string, string> = {}, body?: string): Sent {
  let written: () => void = () => undefined;
  let responded: () => void = () => undefined;
  const writtenPromise = new Promise<void>((resolve) => (written = resolve));
  const respondedPromise = new Promise<void>((resolve) => (responded = resolve));
  const reply = new Promise<Reply>((resolve, reject) => {
    const req = httpRequest(url, { method, headers, agent: false, timeout: 15_000 }, (res) => {
      responded();
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      res.on('error', reject);
    });
    req.on('finish', () => written());
    req.on('timeout', () => req.destroy(new Error('no answer within 15 s')));
    req.on('error', (error) => {
      written();
      responded();
      reject(error);
    });
    req.end(body);
  });
  return { written: writtenPromise, responded: respondedPromise, reply };
}

const send = (url: string, method: string, headers: Record<string, string> = {}, body?: string) =>
  dispatch(url, method, headers, body).reply;

function commentRequest(
  url: string,
  user: EmulatorUser,
  characterId: CharacterId,
  commentText: string,
): Sent {
  return dispatch(
    `${url}/api/characterComment/process`,
    'POST',
    { authorization: `Bearer ${user.idToken}`, 'content-type': 'application/json' },
    JSON.stringify({ commentId: 0, characterId, commentText }),
  );
}

const createComment = (url: string, user: EmulatorUser, characterId: CharacterId, commentText: string) =>
  commentRequest(url, user, characterId, commentText).reply;

const users = (count: number, label: string): Promise<EmulatorUser[]> =>
  Promise.all(
    Array.from({ length: count }, (_, i) =>
      createEmulatorUser({ email: `${label}-${i}-${randomUUID()}@example.com`, name: `${label} ${i}` }),
    ),
  );

describe('the backend process under load', () => {
  const dataDirs: string[] = [];
  const children: ChildProcessWithoutNullStreams[] = [];

  const freshDataDir = (): string => {
    const dir = mkdtempSync(path.join(tmpdir(), 'anifan-ops-'));
    dataDirs.push(dir);
    return dir;
  };

  const start = async (dataDir: string): Promise<BackendProcess> => {
    const backend = await startBackendProcess(dataDir);
    children.push(backend.child);
    return backend;
  };

  beforeAll(async () => {
    if (!(await emulatorIsUp())) {
      throw new Error(
        `The Auth emulator at ${TEST_EMULATOR_HOST} is not answering; start it with ` +
          '`node node_modules/firebase-tools/lib/bin/firebase.js emulators:start --only auth --project demo-anifan --config firebase.test.json`',
      );
    }
  });

  afterAll(() => {
    for (const child of children)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('keeps every acknowledged comment on SQLite through a SIGKILL mid-load and a restart', async () => {
    const dataDir = freshDataDir();
    const first = await start(dataDir);
    // One account per writer keeps each below the per-user write limit.
    const writers = await users(8, 'crash');
    const characterId = uniqueCharacterId();
    const acknowledged = new Map<number, string>();
    const refused: string[] = [];
    let sent = 0;
    let killed = false;

    const load = writers.map(async (user) => {
      while (!killed) {
        const text = `crash write #${sent++}`;
        try {
          const reply = await createComment(first.url, user, characterId, text);
          if (reply.status === 201) acknowledged.set((JSON.parse(reply.body) as CommentView).commentId, text);
          else refused.push(`${reply.status} ${reply.body}`);
        } catch {
          // Cut by the kill: never acknowledged, so the client cannot count on it either way.
          return;
        }
      }
    });
    for (let waited = 0; acknowledged.size < 60 && waited < 10_000; waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    killed = true;
    first.child.kill('SIGKILL');
    await Promise.all(load);
    expect((await first.exited).signal).toBe('SIGKILL');
    expect(refused).toEqual([]);
    expect(acknowledged.size).toBeGreaterThanOrEqual(60);

    const second = await start(dataDir);
    try {
      expect((await send(`${second.url}/readyz`, 'GET')).status).toBe(200);
      const listed = await send(`${second.url}/api/characterComment/all/${characterId}`, 'GET');
      expect(listed.status).toBe(200);
      const stored = new Map(
        (JSON.parse(listed.body) as CommentView[]).map((comment) => [comment.commentId, comment.commentText]),
      );
      const lost = [...acknowledged].filter(([id, text]) => stored.get(id) !== text);
      expect(lost).toEqual([]);
      expect(stored.size).toBeLessThanOrEqual(sent);
    } finally {
      second.child.kill('SIGKILL');
      await second.exited;
    }
  }, 60_000);

  it('finishes every accepted request on SIGTERM, cuts none, and exits cleanly', async () => {
    const backend = await start(freshDataDir());
    const authors = await users(8, 'drain');
    const characterId = uniqueCharacterId();
    // Some comments for the lists to return, so they read real rows.
    for (const [i, author] of authors.entries()) {
      expect((await createComment(backend.url, author, characterId, `seed ${i}`)).status).toBe(201);
    }

    let signalledAt = 0;
    const finishedAfterSignal: string[] = [];
    const track = (label: string, sent: Sent) => ({
      ...sent,
      reply: sent.reply.then(
        (reply) => {
          if (signalledAt > 0) finishedAfterSignal.push(label);
          return { label, ...reply };
        },
        (error: NodeJS.ErrnoException) => ({
          label,
          status: 0,
          body: `${error.code ?? ''} ${error.message}`,
        }),
      ),
    });
    const chatBody = JSON.stringify({ message: '今期のおすすめのアニメを教えて。最強の理由も聞きたいな' });
    // The offline persona paces its streamed reply in chunks: slow requests, each already being answered.
    const streams = Array.from({ length: 6 }, (_, i) =>
      track(
        `chat stream ${i}`,
        dispatch(`${backend.url}/api/chat/stream`, 'POST', { 'content-type': 'application/json' }, chatBody),
      ),
    );
    await Promise.all(streams.map((request) => request.responded));

    // A busy moment (the event loop stalled, as under CPU pressure or a GC pause): more requests reach the
    // server's connections before it gets round to reading them, and the signal arrives meanwhile.
    backend.child.kill('SIGSTOP');
    const queued = [
      ...authors.map((author, i) =>
        track(`create ${i}`, commentRequest(backend.url, author, characterId, `during shutdown ${i}`)),
      ),
      ...Array.from({ length: 12 }, (_, i) =>
        track(`list ${i}`, dispatch(`${backend.url}/api/characterComment/all/${characterId}`, 'GET')),
      ),
    ];
    // Every request is on a connection the OS accepted and is completely sent: the server owes each an answer.
    await Promise.all(queued.map((request) => request.written));
    signalledAt = Date.now();
    backend.child.kill('SIGTERM');
    backend.child.kill('SIGCONT');
    const replies = await Promise.all([...streams, ...queued].map((request) => request.reply));
    const exit = await backend.exited;
    const stopMs = Date.now() - signalledAt;

    expect(replies.filter((reply) => reply.status < 200 || reply.status >= 300)).toEqual([]);
    for (const reply of replies.filter((r) => r.label.startsWith('chat')))
      expect(reply.body).toContain('event: done');
    // The drain was real: requests were still running when the signal arrived.
    expect(finishedAfterSignal.length).toBeGreaterThan(0);
    const listed = replies.filter((r) => r.label.startsWith('list'));
    for (const reply of listed)
      expect((JSON.parse(reply.body) as unknown[]).length).toBeGreaterThanOrEqual(8);

    // Nest closes the server and every module, then re-raises the signal as a process manager expects.
    expect(exit.signal === 'SIGTERM' || exit.code === 0).toBe(true);
    expect(backend.output()).toContain('Stopped cleanly after SIGTERM');
    expect(stopMs).toBeLessThan(8000);
    await expect(send(`${backend.url}/healthz`, 'GET')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  }, 60_000);
});
