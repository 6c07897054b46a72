import type { Subscription } from 'rxjs';
import { EventChannels, RESET_EVENT } from './event-channels';
import type { StreamEvent } from './server-sent-events';

const BOUNDS = { channels: 10, eventsPerChannel: 3, bytes: 1024 * 1024 };

/** Everything `open` sends at once (the replay, a reset or the position) and what comes after. */
function listen(
  channels: EventChannels,
  channel: string,
  lastEventId?: string,
): { received: StreamEvent[]; subscription: Subscription } {
  const received: StreamEvent[] = [];
  const subscription = channels.open(channel, lastEventId).subscribe((event) => received.push(event));
  return { received, subscription };
}

/** The id a client holds after it has been sent `events`. */
const lastIdOf = (events: StreamEvent[]): string => events.at(-1)?.id as string;

describe('EventChannels', () => {
  it('gives a new client its position and no event, then every event of its channel with an id', () => {
    const channels = new EventChannels(BOUNDS);
    channels.publish('a', 'created', { n: 0 });
    const { received } = listen(channels, 'a');
    expect(received).toEqual([{ id: expect.any(String) }]);
    channels.publish('a', 'created', { n: 1 });
    channels.publish('b', 'created', { n: 2 });
    channels.publish('a', 'deleted', { n: 1 });
    expect(received.slice(1)).toEqual([
      { id: expect.any(String), event: 'created', data: { n: 1 } },
      { id: expect.any(String), event: 'deleted', data: { n: 1 } },
    ]);
    const ids = received.map((event) => event.id);
    expect(new Set(ids).size).toBe(3);
  });

  it('replays exactly the events a reconnecting client missed, then streams on', () => {
    const channels = new EventChannels(BOUNDS);
    const first = listen(channels, 'a');
    channels.publish('a', 'created', { n: 1 });
    first.subscription.unsubscribe();
    channels.publish('a', 'updated', { n: 1 });
    channels.publish('b', 'created', { n: 9 });
    channels.publish('a', 'created', { n: 2 });

    const again = listen(channels, 'a', lastIdOf(first.received));
    expect(again.received.map(({ event, data }) => ({ event, data }))).toEqual([
      { event: 'updated', data: { n: 1 } },
      { event: 'created', data: { n: 2 } },
    ]);
    channels.publish('a', 'deleted', { n: 2 });
    expect(again.received.at(-1)).toMatchObject({ event: 'deleted', data: { n: 2 } });
  });

  it('sends nothing to a client that missed nothing', () => {
    const channels = new EventChannels(BOUNDS);
    channels.publish('a', 'created', { n: 1 });
    const first = listen(channels, 'a');
    first.subscription.unsubscribe();
    channels.publish('b', 'created', { n: 2 });
    expect(listen(channels, 'a', lastIdOf(first.received)).received).toEqual([]);
  });

  it.each([
    [
      'another instance’s or an earlier process’s id',
      () => lastIdOf(listen(new EventChannels(BOUNDS), 'a').received),
    ],
    ['a malformed id', () => 'not an id'],
    ['an id this instance has not given out yet', (own: string) => own.replace(/\d+$/, '99')],
  ])('resets a client naming %s, at the current position', (_case, idFor) => {
    const channels = new EventChannels(BOUNDS);
    channels.publish('a', 'created', { n: 1 });
    const { received } = listen(channels, 'a', idFor(lastIdOf(listen(channels, 'a').received)));
    expect(received).toEqual([{ id: expect.any(String), event: RESET_EVENT, data: {} }]);
    channels.publish('a', 'created', { n: 2 });
    expect(listen(channels, 'a', received[0]!.id).received).toMatchObject([{ data: { n: 2 } }]);
  });

  it('resets a client further behind than the channel keeps', () => {
    const channels = new EventChannels(BOUNDS);
    const first = listen(channels, 'a');
    first.subscription.unsubscribe();
    for (let n = 1; n <= BOUNDS.eventsPerChannel; n += 1) channels.publish('a', 'created', { n });
    expect(listen(channels, 'a', lastIdOf(first.received)).received).toHaveLength(BOUNDS.eventsPerChannel);
    channels.publish('a', 'created', { n: BOUNDS.eventsPerChannel + 1 });
    expect(listen(channels, 'a', lastIdOf(first.received)).received).toMatchObject([{ event: RESET_EVENT }]);
  });

  it('resets a client of a channel forgotten for want of room, and only those that may have missed events', () => {
    const channels = new EventChannels({ ...BOUNDS, channels: 2 });
    const behind = listen(channels, 'a');
    behind.subscription.unsubscribe();
    channels.publish('a', 'created', { n: 1 });
    const upToDate = listen(channels, 'a');
    upToDate.subscription.unsubscribe();
    channels.publish('b', 'created', { n: 2 });
    channels.publish('c', 'created', { n: 3 });
    expect(listen(channels, 'a', lastIdOf(behind.received)).received).toMatchObject([{ event: RESET_EVENT }]);
    expect(listen(channels, 'a', lastIdOf(upToDate.received)).received).toEqual([]);
  });

  it('forgets the oldest channels past the byte bound', () => {
    const channels = new EventChannels({ ...BOUNDS, bytes: 1500 });
    const behind = listen(channels, 'a');
    behind.subscription.unsubscribe();
    channels.publish('a', 'created', { text: 'x'.repeat(400) });
    channels.publish('b', 'created', { text: 'y'.repeat(400) });
    expect(listen(channels, 'a', lastIdOf(behind.received)).received).toMatchObject([{ event: RESET_EVENT }]);
  });

  it('resets every client that connected before a lapse', () => {
    const channels = new EventChannels(BOUNDS);
    const before = listen(channels, 'a');
    before.subscription.unsubscribe();
    channels.lapse();
    expect(listen(channels, 'a', lastIdOf(before.received)).received).toMatchObject([{ event: RESET_EVENT }]);
    const after = listen(channels, 'a');
    after.subscription.unsubscribe();
    expect(listen(channels, 'a', lastIdOf(after.received)).received).toEqual([]);
  });

  it('counts open streams and ends them all on complete', () => {
    const channels = new EventChannels(BOUNDS);
    const one = listen(channels, 'a');
    let ended = false;
    channels.open('b', undefined).subscribe({ complete: () => (ended = true) });
    expect(channels.openStreams).toBe(2);
    one.subscription.unsubscribe();
    expect(channels.openStreams).toBe(1);
    channels.complete();
    expect(ended).toBe(true);
    expect(channels.openStreams).toBe(0);
  });
});
