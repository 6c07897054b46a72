// 放送開始 end to end in one app on each database, with the in-process runner: a fan follows 呪術廻戦,
// its broadcasts are stored in Japan time, and when the clock (CLOCK_START) reaches episode 1 each fan
// following it gets one notification; a moved slot is stored with a raised sequence, a work that
// ended keeps no slot, and running anything again stores nothing twice.
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { CATALOG_CLOCK, type CatalogClock, CatalogService } from '../catalog';
import { NOTIFICATIONS_TABLE } from '../notifications';
import {
  callApi,
  createEmulatorUser,
  createTestApp,
  databaseTargets,
  type EmulatorUser,
  type TestApp,
} from '../testing';
import { AiringScheduler } from './airing-scheduler';
import { type AiringSlot, japanBroadcastTime, planSlots } from './airing-slots';
import { AiringStore } from './airing-store';
import { AIRING_SLOTS_TABLE } from './create-airing-slots.migration';

const JUJUTSU = 113415;
const ONE_PIECE = 21;
/** Episode 1 of 呪術廻戦: Friday 2 October 2020, 25:25 in Japan. */
const EPISODE_1 = Date.parse('2020-10-03T01:25:00+09:00');
const LEAD_MS = 12_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs: number,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await sleep(200);
  }
}

describe.each(databaseTargets())('airing notifications on $name', (target) => {
  let server: TestApp;
  let dataSource: DataSource;
  let store: AiringStore;
  let scheduler: AiringScheduler;
  let watcher: EmulatorUser;
  let planner: EmulatorUser;
  let finisher: EmulatorUser;

  const follow = async (fan: EmulatorUser, mediaId: number, status: string) => {
    const answer = await callApi(server.url, 'POST', '/api/list/merge?dryRun=false', {
      token: fan.idToken,
      body: { entries: [{ mediaId, status, progress: 0 }] },
    });
    expect(answer.status).toBe(200);
  };

  const airingRows = async (episode: number) =>
    (await dataSource.query(
      `SELECT user_uid FROM ${NOTIFICATIONS_TABLE} WHERE dedupe_key = '${`airing:${JUJUTSU}:${episode}`}' ORDER BY user_uid`,
    )) as Array<{ user_uid: string }>;

  beforeAll(async () => {
    const fan = (name: string) =>
      createEmulatorUser({ email: `airing-${name}-${randomUUID()}@example.com`, name });
    watcher = await fan('watcher');
    planner = await fan('planner');
    finisher = await fan('finisher');
    server = await createTestApp({
      ...target.env,
      CLOCK_START: new Date(EPISODE_1 - LEAD_MS).toISOString(),
    });
    dataSource = server.app.get(DataSource);
    store = server.app.get(AiringStore);
    scheduler = server.app.get(AiringScheduler);
  }, 60_000);

  afterAll(async () => {
    await server?.close();
  });

  it('stores the broadcasts of a work a fan follows, in Japan time, and announces episode 1 once per fan', async () => {
    await follow(watcher, JUJUTSU, 'CURRENT');
    await follow(planner, JUJUTSU, 'PLANNING');
    await follow(finisher, JUJUTSU, 'COMPLETED');

    // Following it queues the work's sync: its upcoming slots are there within a moment.
    const slots = await eventually(
      () => store.slotsOf([JUJUTSU]),
      (found) => found.length > 0,
      5000,
    );
    const byEpisode = new Map(slots.map((slot) => [slot.episode, slot]));
    expect(byEpisode.get(1)).toMatchObject({
      airingAt: EPISODE_1,
      title: '呪術廻戦',
      sequence: 0,
      notifiedAt: null,
    });
    expect(japanBroadcastTime(EPISODE_1)).toBe('金 25:25');
    expect(japanBroadcastTime(byEpisode.get(2)!.airingAt)).toBe('金 25:25');
    expect(await airingRows(1)).toEqual([]);

    // The sync queued episode 1's job for 25:25: it stores one notification per fan at that moment.
    const rows = await eventually(
      () => airingRows(1),
      (found) => found.length >= 2,
      LEAD_MS + 25_000,
    );
    expect(server.app.get<CatalogClock>(CATALOG_CLOCK)() - EPISODE_1).toBeLessThan(5000);
    expect(rows.map((row) => row.user_uid).sort()).toEqual([watcher.uid, planner.uid].sort());
    // The job marks the slot announced just after storing the notifications (as in the next test).
    const announced = await eventually(
      () => store.slot(JUJUTSU, 1),
      (slot) => typeof slot?.notifiedAt === 'number',
      5000,
    );
    expect(announced?.notifiedAt).toEqual(expect.any(Number));
    expect((await store.slot(JUJUTSU, 2))?.notifiedAt).toBeNull();

    // Run again (a crash after storing, a second instance): nothing is stored twice.
    expect(await scheduler.announce(JUJUTSU, 1)).toBe(0);
    expect(await scheduler.enqueueDue()).toBe(0);
    expect(await airingRows(1)).toHaveLength(2);
  }, 60_000);

  it('announces a due slot that no job was queued for (a restart lost it) on the due job’s run', async () => {
    const now = server.app.get<CatalogClock>(CATALOG_CLOCK)();
    await dataSource.query(
      `UPDATE ${AIRING_SLOTS_TABLE} SET airing_at = ${now - 1000} WHERE media_id = ${JUJUTSU} AND episode = 3`,
    );
    expect(await scheduler.enqueueDue()).toBe(1);
    const rows = await eventually(
      () => airingRows(3),
      (found) => found.length >= 2,
      5000,
    );
    expect(rows).toHaveLength(2);
    // The job marks the slot announced just after storing the notifications: once it has, nothing is due.
    const announced = await eventually(
      () => store.slot(JUJUTSU, 3),
      (slot) => typeof slot?.notifiedAt === 'number',
      5000,
    );
    expect(announced?.notifiedAt).toEqual(expect.any(Number));
    expect(await scheduler.enqueueDue()).toBe(0);
  });

  it('does not announce an episode before its broadcast', async () => {
    expect(await scheduler.announce(JUJUTSU, 2)).toBe(0);
    expect(await airingRows(2)).toEqual([]);
  });

  it('stores a moved slot with a raised sequence, and never moves one announced', async () => {
    const stored = await store.slotsOf([JUJUTSU]);
    const episode2 = stored.find((slot) => slot.episode === 2) as AiringSlot;
    const now = Date.now();
    const moved = episode2.airingAt + 30 * 60_000;
    const plan = planSlots(
      stored,
      [
        {
          mediaId: JUJUTSU,
          title: '呪術廻戦',
          upcoming: stored
            .filter((slot) => slot.notifiedAt === null)
            .map((slot) => ({ episode: slot.episode, airingAt: slot.episode === 2 ? moved : slot.airingAt })),
        },
      ],
      now,
    );
    await store.apply(plan, now);
    expect(await store.slot(JUJUTSU, 2)).toMatchObject({ airingAt: moved, sequence: 1 });
    expect(japanBroadcastTime(moved)).toBe('金 25:55');

    // An upsert racing an announcement (planned before it) leaves the announced slot as it is.
    const episode1 = (await store.slot(JUJUTSU, 1)) as AiringSlot;
    await store.apply(
      { upserts: [{ ...episode1, airingAt: moved, sequence: 5, notifiedAt: null }], removals: [] },
      now,
    );
    expect(await store.slot(JUJUTSU, 1)).toEqual(episode1);

    // The next sync sees the catalogue's time again: moved back, sequence 2.
    await scheduler.sync();
    expect(await store.slot(JUJUTSU, 2)).toMatchObject({ airingAt: episode2.airingAt, sequence: 2 });
  });

  it('keeps no upcoming slot of a work that has ended', async () => {
    await follow(watcher, ONE_PIECE, 'CURRENT');
    // A slot stored earlier for a broadcast the catalogue no longer lists.
    const future = Date.now() + 86_400_000 * 400;
    await dataSource.query(
      `INSERT INTO ${AIRING_SLOTS_TABLE} (media_id, episode, airing_at, title, sequence, notified_at, updated_at)
       VALUES (${ONE_PIECE}, 1100, ${future}, 'ONE PIECE', 0, NULL, 0)`,
    );
    expect(await store.slotsOf([ONE_PIECE])).toHaveLength(1);
    await scheduler.sync();
    expect(await store.slotsOf([ONE_PIECE])).toEqual([]);
    // The ended work's followers got nothing; 呪術廻戦's slots are still there.
    expect((await store.slotsOf([JUJUTSU])).length).toBeGreaterThan(1);
  });

  it('asks the catalogue once for the works of a burst of list changes', async () => {
    // The earlier tests' follow-ups (work jobs a second after a change) are over first.
    await sleep(2000);
    const catalog = server.app.get(CatalogService);
    const handle = jest.spyOn(catalog, 'handle');
    try {
      const answer = await callApi(server.url, 'POST', '/api/list/merge?dryRun=false', {
        token: planner.idToken,
        body: { entries: [235, 966, 1].map((mediaId) => ({ mediaId, status: 'PLANNING', progress: 0 })) },
      });
      expect(answer.status).toBe(200);
      const airingQueries = () =>
        handle.mock.calls.filter(([body]) =>
          String((body as { query?: string }).query).includes('AiringSlots'),
        );
      await eventually(
        async () => airingQueries().length,
        (count) => count > 0,
        5000,
      );
      await sleep(600);
      expect(airingQueries()).toHaveLength(1);
      const ids = (airingQueries()[0]?.[0] as { variables: { ids: number[] } }).variables.ids;
      expect([...ids].sort((a, b) => a - b)).toEqual([1, 235, 966]);
    } finally {
      handle.mockRestore();
    }
  });
});
