// A guest's 放送開始: the works of their local マイリスト in 見てる or 見たい, their next broadcasts from the
// catalogue's GraphQL, announced at the broadcast's time while the app is open.
import { fakeResponse } from '@anifan/contract/testing';
import {
  createGuestAirings,
  GUEST_AIRINGS_QUERY,
  GUEST_LIST_KEY,
  LIST_CHECK_MS,
  readGuestWorkIds,
  RETRY_MS,
  type AiringSubject,
} from './guest-airings';

const NOW = Date.parse('2026-11-26T14:59:00.000Z');
const entry = (mediaId: number, status: string) => ({ mediaId, status, progress: 0, updatedAt: 1 });

function storageWith(entries: unknown): Storage {
  localStorage.clear();
  localStorage.setItem(GUEST_LIST_KEY, JSON.stringify(entries));
  return localStorage;
}

describe('readGuestWorkIds', () => {
  it('reads the works in 見てる (and rewatching) and 見たい, once each', () => {
    const storage = storageWith([
      entry(1, 'CURRENT'),
      entry(2, 'PLANNING'),
      entry(3, 'COMPLETED'),
      entry(4, 'REPEATING'),
      entry(5, 'DROPPED'),
      entry(1, 'CURRENT'),
      { mediaId: 'x', status: 'CURRENT' },
    ]);
    expect(readGuestWorkIds(storage)).toEqual([1, 2, 4]);
  });

  it.each([['not json'], ['{"a":1}'], ['null']])('reads %s as no works', (text) => {
    localStorage.setItem(GUEST_LIST_KEY, text);
    expect(readGuestWorkIds(localStorage)).toEqual([]);
  });
});

describe('createGuestAirings', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: NOW });
  });
  afterEach(() => jest.useRealTimers());

  const answer = (media: unknown[]) => fakeResponse(200, JSON.stringify({ data: { Page: { media } } }));

  it('asks the catalogue for the next broadcasts and announces each at its time', async () => {
    storageWith([entry(113415, 'CURRENT'), entry(154587, 'PLANNING')]);
    const fetchImpl = jest.fn(async () =>
      answer([
        {
          id: 113415,
          title: { native: '呪術廻戦', romaji: 'Jujutsu Kaisen' },
          nextAiringEpisode: { episode: 5, airingAt: NOW / 1000 + 60, timeUntilAiring: 60 },
        },
        { id: 154587, title: { native: null, romaji: 'Sousou no Frieren' }, nextAiringEpisode: null },
      ]),
    );
    const aired: AiringSubject[] = [];
    const stop = createGuestAirings({ graphqlUrl: 'http://api.test/graphql', fetchImpl })((subject) =>
      aired.push(subject),
    );
    await jest.advanceTimersByTimeAsync(0);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://api.test/graphql');
    expect(JSON.parse(init.body as string)).toEqual({
      operationName: 'GuestNextAirings',
      query: GUEST_AIRINGS_QUERY,
      variables: { ids: [113415, 154587] },
    });
    await jest.advanceTimersByTimeAsync(59_000);
    expect(aired).toEqual([]);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(aired).toEqual([
      {
        kind: 'airing',
        mediaId: 113415,
        title: '呪術廻戦',
        episode: 5,
        airingAt: new Date(NOW + 60_000).toISOString(),
      },
    ]);
    // Asked again for the episode after; the same broadcast is not announced twice.
    await jest.advanceTimersByTimeAsync(60_000);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(aired).toHaveLength(1);
    stop();
  });

  it("keeps to the catalogue's clock when it runs elsewhere (CLOCK_START)", async () => {
    storageWith([entry(113415, 'CURRENT')]);
    // The catalogue lives on 2026-04-05 23:55 JST: the broadcast is 5 minutes off for it.
    const airingAt = Date.parse('2026-04-05T15:00:00.000Z') / 1000;
    const fetchImpl = jest.fn(async () =>
      answer([
        {
          id: 113415,
          title: { native: '呪術廻戦' },
          nextAiringEpisode: { episode: 1, airingAt, timeUntilAiring: 300 },
        },
      ]),
    );
    const aired: AiringSubject[] = [];
    const stop = createGuestAirings({ graphqlUrl: '/graphql', fetchImpl })((subject) => aired.push(subject));
    await jest.advanceTimersByTimeAsync(299_000);
    expect(aired).toEqual([]);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(aired.map((subject) => subject.airingAt)).toEqual(['2026-04-05T15:00:00.000Z']);
    stop();
  });

  it('asks nothing for an empty list, and asks once a work is added in this tab', async () => {
    localStorage.clear();
    const fetchImpl = jest.fn(async () => answer([]));
    const stop = createGuestAirings({ graphqlUrl: '/graphql', fetchImpl })(() => undefined);
    await jest.advanceTimersByTimeAsync(LIST_CHECK_MS);
    expect(fetchImpl).not.toHaveBeenCalled();
    storageWith([entry(1, 'CURRENT')]);
    await jest.advanceTimersByTimeAsync(LIST_CHECK_MS);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    stop();
  });

  it('asks again after a while when the catalogue fails, and stops when told', async () => {
    storageWith([entry(1, 'CURRENT')]);
    const fetchImpl = jest.fn(async () => fakeResponse(503, 'busy'));
    const stop = createGuestAirings({ graphqlUrl: '/graphql', fetchImpl })(() => undefined);
    await jest.advanceTimersByTimeAsync(0);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(RETRY_MS);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    stop();
    await jest.advanceTimersByTimeAsync(RETRY_MS * 2);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('asks nothing while offline, and asks once the network is back', async () => {
    storageWith([entry(1, 'CURRENT')]);
    const fetchImpl = jest.fn(async () => answer([]));
    let online = false;
    const stop = createGuestAirings({ graphqlUrl: '/graphql', fetchImpl, online: () => online })(
      () => undefined,
    );
    await jest.advanceTimersByTimeAsync(LIST_CHECK_MS);
    expect(fetchImpl).not.toHaveBeenCalled();
    online = true;
    window.dispatchEvent(new Event('online'));
    await jest.advanceTimersByTimeAsync(0);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    stop();
  });
});
