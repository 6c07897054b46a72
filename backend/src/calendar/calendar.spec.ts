// The calendar feed over HTTP on SQLite and PostgreSQL, with real emulator sign-ins: the address (made
// on first ask, the same until revoked, a new one after), the feed read by ical.js (Japan time with
// its VTIMEZONE, a 25:30 slot, stable UIDs, SEQUENCE raised when a slot moves, only the owner's
// 見てる and 見たい works), its cache headers, and the refusals (guest, malformed, unknown, revoked).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { CALENDAR_TOKEN_PATTERN } from '@anifan/contract';
import { CatalogService } from '../catalog';
import { MediaListService } from '../media-list';
import { callApi, createEmulatorUser, createTestApp, databaseTargets, type TestApp } from '../testing';
import { CatalogBroadcasts, type UpcomingWork } from './catalog-broadcasts';
import { FEED_READ_LIMIT } from './calendar.service';
import { readCalendar } from './testing/read-calendar';

const JUJUTSU = 113415;
const FRIEREN = 154587;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** `YYYY-MM-DD` of the Japan-time day `days` after now. */
function japanDay(days: number): string {
  return new Date(Date.now() + days * DAY_MS + 9 * HOUR_MS).toISOString().slice(0, 10);
}

/** The Japan-time moment `HH:MM` on `day`. */
const japanTime = (day: string, time: string) => Date.parse(`${day}T${time}:00+09:00`);

interface Fan {
  uid: string;
  idToken: string;
}

describe.each(databaseTargets())('calendar feed on $name', ({ env }) => {
  let server: TestApp;
  let lists: MediaListService;
  /** What the mocked catalogue says airs next, per work. */
  let schedule: Map<number, UpcomingWork>;
  /** The works each feed asked the catalogue about. */
  let asked: number[][];
  /** Episode numbers no earlier test used, so each test's slots are new to the feed. */
  let nextEpisode = 1;
  const episodes = (count: number) => Array.from({ length: count }, () => nextEpisode++);

  const fan = async (name: string): Promise<Fan> =>
    createEmulatorUser({ email: `calendar-${randomUUID()}@example.com`, name });
  const addressOf = async (who: Fan): Promise<string> => {
    const answer = await callApi(server.url, 'GET', '/api/calendar', { token: who.idToken });
    expect(answer.status).toBe(200);
    return (answer.json as { url: string }).url;
  };
  /** An explicit Cache-Control, else fetch adds `no-cache` to a conditional request, which asks for the body. */
  const fetchFeed = (url: string, headers: Record<string, string> = {}) =>
    fetch(url, { headers: { 'Cache-Control': 'max-age=0', ...headers } });
  const feedOf = async (url: string) => {
    const response = await fetchFeed(url);
    expect(response.status).toBe(200);
    return readCalendar(await response.text());
  };
  const airs = (work: UpcomingWork) => schedule.set(work.mediaId, work);

  beforeAll(async () => {
    server = await createTestApp(env);
    lists = server.app.get(MediaListService);
    jest.spyOn(server.app.get(CatalogBroadcasts), 'upcoming').mockImplementation(async (ids) => {
      asked.push([...ids]);
      return ids.flatMap((id) => schedule.get(id) ?? []);
    });
  });

  beforeEach(() => {
    schedule = new Map();
    asked = [];
  });

  afterAll(async () => {
    await server?.close();
  });

  it('refuses a guest, with the error shape', async () => {
    for (const method of ['GET', 'DELETE']) {
      const answer = await callApi(server.url, method, '/api/calendar');
      expect(answer.status).toBe(401);
      expect(answer.json).toEqual({ error: { code: 'auth/missing_token', message: expect.any(String) } });
    }
  });

  it('makes the address on first ask and answers the same one until it is revoked', async () => {
    const owner = await fan('カレンダー');
    const first = await callApi(server.url, 'GET', '/api/calendar', { token: owner.idToken });
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    const { url } = first.json as { url: string };
    const match = /^(http:\/\/127\.0\.0\.1:\d+)\/api\/calendar\/([^/]+)\/feed\.ics$/.exec(url);
    expect(match?.[1]).toBe(server.url);
    expect(match?.[2]).toMatch(CALENDAR_TOKEN_PATTERN);
    expect(await addressOf(owner)).toBe(url);
    const concurrent = await fan('同時');
    const urls = await Promise.all(Array.from({ length: 4 }, () => addressOf(concurrent)));
    expect(new Set(urls).size).toBe(1);
    expect(urls[0]).not.toBe(url);
  });

  it('lists the upcoming broadcasts of the owner’s 見てる and 見たい works in Japan time', async () => {
    const owner = await fan('ユウジ');
    await lists.save(owner.uid, { mediaId: JUJUTSU, status: 'CURRENT' });
    await lists.save(owner.uid, { mediaId: FRIEREN, status: 'PLANNING' });
    const [late, next, beyond] = episodes(3) as [number, number, number];
    const day = japanDay(3);
    // Friday's 25:30: 01:30 on Saturday in Japan.
    airs({
      mediaId: JUJUTSU,
      title: '呪術廻戦',
      duration: 24,
      episodes: [
        { episode: late, airingAt: japanTime(day, '01:30') },
        { episode: next, airingAt: japanTime(day, '01:30') + 7 * DAY_MS },
        // Past the feed's 60 days.
        { episode: beyond, airingAt: Date.now() + 61 * DAY_MS },
      ],
    });
    const [frieren] = episodes(1) as [number];
    airs({
      mediaId: FRIEREN,
      title: '葬送のフリーレン, 第2期',
      duration: null,
      episodes: [{ episode: frieren, airingAt: japanTime(japanDay(5), '23:00') }],
    });

    const response = await fetchFeed(await addressOf(owner));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    const text = await response.text();
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);

    const { calendar, events } = readCalendar(text);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('AniFan マイリストの放送予定');
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('Asia/Tokyo');
    expect(events).toEqual([
      {
        uid: `${JUJUTSU}-${late}@anifan`,
        summary: `呪術廻戦 第${late}話`,
        startsAt: japanTime(day, '01:30'),
        tzid: 'Asia/Tokyo',
        localStart: `${day}T01:30:00`,
        durationSeconds: 24 * 60,
        sequence: 0,
        url: `${server.url}/#/popularAnime/animeDetail?id=${JUJUTSU}&episode=${late}`,
        dtstamp: expect.any(String),
      },
      expect.objectContaining({ uid: `${FRIEREN}-${frieren}@anifan`, durationSeconds: 30 * 60 }),
      expect.objectContaining({
        uid: `${JUJUTSU}-${next}@anifan`,
        localStart: expect.stringMatching(/T01:30:00$/),
      }),
    ]);
    expect(events[1]?.summary).toBe(`葬送のフリーレン, 第2期 第${frieren}話`);
  });

  it('keeps each episode’s UID and raises its SEQUENCE when its slot moves', async () => {
    const owner = await fan('メグミ');
    await lists.save(owner.uid, { mediaId: JUJUTSU, status: 'REPEATING' });
    const [moving, staying] = episodes(2) as [number, number];
    const at = Math.floor(Date.now() / 60_000) * 60_000 + 2 * DAY_MS;
    const slots = (movedBy: number) =>
      airs({
        mediaId: JUJUTSU,
        title: '呪術廻戦',
        duration: 24,
        episodes: [
          { episode: moving, airingAt: at + movedBy },
          { episode: staying, airingAt: at + 7 * DAY_MS },
        ],
      });
    const url = await addressOf(owner);
    slots(0);
    const before = (await feedOf(url)).events;
    expect(before.map((event) => [event.uid, event.sequence])).toEqual([
      [`${JUJUTSU}-${moving}@anifan`, 0],
      [`${JUJUTSU}-${staying}@anifan`, 0],
    ]);
    expect((await feedOf(url)).events).toEqual(before);

    slots(HOUR_MS);
    const after = (await feedOf(url)).events;
    expect(after.map((event) => [event.uid, event.sequence, event.startsAt])).toEqual([
      [`${JUJUTSU}-${moving}@anifan`, 1, at + HOUR_MS],
      [`${JUJUTSU}-${staying}@anifan`, 0, at + 7 * DAY_MS],
    ]);
    expect(after[1]).toEqual(before[1]);
    // Seen again unmoved, it keeps its sequence; moved again, it goes up again.
    expect((await feedOf(url)).events).toEqual(after);
    slots(2 * HOUR_MS);
    expect((await feedOf(url)).events[0]?.sequence).toBe(2);
  });

  it('answers 304 to a calendar app holding the current feed, and the new feed once it changed', async () => {
    const owner = await fan('ノバラ');
    await lists.save(owner.uid, { mediaId: FRIEREN, status: 'CURRENT' });
    const [episode] = episodes(1) as [number];
    airs({
      mediaId: FRIEREN,
      title: '葬送のフリーレン',
      duration: 24,
      episodes: [{ episode, airingAt: Date.now() + DAY_MS }],
    });
    const url = await addressOf(owner);
    const first = await fetchFeed(url);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await fetchFeed(url, { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    airs({ mediaId: FRIEREN, title: '葬送のフリーレン', duration: 24, episodes: [] });
    const changed = await fetchFeed(url, { 'If-None-Match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(readCalendar(await changed.text()).events).toEqual([]);
  });

  it('shows each fan only their own list, and leaves out works neither watched nor planned', async () => {
    const [alice, bob] = await Promise.all([fan('Alice'), fan('Bob')]);
    await lists.save(alice.uid, { mediaId: JUJUTSU, status: 'CURRENT' });
    await lists.save(alice.uid, { mediaId: FRIEREN, status: 'COMPLETED' });
    await lists.save(bob.uid, { mediaId: FRIEREN, status: 'PLANNING' });
    const [jujutsu, frieren] = episodes(2) as [number, number];
    airs({
      mediaId: JUJUTSU,
      title: '呪術廻戦',
      duration: 24,
      episodes: [{ episode: jujutsu, airingAt: Date.now() + DAY_MS }],
    });
    airs({
      mediaId: FRIEREN,
      title: '葬送のフリーレン',
      duration: 24,
      episodes: [{ episode: frieren, airingAt: Date.now() + DAY_MS }],
    });

    const aliceUrl = await addressOf(alice);
    const bobUrl = await addressOf(bob);
    expect(aliceUrl).not.toBe(bobUrl);
    expect((await feedOf(aliceUrl)).events.map((event) => event.uid)).toEqual([
      `${JUJUTSU}-${jujutsu}@anifan`,
    ]);
    expect((await feedOf(bobUrl)).events.map((event) => event.uid)).toEqual([`${FRIEREN}-${frieren}@anifan`]);
    expect(asked).toEqual([[JUJUTSU], [FRIEREN]]);
    const nobody = await fan('Empty');
    expect((await feedOf(await addressOf(nobody))).events).toEqual([]);
  });

  it('revokes the address: the old one is 404 and the next ask makes a different one', async () => {
    const owner = await fan('再発行');
    const url = await addressOf(owner);
    expect((await fetchFeed(url)).status).toBe(200);

    const revoked = await callApi(server.url, 'DELETE', '/api/calendar', { token: owner.idToken });
    expect(revoked.status).toBe(204);
    expect(revoked.text).toBe('');
    const gone = await callApi(url, 'GET', '');
    expect(gone.status).toBe(404);
    expect(gone.json).toEqual({ error: { code: 'calendar/not_found', message: expect.any(String) } });
    // Revoking without an address is the same outcome.
    expect((await callApi(server.url, 'DELETE', '/api/calendar', { token: owner.idToken })).status).toBe(204);

    const renewed = await addressOf(owner);
    expect(renewed).not.toBe(url);
    expect((await fetchFeed(renewed)).status).toBe(200);
    expect((await fetchFeed(url)).status).toBe(404);
  });

  it('refuses a malformed token as invalid and an unknown one as not found, with the error shape', async () => {
    for (const token of ['short', `${'a'.repeat(42)}!`, 'a'.repeat(44), 'a'.repeat(3000)]) {
      const answer = await callApi(server.url, 'GET', `/api/calendar/${encodeURIComponent(token)}/feed.ics`);
      expect(answer.status).toBe(400);
      expect(answer.json).toEqual({ error: { code: 'request/invalid', message: expect.any(String) } });
    }
    const unknown = await callApi(server.url, 'GET', `/api/calendar/${'A'.repeat(43)}/feed.ics`);
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ error: { code: 'calendar/not_found', message: expect.any(String) } });
  });

  it('limits the reads of one feed a window, not those of other feeds', async () => {
    const [heavy, other] = await Promise.all([fan('連打'), fan('ほか')]);
    const heavyUrl = await addressOf(heavy);
    const otherUrl = await addressOf(other);
    const statuses: number[] = [];
    for (let read = 0; read <= FEED_READ_LIMIT; read += 1) statuses.push((await fetchFeed(heavyUrl)).status);
    expect(statuses.slice(0, FEED_READ_LIMIT).every((status) => status === 200)).toBe(true);
    const refused = await callApi(heavyUrl, 'GET', '');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.json).toEqual({ error: { code: 'rate_limit/exceeded', message: expect.any(String) } });
    expect((await fetchFeed(otherUrl)).status).toBe(200);
  });

  describe('with the real catalogue', () => {
    beforeAll(() => {
      jest.mocked(server.app.get(CatalogBroadcasts).upcoming).mockRestore();
    });

    it('asks the catalogue’s GraphQL for the listed works and answers a valid feed', async () => {
      const owner = await fan('実カタログ');
      await lists.save(owner.uid, { mediaId: JUJUTSU, status: 'CURRENT' });
      const handle = jest.spyOn(server.app.get(CatalogService), 'handle');
      try {
        const { calendar, events } = await feedOf(await addressOf(owner));
        expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
        for (const event of events) expect(event.uid).toMatch(new RegExp(`^${JUJUTSU}-\\d+@anifan$`));
        // The airing scheduler's sync job asks the same catalogue meanwhile; only the feed's questions count.
        const asked = handle.mock.calls.flatMap(([body], index) =>
          (body as { query: string }).query.includes('id duration title')
            ? [handle.mock.results[index]?.value as Promise<{ status: number; body: string }>]
            : [],
        );
        const answers = await Promise.all(asked);
        expect(answers.map((answer) => answer.status)).toEqual([200]);
        expect(JSON.parse(answers[0]?.body ?? '{}')).not.toHaveProperty('errors');
      } finally {
        handle.mockRestore();
      }
    });

    it('answers 503 with the error shape when the catalogue cannot tell the broadcasts', async () => {
      const owner = await fan('停止中');
      await lists.save(owner.uid, { mediaId: JUJUTSU, status: 'CURRENT' });
      const url = await addressOf(owner);
      const handle = jest
        .spyOn(server.app.get(CatalogService), 'handle')
        .mockResolvedValue({ status: 503, body: '{"errors":[]}', headers: {} } as never);
      try {
        const answer = await callApi(url, 'GET', '');
        expect(answer.status).toBe(503);
        expect(answer.json).toEqual({ error: { code: 'service/unavailable', message: expect.any(String) } });
        // Asked once more before giving up.
        expect(handle).toHaveBeenCalledTimes(2);
      } finally {
        handle.mockRestore();
      }
    });
  });
});

describe('the addresses’ key', () => {
  const KEY = 'k'.repeat(40);
  let dataDir: string;

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'anifan-calendar-key-'));
  });

  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The owner's address and whether it opens the feed, on an app over the same database. */
  async function withApp<T>(env: Record<string, string>, use: (server: TestApp) => Promise<T>): Promise<T> {
    const server = await createTestApp({ DATA_DIR: dataDir, ...env });
    try {
      return await use(server);
    } finally {
      await server.close();
    }
  }

  it('keeps addresses across restarts, with the stored key or CALENDAR_TOKEN_KEY; another key changes them', async () => {
    const owner = await createEmulatorUser({
      email: `calendar-key-${randomUUID()}@example.com`,
      name: 'Key',
    });
    const address = async (server: TestApp) => {
      const answer = await callApi(server.url, 'GET', '/api/calendar', { token: owner.idToken });
      return new URL((answer.json as { url: string }).url).pathname;
    };
    const opens = async (server: TestApp, pathname: string) =>
      (await fetch(`${server.url}${pathname}`)).status;

    const stored = await withApp({}, address);
    expect(await withApp({}, async (server) => [await address(server), await opens(server, stored)])).toEqual(
      [stored, 200],
    );
    const keyed = await withApp({ CALENDAR_TOKEN_KEY: KEY }, async (server) => {
      expect(await opens(server, stored)).toBe(404);
      return address(server);
    });
    expect(keyed).not.toBe(stored);
    expect(await withApp({ CALENDAR_TOKEN_KEY: KEY }, address)).toBe(keyed);
  });

  it('gives the address under the origin the client used, behind a trusted proxy', async () => {
    const owner = await createEmulatorUser({
      email: `calendar-proxy-${randomUUID()}@example.com`,
      name: 'Proxy',
    });
    const url = await withApp({ TRUST_PROXY: '1' }, async (server) => {
      const response = await fetch(`${server.url}/api/calendar`, {
        headers: {
          authorization: `Bearer ${owner.idToken}`,
          'x-forwarded-proto': 'https',
          'x-forwarded-host': 'anifan.example',
        },
      });
      return ((await response.json()) as { url: string }).url;
    });
    expect(url).toMatch(/^https:\/\/anifan\.example\/api\/calendar\/[A-Za-z0-9_-]{43}\/feed\.ics$/);
  });

  it('refuses a short CALENDAR_TOKEN_KEY at start', async () => {
    await expect(createTestApp({ CALENDAR_TOKEN_KEY: 'too short' })).rejects.toThrow(/CALENDAR_TOKEN_KEY/);
  });
});
