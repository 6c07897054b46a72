// Real-client conformance (issue #16): AniList query documents of the kinds public clients send answer
// 200 without errors from the snapshot, with what the snapshot knows, and are forwarded unchanged to
// AniList in live mode. Sorts and filters the snapshot cannot honour are refused by name.
import { print, parse } from 'graphql';
import { GET_LIST_WORKS } from '@anifan/contract';
import { createCatalogTestApp, type CatalogTestApp } from '../testing';
import { PERSON_PLACEHOLDER_PATH } from './embedded/placeholder-image';
import { CONFORMANCE_CASES } from './testing/conformance';
import { startFakeAniList } from './testing/fake-anilist';
import type { FakeGraphQLServer } from './testing/fake-graphql-server';

/** A fixed "now" inside the newest covered season (2026 spring), so statuses and airings are stable. */
const NOW = Date.parse('2026-04-20T00:00:00Z');

let clock = NOW;
let app: CatalogTestApp;

beforeAll(async () => {
  app = await createCatalogTestApp({}, {}, () => clock);
});

afterAll(() => app.close());

beforeEach(() => {
  clock = NOW;
});

type Json = Record<string, unknown>;
const byName = (name: string) => {
  const found = CONFORMANCE_CASES.find((c) => c.query.includes(`query ${name}(`));
  if (!found) throw new Error(`no conformance case ${name}`);
  return found;
};

async function ask(name: string, variables: Json = {}) {
  const fixture = byName(name);
  const { status, body } = await app.query(fixture.query, { ...fixture.variables, ...variables });
  expect(body.errors).toBeUndefined();
  expect(status).toBe(200);
  return body.data as Json;
}

describe('embedded: every fixture answers 200 without errors', () => {
  it.each(CONFORMANCE_CASES.map((c) => [c.name, c] as const))('%s', async (_name, fixture) => {
    const { status, body } = await app.query(fixture.query, fixture.variables);
    expect(body.errors).toBeUndefined();
    expect(status).toBe(200);
    expect(body.extensions?.catalog?.source).toBe('embedded');
  });
});

describe('embedded: what the answers hold', () => {
  interface SeasonMedia {
    format: string;
    season: string;
    seasonYear: number;
    isAdult: boolean;
    status: string;
    episodes: null;
    genres: string[];
    studios: { nodes: unknown[] };
    nextAiringEpisode: { airingAt: number; timeUntilAiring: number; episode: number } | null;
  }

  it('lists the season’s TV/ONA works only, none adult, unknown counts null, lists empty', async () => {
    const page = (await ask('SeasonList')).Page as { pageInfo: Json; media: SeasonMedia[] };
    expect(page.media).toHaveLength(20);
    expect(page.pageInfo).toMatchObject({ perPage: 20, currentPage: 1, hasNextPage: true });
    for (const media of page.media) {
      expect(['TV', 'TV_SHORT', 'ONA']).toContain(media.format);
      expect(media).toMatchObject({
        season: 'SPRING',
        seasonYear: 2026,
        isAdult: false,
        episodes: null,
        genres: [],
      });
      expect(media.studios.nodes).toEqual([]);
    }
    const airing = page.media.find((m) => m.nextAiringEpisode !== null);
    expect(airing?.nextAiringEpisode?.timeUntilAiring).toBe(
      (airing?.nextAiringEpisode?.airingAt ?? 0) - NOW / 1000,
    );
  });

  it('gives 五条悟 his Japanese voice actor both ways, with placeholder images and an AniList link', async () => {
    const media = (await ask('MediaCharacters')).Media as {
      characters: {
        pageInfo: { total: number };
        edges: {
          role: string;
          node: { name: { native: string }; image: { large: string }; siteUrl: string };
          voiceActors: { name: { native: string }; languageV2: string; image: { large: string } }[];
          voiceActorRoles: { roleNotes: null; voiceActor: { name: { native: string } } }[];
        }[];
      };
    };
    const gojo = media.characters.edges.find((e) => e.node.name.native === '五条悟');
    expect(gojo?.node.siteUrl).toBe('https://anilist.co/character/127691');
    expect(gojo?.node.image.large).toBe(PERSON_PLACEHOLDER_PATH);
    expect(gojo?.voiceActors).toEqual([
      expect.objectContaining({
        name: expect.objectContaining({ native: '中村悠一' }),
        languageV2: 'Japanese',
      }),
    ]);
    expect(gojo?.voiceActors[0]?.image.large).toBe(PERSON_PLACEHOLDER_PATH);
    expect(gojo?.voiceActorRoles).toEqual([
      {
        roleNotes: null,
        dubGroup: null,
        voiceActor: expect.objectContaining({ name: expect.objectContaining({ native: '中村悠一' }) }),
      },
    ]);
    const roles = media.characters.edges.map((e) => e.role);
    expect(roles.indexOf('SUPPORTING')).toBeGreaterThan(roles.lastIndexOf('MAIN'));
  });

  it('answers a character’s unknown profile fields null, never made up', async () => {
    const [gojo] = ((await ask('CharacterSearch')).Page as { characters: Json[] }).characters;
    expect(gojo).toMatchObject({
      id: 127691,
      name: {
        first: 'Satoru',
        middle: null,
        last: 'Gojou',
        full: 'Satoru Gojou',
        native: '五条悟',
        alternative: [],
        alternativeSpoiler: [],
      },
      image: { large: PERSON_PLACEHOLDER_PATH, medium: PERSON_PLACEHOLDER_PATH },
      description: null,
      gender: null,
      dateOfBirth: { year: null, month: null, day: null },
      age: null,
      bloodType: null,
      favourites: null,
    });
    const { Character } = await ask('CharacterById');
    expect(Character).toMatchObject({
      id: 127691,
      description: null,
      image: { large: PERSON_PLACEHOLDER_PATH },
    });
  });

  it('puts works on the air first when trending, then by the ranking signal', async () => {
    const media = ((await ask('Trending')).Page as { media: { status: string; popularity: number }[] }).media;
    expect(media).toHaveLength(20);
    expect(media.every((m) => m.status === 'RELEASING')).toBe(true);
    const popularity = media.map((m) => m.popularity);
    expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
  });

  it('orders the popular page by the ranking signal, filtered by status, start date and popularity', async () => {
    const media = (
      (await ask('Popular')).Page as {
        media: { status: string; popularity: number; startDate: { year: number } }[];
      }
    ).media;
    expect(media).toHaveLength(20);
    expect(
      media.every((m) => m.status !== 'NOT_YET_RELEASED' && m.startDate.year >= 2020 && m.popularity > 10),
    ).toBe(true);
    const popularity = media.map((m) => m.popularity);
    expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
  });

  it('answers the new Media fields from bangumi-data, the rest null or empty', async () => {
    const media = (await ask('MediaDetails')).Media as Json;
    expect(media).toMatchObject({
      id: 113415,
      type: 'ANIME',
      format: 'TV',
      status: 'FINISHED',
      description: null,
      startDate: { year: 2020, month: 10, day: 3 },
      endDate: { year: 2021, month: 3, day: 27 },
      episodes: null,
      duration: null,
      countryOfOrigin: 'JP',
      source: null,
      genres: [],
      tags: [],
      averageScore: null,
      isAdult: false,
      studios: { edges: [] },
      relations: { edges: [] },
      staff: { edges: [] },
      nextAiringEpisode: null,
      airingSchedule: { pageInfo: { total: 0, hasNextPage: false }, nodes: [] },
      mediaListEntry: null,
      siteUrl: 'https://anilist.co/anime/113415',
    });
    const links = media.externalLinks as {
      site: string;
      url: string;
      type: string;
      language: string | null;
    }[];
    expect(links[0]).toMatchObject({ site: 'Official Site', url: 'https://jujutsukaisen.jp/', type: 'INFO' });
    expect(links).toContainEqual(
      expect.objectContaining({ site: 'Netflix', type: 'STREAMING', language: null }),
    );
    expect(links).toContainEqual(
      expect.objectContaining({ site: 'ABEMA', type: 'STREAMING', language: 'Japanese' }),
    );
    expect(links.every((l) => l.type === 'INFO' || l.type === 'STREAMING')).toBe(true);
    expect(JSON.stringify(links)).not.toMatch(/dmhy|mikanani|bangumi\.moe/);
  });

  interface TimetableMedia {
    title: { native: string };
    status: string;
    nextAiringEpisode: { airingAt: number; episode: number } | null;
    airingSchedule: { nodes: { airingAt: number; episode: number }[] };
  }

  /** The season's pages of the timetable, all of them. */
  async function timetable(): Promise<TimetableMedia[]> {
    const media: TimetableMedia[] = [];
    for (let page = 1; ; page += 1) {
      const answer = (await ask('GetSeasonTimetable', { page })).Page as {
        pageInfo: { hasNextPage: boolean };
        media: TimetableMedia[];
      };
      expect(answer.media.length).toBeLessThanOrEqual(50);
      media.push(...answer.media);
      if (!answer.pageInfo.hasNextPage) return media;
    }
  }
  const onePieceOf = (media: TimetableMedia[]) =>
    media.find((m) => m.title.native === 'ONE PIECE エルバフ編');

  it('gives the timetable each weekly work’s first broadcast and next episode', async () => {
    const media = await timetable();
    expect(media.length).toBeGreaterThan(50);
    // bangumi-data: ONE PIECE エルバフ編, R/2026-04-05T14:15:00.000Z/P7D.
    const onePiece = onePieceOf(media);
    const first = Date.parse('2026-04-05T14:15:00.000Z') / 1000;
    expect(onePiece?.airingSchedule.nodes).toEqual([{ airingAt: first, episode: 1 }]);
    expect(onePiece?.nextAiringEpisode).toEqual({ airingAt: first + 3 * 7 * 86_400, episode: 4 });
    expect(onePiece?.status).toBe('RELEASING');
    const weekly = media.filter((m) => m.airingSchedule.nodes.length > 0);
    expect(weekly.length).toBeGreaterThan(20);
    for (const work of weekly) {
      const next = work.nextAiringEpisode;
      const first = work.airingSchedule.nodes[0]?.airingAt ?? 0;
      if (next) expect((next.airingAt - first) % (7 * 86_400)).toBe(0);
    }
  });

  it('moves nextAiringEpisode on once an episode has aired, even for a repeated request', async () => {
    const before = onePieceOf(await timetable())?.nextAiringEpisode;
    expect(before?.episode).toBe(4);
    clock = (before?.airingAt ?? 0) * 1000;
    expect(onePieceOf(await timetable())?.nextAiringEpisode?.episode).toBe(5);
  });

  it('tells the statuses apart by today: upcoming, airing and aired', async () => {
    const status = async (search: string) =>
      (
        (await app.query('query ($s: String) { Media(search: $s) { status } }', { s: search })).body.data
          ?.Media as { status: string }
      ).status;
    clock = Date.parse('2026-03-01T00:00:00Z');
    expect(await status('ONE PIECE エルバフ編')).toBe('NOT_YET_RELEASED');
    clock = NOW;
    expect(await status('ONE PIECE エルバフ編')).toBe('RELEASING');
    expect(await status('呪術廻戦')).toBe('FINISHED');
  });

  it('gives the web app’s detail its period, status, first broadcast and where to watch', async () => {
    const media = (await ask('GetMediaBroadcast')).Media as Json;
    expect(media).toMatchObject({
      format: 'TV',
      status: 'FINISHED',
      startDate: { year: 2023, month: 9, day: 29 },
      endDate: { year: 2024, month: 3, day: 23 },
      nextAiringEpisode: null,
      airingSchedule: { nodes: [{ airingAt: Date.parse('2023-09-29T14:00:00.000Z') / 1000, episode: 1 }] },
    });
    const links = media.externalLinks as { type: string; language: string | null }[];
    expect(links.some((l) => l.type === 'STREAMING' && l.language === 'Japanese')).toBe(true);
  });

  it('gives マイリスト its works by id, with what 次に見る needs, and leaves out an id it does not know', async () => {
    const { status, body } = await app.query(print(GET_LIST_WORKS), { ids: [113415, 999_999_999] });
    expect(body.errors).toBeUndefined();
    expect(status).toBe(200);
    expect((body.data?.Page as Json).media).toEqual([
      {
        id: 113415,
        title: { native: '呪術廻戦', romaji: expect.any(String) },
        coverImage: { large: expect.any(String) },
        format: 'TV',
        // The offline catalogue knows no episode counts; an ended work has no next broadcast.
        episodes: null,
        status: 'FINISHED',
        nextAiringEpisode: null,
      },
    ]);
  });
});

describe('embedded: refusals name what cannot be honoured', () => {
  it.each(['SCORE_DESC', 'EPISODES', 'DURATION_DESC', 'CHAPTERS', 'VOLUMES_DESC', 'UPDATED_AT'])(
    'refuses sort %s with a GraphQL error naming it',
    async (sort) => {
      const { status, body } = await app.query(`{ Page(perPage: 5) { media(sort: [${sort}]) { id } } }`);
      expect(status).toBe(200);
      expect(body.errors?.[0]?.message).toContain(sort);
      expect((body.data?.Page as { media: unknown }).media).toBeNull();
    },
  );

  it.each([
    ['genre_in: ["Action"]', 'genre_in'],
    ['episodes_greater: 12', 'episodes_greater'],
    ['averageScore_greater: 80', 'averageScore_greater'],
    ['tag: "Time Skip"', 'tag'],
    ['source: MANGA', 'source'],
    ['licensedBy: "Netflix"', 'licensedBy'],
  ])('refuses the filter %s with a GraphQL error naming it', async (argument, name) => {
    const { body } = await app.query(`{ Page { media(${argument}) { id } } }`);
    expect(body.errors?.[0]?.message).toContain(`"${name}"`);
  });

  it('refuses a character birthday filter', async () => {
    const { body } = await app.query('{ Page { characters(isBirthday: true) { id } } }');
    expect(body.errors?.[0]?.message).toContain('"isBirthday"');
  });

  it('refuses a malformed FuzzyDateInt', async () => {
    const { body } = await app.query('{ Page { media(startDate_greater: "spring") { id } } }');
    expect(body.errors?.[0]?.message).toContain('startDate_greater');
  });
});

describe('live: every fixture is forwarded to AniList unchanged', () => {
  let anilist: FakeGraphQLServer;
  let live: CatalogTestApp;

  beforeAll(async () => {
    anilist = await startFakeAniList();
    live = await createCatalogTestApp(
      { CATALOG_SOURCE: 'live', ANILIST_URL: anilist.url },
      {
        anilist: {
          burst: 100,
          perSecond: 100,
          defaultRetryAfterMs: 1_000,
          userAgent: 'AniFan test',
          referer: null,
        },
      },
    );
  });

  afterAll(async () => {
    await live.close();
    await anilist.close();
  });

  it.each(CONFORMANCE_CASES.map((c) => [c.name, c] as const))('%s', async (_name, fixture) => {
    const before = anilist.requests.length;
    const { status, body } = await live.query(fixture.query, fixture.variables);
    expect(body.errors).toBeUndefined();
    expect(status).toBe(200);
    expect(body.extensions?.catalog?.source).toBe('live');
    const received = anilist.requests.slice(before);
    expect(received).toHaveLength(1);
    expect(print(parse(received[0]?.query ?? ''))).toBe(print(parse(fixture.query)));
    expect(received[0]?.variables).toEqual(fixture.variables);
  });

  it('forwards sorts and filters the snapshot refuses, for AniList to answer', async () => {
    const query =
      '{ Page(perPage: 5) { media(sort: [SCORE_DESC], genre_in: ["Action"], episodes_greater: 12) { id } } }';
    const { status, body } = await live.query(query);
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(print(parse(anilist.requests[anilist.requests.length - 1]?.query ?? ''))).toBe(
      print(parse(query)),
    );
  });
});
