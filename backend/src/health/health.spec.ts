import { createServer, connect, type Server, type Socket } from 'node:net';
import { CatalogService } from '../catalog';
import { ShutdownState } from '../common';
import { createTestApp, databaseTargets, uniqueCharacterId, type TestApp } from '../testing';

describe('health probes', () => {
  let server: TestApp;

  beforeAll(async () => {
    server = await createTestApp();
  });

  afterAll(() => server.close());

  afterEach(() => jest.restoreAllMocks());

  it('GET /healthz answers 200 {"status":"ok"}', async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz answers 200 when the database and the catalogue are ready', async () => {
    const response = await fetch(`${server.url}/readyz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ready', checks: { database: 'ok', catalog: 'ok' } });
  });

  it('GET /readyz answers 503 in the error shape while the catalogue is loading', async () => {
    jest.spyOn(server.app.get(CatalogService), 'isReady').mockReturnValue(false);
    const response = await fetch(`${server.url}/readyz`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      error: { code: 'service/unavailable', message: 'Not ready: catalog unavailable' },
      checks: { database: 'ok', catalog: 'unavailable' },
    });
  });

  it('GET /readyz answers 503 once the app is shutting down, while /healthz stays 200', async () => {
    const shutdown = server.app.get(ShutdownState);
    shutdown.draining = true;
    try {
      const response = await fetch(`${server.url}/readyz`);
      expect(response.status).toBe(503);
      expect(((await response.json()) as { error: unknown }).error).toEqual({
        code: 'service/unavailable',
        message: 'Not ready: shutting down',
      });
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    } finally {
      shutdown.draining = false;
    }
  });
});

/** A TCP relay to PostgreSQL that the test can cut and restore, as if the database went away. */
class DatabaseRelay {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async up(): Promise<void> {
    this.server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as { port: number }).port;
  }

  async down(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = null;
  }
}

const postgres = databaseTargets().find((target) => target.name === 'postgres');

// databaseTargets() has already printed why when PostgreSQL is unreachable.
if (postgres) {
  describe('readiness while PostgreSQL goes away and comes back', () => {
    let relay: DatabaseRelay;
    let server: TestApp;

    beforeAll(async () => {
      const url = new URL(postgres.env['DATABASE_URL']!);
      relay = new DatabaseRelay({ host: url.hostname, port: Number(url.port || 5432) });
      await relay.up();
      url.host = `127.0.0.1:${relay.port}`;
      server = await createTestApp({ DATABASE_URL: url.toString() });
    });

    afterAll(async () => {
      await server.close();
      await relay.down();
    });

    const readiness = async () => {
      const response = await fetch(`${server.url}/readyz`);
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };

    it('answers 503 while the database is unreachable and recovers by itself', async () => {
      expect((await readiness()).status).toBe(200);

      await relay.down();
      const down = await readiness();
      expect(down.status).toBe(503);
      expect(down.body['checks']).toEqual({ database: 'unavailable', catalog: 'ok' });

      const api = await fetch(`${server.url}/api/characterComment/all/${uniqueCharacterId()}`);
      expect(api.status).toBe(503);
      expect(await api.json()).toEqual({
        error: { code: 'service/unavailable', message: 'The database is unavailable; try again shortly' },
      });

      await relay.up();
      expect((await readiness()).status).toBe(200);
    });
  });
}
