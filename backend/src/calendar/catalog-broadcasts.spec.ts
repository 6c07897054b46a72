// CatalogBroadcasts against the real embedded catalogue at a fixed moment (the query the feed asks is
// accepted, and its answer becomes each work's title, episode length and episodes still to air), and
// against a catalogue that fails.
import type { CatalogService, GatewayResponse } from '../catalog';
import { AppError } from '../common';
import { createCatalogTestApp, type CatalogTestApp } from '../testing';
import { CatalogBroadcasts } from './catalog-broadcasts';
import { japanDateTime } from './icalendar';

const JUJUTSU = 113415;
/** Monday 2020-10-05: 呪術廻戦 aired on Friday nights at 25:25 from 2020-10-02 (MBS). */
const MONDAY = Date.parse('2020-10-05T00:00:00Z');
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

describe('CatalogBroadcasts on the embedded catalogue', () => {
  let app: CatalogTestApp;

  beforeAll(async () => {
    app = await createCatalogTestApp({}, {}, () => MONDAY);
  });

  afterAll(async () => {
    await app?.close();
  });

  it('answers the episodes still to air, a 25:25 slot on the next day in Japan time, weekly', async () => {
    const [work] = await new CatalogBroadcasts(app.service).upcoming([JUJUTSU]);
    expect(work).toMatchObject({ mediaId: JUJUTSU, title: '呪術廻戦' });
    const [second, third] = work?.episodes ?? [];
    // Episode 1 aired on the 2nd (Friday 25:25): the next is episode 2, at 01:25 on Saturday the 10th.
    expect(second?.episode).toBe(2);
    expect(japanDateTime(second?.airingAt ?? 0)).toBe('20201010T012500');
    expect(third).toEqual({ episode: 3, airingAt: (second?.airingAt ?? 0) + WEEK_MS });
    expect(work?.episodes.every((episode) => episode.airingAt > MONDAY)).toBe(true);
  });

  it('leaves out works the catalogue does not know, asking 50 works a page', async () => {
    const handle = jest.spyOn(app.service, 'handle');
    try {
      const unknown = Array.from({ length: 60 }, (_, index) => 900_000_000 + index);
      const works = await new CatalogBroadcasts(app.service).upcoming([...unknown, JUJUTSU]);
      expect(works.map((work) => work.mediaId)).toEqual([JUJUTSU]);
      expect(handle).toHaveBeenCalledTimes(2);
    } finally {
      handle.mockRestore();
    }
  });
});

describe('CatalogBroadcasts when the catalogue fails', () => {
  const answer = (status: number, body: unknown): GatewayResponse =>
    ({ status, body: JSON.stringify(body), headers: {} }) as GatewayResponse;
  const page = { data: { Page: { media: [] } } };

  it.each([
    ['refuses twice', [answer(503, { errors: [{ message: 'busy' }] }), answer(503, {})]],
    ['answers errors twice', [answer(200, { errors: [{ message: 'budget' }] }), answer(200, { errors: [] })]],
  ])('is service/unavailable when the catalogue %s', async (_label, answers) => {
    const handle = jest.fn<Promise<GatewayResponse>, []>();
    for (const next of answers) handle.mockResolvedValueOnce(next);
    const broadcasts = new CatalogBroadcasts({ handle } as unknown as CatalogService);
    const refusal = await broadcasts.upcoming([JUJUTSU]).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ code: 'service/unavailable', status: 503 });
  });

  it('asks once more when the first answer fails', async () => {
    const handle = jest
      .fn<Promise<GatewayResponse>, []>()
      .mockResolvedValueOnce(answer(503, {}))
      .mockResolvedValueOnce(answer(200, page));
    const broadcasts = new CatalogBroadcasts({ handle } as unknown as CatalogService);
    expect(await broadcasts.upcoming([JUJUTSU])).toEqual([]);
    expect(handle).toHaveBeenCalledTimes(2);
  });

  it('asks nothing for an empty list', async () => {
    const handle = jest.fn();
    expect(await new CatalogBroadcasts({ handle } as unknown as CatalogService).upcoming([])).toEqual([]);
    expect(handle).not.toHaveBeenCalled();
  });
});
