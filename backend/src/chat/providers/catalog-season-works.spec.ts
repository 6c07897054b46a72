import { CatalogService } from '../../catalog';
import type { TestApp } from '../../testing';
import { createChatTestApp } from '../testing/chat-test-app';
import { CatalogSeasonWorks } from './catalog-season-works';

describe('CatalogSeasonWorks', () => {
  const answer = (status: number, body: unknown) => ({ status, body: JSON.stringify(body), headers: {} });

  it('asks the gateway for the current season by watchers and returns the titles', async () => {
    const handle = jest.fn().mockResolvedValue(
      answer(200, {
        data: {
          searchWorks: {
            edges: [{ node: { title: 'A' } }, { node: { title: '' } }, null, { node: { title: 'B' } }],
          },
        },
      }),
    );
    const works = new CatalogSeasonWorks({ handle }, () => new Date('2026-05-01T00:00:00Z'));
    expect(await works.currentSeasonTitles()).toEqual(['A', 'B']);
    expect(handle).toHaveBeenCalledWith(
      expect.objectContaining({ variables: { seasons: ['2026-spring'], first: 3 } }),
      { own: true },
    );
  });

  it.each([
    [answer(503, { errors: [{ message: 'not ready' }] })],
    [answer(200, { data: { searchWorks: null } })],
    [answer(200, { data: null })],
  ])('returns no titles when the catalogue cannot say (%j)', async (response) => {
    const works = new CatalogSeasonWorks({ handle: jest.fn().mockResolvedValue(response) });
    expect(await works.currentSeasonTitles()).toEqual([]);
  });
});

describe('this season in the offline chat, from the embedded catalogue', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createChatTestApp({ CATALOG_SOURCE: 'embedded' });
  });
  afterAll(async () => {
    jest.useRealTimers();
    await app.close();
  });

  it('names the most watched titles of the season', async () => {
    const spring2026 = () => new Date('2026-05-01T00:00:00Z');
    const titles = await new CatalogSeasonWorks(
      app.app.get(CatalogService),
      spring2026,
    ).currentSeasonTitles();
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.length).toBeLessThanOrEqual(3);

    // Only Date is faked, so the server and its timers keep running normally.
    jest.useFakeTimers({
      now: spring2026(),
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    });
    const response = await fetch(`${app.url}/api/chat/chat`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ message: '今期のアニメは何がおすすめ？' }),
    });
    const reply = await response.text();
    expect(reply).toContain(`「${titles[0]}」`);
  });
});
