// NotificationsService inside the real app, on SQLite and PostgreSQL: one notification per dedupe key,
// the per-kind settings (in the app, push), the airing fan-out over fans' lists (once per fan and
// episode, 10,000 fans in one statement) and what the push dispatcher is told.
import { randomUUID } from 'node:crypto';
import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings } from '@anifan/contract';
import { DataSource } from 'typeorm';
import { createTestApp, databaseTargets, type TestApp } from '../testing';
import { NotificationsService, type StoredNotifications } from './notifications.service';

const PLACEHOLDER = /\?/g;

/** Fans `uid<prefix>-<n>` (n from 1 to `count`), each with `mediaId` in `status`, in two set-based statements. */
async function seedFans(
  dataSource: DataSource,
  prefix: string,
  count: number,
  mediaId: number,
  status: string,
): Promise<void> {
  const postgres = dataSource.options.type === 'postgres';
  let index = 0;
  const run = (sql: string, parameters: unknown[]) =>
    dataSource.query(postgres ? sql.replace(PLACEHOLDER, () => `$${(index += 1)}`) : sql, parameters);
  const numbers = `WITH RECURSIVE seq(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM seq WHERE n < ${count})`;
  const text = postgres ? '::text' : '';
  await run(
    `${numbers} insert into list_users (uid, name, score_format, list_public, created_at, updated_at)
     SELECT ?${text} || '-' || n, ?${text} || '-' || n, 'POINT_10_DECIMAL', false, 0, 0 FROM seq`,
    [prefix, prefix],
  );
  index = 0;
  await run(
    `insert into media_list_entries (user_id, media_id, status, progress, repeat_count, score_raw, is_private,
       created_at, updated_at, revision)
     SELECT id, ?${postgres ? '::integer' : ''}, ?${text}, 0, 0, 0, false, 0, 0, 1 FROM list_users WHERE uid LIKE ?`,
    [mediaId, status, `${prefix}-%`],
  );
}

const settings = (change: Partial<NotificationSettings['kinds']>): NotificationSettings => ({
  ...DEFAULT_NOTIFICATION_SETTINGS,
  kinds: { ...DEFAULT_NOTIFICATION_SETTINGS.kinds, ...change },
});

describe.each(databaseTargets())('NotificationsService on $name', (target) => {
  let app: TestApp;
  let service: NotificationsService;
  let dataSource: DataSource;
  const stored: StoredNotifications[] = [];

  beforeAll(async () => {
    app = await createTestApp(target.env);
    service = app.app.get(NotificationsService);
    dataSource = app.app.get(DataSource);
    service.stored.subscribe((batch) => stored.push(batch));
  }, 60_000);

  afterAll(async () => {
    await app?.close();
  });

  beforeEach(() => {
    stored.length = 0;
  });

  const reply = (replyId: number) =>
    ({
      kind: 'reply',
      thread: 'episode:113415:4',
      commentId: 1,
      replyId,
      authorName: '虎杖',
      excerpt: '同じく！',
    }) as const;

  it('stores a notification once per dedupe key and tells the push dispatcher about it', async () => {
    const uid = `fan-${randomUUID()}`;
    const first = await service.notify(uid, reply(2), 'reply:2');
    expect(first).toMatchObject({ kind: 'reply', subject: reply(2), read: false });
    expect(await service.notify(uid, reply(2), 'reply:2')).toBeNull();
    expect(stored).toEqual([{ ids: [first?.id] }]);
    const page = await service.list(uid);
    expect(page.items.map((item) => item.id)).toEqual([first?.id]);
    expect(page.unread).toBe(1);
  });

  it('stores nothing for a kind turned off in the app, and does not push one turned off for push', async () => {
    const uid = `fan-${randomUUID()}`;
    await service.putSettings(uid, settings({ reply: { inApp: false, push: true } }));
    expect(await service.notify(uid, reply(3), 'reply:3')).toBeNull();
    await service.putSettings(uid, settings({ reply: { inApp: true, push: false } }));
    expect(await service.notify(uid, reply(3), 'reply:3')).not.toBeNull();
    expect(stored).toEqual([]);
  });

  it('answers the defaults for a fan without settings, and stored settings once saved', async () => {
    const uid = `fan-${randomUUID()}`;
    expect(await service.settingsFor(uid)).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
    const saved = {
      ...settings({ airing: { inApp: true, push: false } }),
      quietHours: { start: '23:00', end: '07:00' },
    };
    await service.putSettings(uid, saved);
    expect(await service.settingsFor(uid)).toEqual(saved);
    const many = await service.settingsForMany([uid, 'nobody']);
    expect(many.get(uid)).toEqual(saved);
    expect(many.get('nobody')).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
  });

  it('notifies every fan with the work in 見てる or 見たい once per episode, however often it runs', async () => {
    const mediaId = 900_000 + Math.floor(Math.random() * 90_000);
    const prefix = `airing-${randomUUID()}`;
    await seedFans(dataSource, `${prefix}-watching`, 3, mediaId, 'CURRENT');
    await seedFans(dataSource, `${prefix}-planning`, 2, mediaId, 'PLANNING');
    await seedFans(dataSource, `${prefix}-done`, 2, mediaId, 'COMPLETED');
    await seedFans(dataSource, `${prefix}-off`, 1, mediaId, 'CURRENT');
    await seedFans(dataSource, `${prefix}-quiet`, 1, mediaId, 'REPEATING');
    await service.putSettings(`${prefix}-off-1`, settings({ airing: { inApp: false, push: true } }));
    await service.putSettings(`${prefix}-quiet-1`, settings({ airing: { inApp: true, push: false } }));
    const airing = { mediaId, episode: 4, title: '呪術廻戦', airingAt: Date.UTC(2026, 10, 26, 15, 0) };

    expect(await service.notifyAiring(airing)).toBe(6);
    expect(await service.notifyAiring(airing)).toBe(0);

    const page = await service.list(`${prefix}-watching-1`);
    expect(page.items).toHaveLength(1);
    expect(page.items[0]?.subject).toEqual({
      kind: 'airing',
      mediaId,
      title: '呪術廻戦',
      episode: 4,
      airingAt: '2026-11-26T15:00:00.000Z',
    });
    expect((await service.list(`${prefix}-done-1`)).items).toEqual([]);
    expect((await service.list(`${prefix}-off-1`)).items).toEqual([]);
    expect((await service.list(`${prefix}-quiet-1`)).items).toHaveLength(1);
    // Pushed to all but the fan who turned airing pushes off.
    expect(stored.flatMap((batch) => batch.ids)).toHaveLength(5);
  });

  it('stores each fan’s airing notification once when two runs race', async () => {
    const mediaId = 700_000 + Math.floor(Math.random() * 90_000);
    const prefix = `race-${randomUUID()}`;
    await seedFans(dataSource, prefix, 200, mediaId, 'CURRENT');
    const airing = { mediaId, episode: 2, title: '薬屋のひとりごと', airingAt: Date.now() };
    const [first, second] = await Promise.all([service.notifyAiring(airing), service.notifyAiring(airing)]);
    expect(first + second).toBe(200);
    const [row] = (await dataSource.query(
      `SELECT COUNT(*) AS stored FROM notifications WHERE dedupe_key = 'airing:${mediaId}:2'`,
    )) as Array<{ stored: unknown }>;
    expect(Number(row?.stored)).toBe(200);
  });

  it('stores 10,000 airing notifications in one fan-out', async () => {
    const mediaId = 800_000 + Math.floor(Math.random() * 90_000);
    const prefix = `many-${randomUUID()}`;
    await seedFans(dataSource, prefix, 10_000, mediaId, 'CURRENT');
    const airing = { mediaId, episode: 1, title: '葬送のフリーレン', airingAt: Date.now() };
    expect(await service.notifyAiring(airing)).toBe(10_000);
    expect(await service.notifyAiring(airing)).toBe(0);
    const [row] = (await dataSource.query(
      `SELECT COUNT(*) AS stored, COUNT(DISTINCT user_uid) AS fans FROM notifications WHERE dedupe_key = 'airing:${mediaId}:1'`,
    )) as Array<{ stored: unknown; fans: unknown }>;
    expect(Number(row?.stored)).toBe(10_000);
    expect(Number(row?.fans)).toBe(10_000);
    expect(new Set(stored.flatMap((batch) => batch.ids)).size).toBe(10_000);
  }, 60_000);
});
