// Every acknowledged list write survives the backend being killed with SIGKILL under write load, on
// SQLite (WAL, synchronous=FULL): a write is answered only once its statement has committed.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { SQLITE_FILE } from '../database';
import { createEmulatorUser, startBackendProcess, type EmulatorUser } from '../testing';
import { LIST_USERS_TABLE, MEDIA_LIST_ENTRIES_TABLE } from './create-media-list.migration';

const JUJUTSU = 113415;
const WRITERS = 6;

describe('list writes on SQLite', () => {
  let dataDir: string;

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'anifan-list-crash-'));
  });

  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keep every acknowledged write when the backend is killed with SIGKILL', async () => {
    const backend = await startBackendProcess(dataDir);
    const fans: EmulatorUser[] = await Promise.all(
      Array.from({ length: WRITERS }, (_unused, index) =>
        createEmulatorUser({ email: `crash-${index}-${randomUUID()}@example.com`, name: `Crash ${index}` }),
      ),
    );
    /** The highest progress the server acknowledged, per fan. */
    const acknowledged = new Map<string, number>();
    let stopped = false;
    // One writer per fan (each within its own rate limit), each raising its progress one episode a write.
    const writers = fans.map(async (fan) => {
      for (let progress = 1; !stopped; progress += 1) {
        try {
          const response = await fetch(`${backend.url}/api/list/merge?dryRun=false`, {
            method: 'POST',
            headers: { authorization: `Bearer ${fan.idToken}`, 'content-type': 'application/json' },
            body: JSON.stringify({ entries: [{ mediaId: JUJUTSU, status: 'CURRENT', progress }] }),
          });
          if (response.status === 429) return;
          if (response.ok) acknowledged.set(fan.uid, progress);
        } catch {
          return;
        }
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 2000));
    stopped = true;
    backend.child.kill('SIGKILL');
    await Promise.all([...writers, backend.exited]);
    expect([...acknowledged.values()].reduce((total, progress) => total + progress, 0)).toBeGreaterThan(20);

    const reopened = new DataSource({ type: 'sqlite', database: path.join(dataDir, SQLITE_FILE) });
    await reopened.initialize();
    try {
      const rows = (await reopened.query(
        `SELECT u.uid AS uid, e.progress AS progress FROM ${MEDIA_LIST_ENTRIES_TABLE} e
         JOIN ${LIST_USERS_TABLE} u ON u.id = e.user_id WHERE e.media_id = ?`,
        [JUJUTSU],
      )) as Array<{ uid: string; progress: number }>;
      const stored = new Map(rows.map((row) => [row.uid, row.progress]));
      const lost = [...acknowledged].filter(([uid, progress]) => (stored.get(uid) ?? 0) < progress);
      expect(lost).toEqual([]);
    } finally {
      await reopened.destroy();
    }
  }, 120_000);
});
