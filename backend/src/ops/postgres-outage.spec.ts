// PostgreSQL going away under a running app (through a TCP relay the test cuts): 503s, no hangs, no lost writes.
import { randomUUID } from 'node:crypto';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { type CommentView, COMMENT_WRITE_LIMIT } from '../comments';
import {
  createEmulatorUser,
  createTestApp,
  databaseTargets,
  uniqueCharacterId,
  type EmulatorUser,
  type TestApp,
} from '../testing';

/**
 * `refuse`: every connection is reset at once, as when PostgreSQL is stopped or restarted.
 * `blackhole`: connections stay open but nothing gets through, as in a network partition.
 */
type Fault = 'refuse' | 'blackhole';

interface Pipe {
  client: Socket;
  upstream: Socket | null;
  /** Bytes held back while black-holed, per direction, delivered when the relay heals. */
  held: { toUpstream: Buffer[]; toClient: Buffer[] };
}

/** A TCP relay in front of PostgreSQL that the test can break and heal without touching the shared server. */
class PostgresRelay {
  private server: Server | null = null;
  private readonly pipes = new Set<Pipe>();
  private fault: Fault | null = null;
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async start(): Promise<void> {
    const server = createServer((client) => this.accept(client));
    this.server = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.port = (server.address() as { port: number }).port;
  }

  break(fault: Fault): void {
    this.fault = fault;
    if (fault === 'refuse') for (const pipe of this.pipes) this.destroy(pipe);
  }

  /** Stalled connections resume (as after a healed partition); new ones reach PostgreSQL again. */
  heal(): void {
    this.fault = null;
    for (const pipe of this.pipes) {
      if (!pipe.upstream) {
        this.destroy(pipe);
        continue;
      }
      for (const chunk of pipe.held.toUpstream.splice(0)) pipe.upstream.write(chunk);
      for (const chunk of pipe.held.toClient.splice(0)) pipe.client.write(chunk);
    }
  }

  async stop(): Promise<void> {
    for (const pipe of this.pipes) this.destroy(pipe);
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private accept(client: Socket): void {
    if (this.fault === 'refuse') {
      client.resetAndDestroy();
      return;
    }
    const pipe: Pipe = { client, upstream: null, held: { toUpstream: [], toClient: [] } };
    this.pipes.add(pipe);
    client.on('error', () => this.destroy(pipe));
    client.on('close', () => this.destroy(pipe));
    // A connection opened during a partition never reaches the server.
    if (this.fault === 'blackhole') return;
    const upstream = connect(this.target.port, this.target.host);
    pipe.upstream = upstream;
    upstream.on('error', () => this.destroy(pipe));
    upstream.on('close', () => this.destroy(pipe));
    client.on('data', (chunk: Buffer) => {
      if (this.fault === 'blackhole') pipe.held.toUpstream.push(chunk);
      else upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (this.fault === 'blackhole') pipe.held.toClient.push(chunk);
      else client.write(chunk);
    });
  }

  private destroy(pipe: Pipe): void {
    this.pipes.delete(pipe);
    pipe.client.destroy();
    pipe.upstream?.destroy();
  }
}

interface Answer {
  status: number;
  json: unknown;
  ms: number;
}

const SERVICE_UNAVAILABLE = {
  error: { code: 'service/unavailable', message: expect.any(String) },
};

/** A request with a hard client-side limit, so a hanging server fails the test instead of stalling it. */
async function call(url: string, init: RequestInit = {}, timeoutMs = 9000): Promise<Answer> {
  const started = Date.now();
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    if ((error as Error).name === 'TimeoutError') throw new Error(`no answer within ${timeoutMs} ms: ${url}`);
    throw error;
  }
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : null, ms: Date.now() - started };
}

/** Polls until `check` passes or `timeoutMs` elapses; returns the last answer. */
async function eventually(probe: () => Promise<Answer>, check: (a: Answer) => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  let answer = await probe();
  while (!check(answer) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    answer = await probe();
  }
  return answer;
}

/** Sends `text` through a fresh connection and resolves with what came back, or the error. */
function echoThrough(port: number, text: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('connect', () => socket.write(text));
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString();
      if (received.length >= text.length) socket.end();
    });
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(`error ${error.code ?? error.message}`));
    socket.on('close', () => resolve(received));
    socket.setTimeout(1000, () => {
      socket.destroy();
      resolve(`timeout after "${received}"`);
    });
  });
}

// The outage tests below are only as good as the fault they inject, so the relay is checked on its own first.
describe('the PostgreSQL relay used to inject faults', () => {
  let echo: Server;
  let relay: PostgresRelay;

  beforeAll(async () => {
    echo = createServer((socket) => socket.pipe(socket));
    await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
    relay = new PostgresRelay({ host: '127.0.0.1', port: (echo.address() as { port: number }).port });
    await relay.start();
  });

  afterAll(async () => {
    await relay.stop();
    await new Promise<void>((resolve) => echo.close(() => resolve()));
  });

  it('relays, refuses, black-holes and heals', async () => {
    expect(await echoThrough(relay.port, 'open')).toBe('open');
    relay.break('refuse');
    expect(await echoThrough(relay.port, 'refused')).toMatch(/^error ECONNRESET|^$/);
    relay.break('blackhole');
    expect(await echoThrough(relay.port, 'lost')).toBe('timeout after ""');
    relay.heal();
    expect(await echoThrough(relay.port, 'healed')).toBe('healed');
  });
});

const postgres = databaseTargets().find((target) => target.name === 'postgres');

// databaseTargets() has printed why when PostgreSQL is unreachable; the outage tests need it.
if (postgres) {
  describe('the app while PostgreSQL is unreachable', () => {
    let relay: PostgresRelay;
    let server: TestApp;

    beforeAll(async () => {
      const url = new URL(postgres.env['DATABASE_URL']!);
      relay = new PostgresRelay({ host: url.hostname, port: Number(url.port || 5432) });
      await relay.start();
      url.host = `127.0.0.1:${relay.port}`;
      server = await createTestApp({ DATABASE_URL: url.toString() });
    });

    afterAll(async () => {
      relay?.heal();
      await server?.close();
      await relay?.stop();
    });

    afterEach(() => relay.heal());

    const readiness = () => call(`${server.url}/readyz`);
    const listComments = () => call(`${server.url}/api/characterComment/all/${uniqueCharacterId()}`);

    it.each<[Fault]>([['refuse'], ['blackhole']])(
      'answers 503 promptly while connections are %s-d, and recovers without a restart',
      async (fault) => {
        expect((await readiness()).status).toBe(200);
        // Several pooled connections, now idle: a partition must not leave queries hanging on them.
        const warm = await Promise.all(Array.from({ length: 6 }, () => listComments()));
        expect(warm.map((a) => a.status)).toEqual(Array(6).fill(200));

        relay.break(fault);
        const notReady = await readiness();
        expect(notReady.status).toBe(503);
        expect(notReady.json).toMatchObject({
          ...SERVICE_UNAVAILABLE,
          checks: { database: 'unavailable', catalog: 'ok' },
        });
        expect(notReady.ms).toBeLessThan(3000);

        const during = await Promise.all(Array.from({ length: 4 }, () => listComments()));
        for (const answer of during) {
          expect(answer.status).toBe(503);
          expect(answer.json).toEqual(SERVICE_UNAVAILABLE);
          // A few seconds at most: a pooled connection gone silent must time out, not hang the request.
          expect(answer.ms).toBeLessThan(7000);
        }
        expect((await call(`${server.url}/healthz`)).status).toBe(200);

        relay.heal();
        expect((await eventually(readiness, (a) => a.status === 200)).status).toBe(200);
        expect((await eventually(listComments, (a) => a.status === 200)).status).toBe(200);
      },
      30_000,
    );

    it('keeps every acknowledged comment written while the database blinks', async () => {
      // The write limit is per user, so the load is spread over enough accounts to stay below it
      // however fast the writes are answered: each worker sends at most one per pause.
      const workerCount = 6;
      const pauseMs = 40;
      const [beforeMs, blinkMs, afterMs] = [700, 800, 1200];
      const runMs = beforeMs + blinkMs + afterMs;
      const userCount = Math.ceil((workerCount * (runMs / pauseMs + 1)) / COMMENT_WRITE_LIMIT);
      const users: EmulatorUser[] = await Promise.all(
        Array.from({ length: userCount }, (_, i) =>
          createEmulatorUser({ email: `blip-${i}-${randomUUID()}@example.com`, name: `Blip ${i}` }),
        ),
      );
      const characterId = uniqueCharacterId();
      const acknowledged = new Map<number, string>();
      const statuses = new Map<number, number>();
      const failures: string[] = [];
      let sent = 0;
      let running = true;

      const write = async (): Promise<void> => {
        const n = sent++;
        const text = `write #${n}`;
        try {
          const answer = await call(`${server.url}/api/characterComment/process`, {
            method: 'POST',
            headers: {
              authorization: `Bearer ${users[n % users.length]!.idToken}`,
              'content-type': 'application/json',
            },
            body: JSON.stringify({ commentId: 0, characterId, commentText: text }),
          });
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          if (answer.status === 201) acknowledged.set((answer.json as CommentView).commentId, text);
          else if (answer.status !== 503)
            failures.push(`${text}: ${answer.status} ${JSON.stringify(answer.json)}`);
        } catch (error) {
          failures.push(`${text}: ${(error as Error).message}`);
        }
      };
      const workers = Array.from({ length: workerCount }, async () => {
        while (running) {
          await write();
          await new Promise((resolve) => setTimeout(resolve, pauseMs));
        }
      });

      await new Promise((resolve) => setTimeout(resolve, beforeMs));
      relay.break('refuse');
      await new Promise((resolve) => setTimeout(resolve, blinkMs));
      relay.heal();
      await new Promise((resolve) => setTimeout(resolve, afterMs));
      running = false;
      await Promise.all(workers);

      expect(failures).toEqual([]);
      // The blip really happened under load: some writes were refused, and writes succeeded before and after.
      expect(statuses.get(503)).toBeGreaterThan(0);
      expect(acknowledged.size).toBeGreaterThan(10);

      const listed = await eventually(
        () => call(`${server.url}/api/characterComment/all/${characterId}`),
        (a) => a.status === 200,
      );
      const stored = new Map((listed.json as CommentView[]).map((c) => [c.commentId, c.commentText]));
      const lost = [...acknowledged].filter(([id, text]) => stored.get(id) !== text);
      expect(lost).toEqual([]);
      // A write can commit while its answer is lost with the connection (a 503 for a stored comment), never the reverse.
      expect(stored.size).toBeGreaterThanOrEqual(acknowledged.size);
      expect(stored.size).toBeLessThanOrEqual(sent);
    }, 30_000);
  });
}
