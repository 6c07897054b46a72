// The event-stream module over real HTTP, on a Nest app on Fastify holding only it: reconnection with
// Last-Event-ID, heartbeats and the caps on open streams, as an EventSource meets them.
import { Body, Controller, Get, Headers, Module, Param, Post, Req, Res } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpExceptionFilter } from '../../common';
import { APP_CONFIG } from '../../config';
import { EventChannels, RESET_EVENT } from './event-channels';
import { EVENT_STREAM_LIMITS, type EventStreamLimits, EventStreams } from './event-streams';
import { streamServerSentEvents } from './server-sent-events';

const HEARTBEAT_MS = 1000;
const limits: EventStreamLimits = { perClient: 8, perInstance: 1000 };
const channels = new EventChannels({ channels: 10, eventsPerChannel: 5, bytes: 1024 * 1024 });

@Controller()
class TestStreamsController {
  constructor(private readonly streams: EventStreams) {}

  @Get('events/:channel')
  events(
    @Param('channel') channel: string,
    @Headers('last-event-id') lastEventId: string | undefined,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): void {
    const response = this.streams.open(request, reply);
    if (response !== null) streamServerSentEvents(response, channels.open(channel, lastEventId));
  }

  @Post('publish/:channel')
  publish(@Param('channel') channel: string, @Body() body: { event: string; data: unknown }): object {
    channels.publish(channel, body.event, body.data);
    return {};
  }
}

@Module({
  controllers: [TestStreamsController],
  providers: [
    EventStreams,
    { provide: EVENT_STREAM_LIMITS, useValue: limits },
    { provide: APP_CONFIG, useValue: { sseHeartbeatMs: HEARTBEAT_MS } },
  ],
})
class TestStreamsModule {}

interface Frame {
  id?: string;
  event?: string;
  data?: unknown;
  comment?: string;
}

/** Reads a stream frame by frame, comments included, as the EventSource protocol splits it. */
class RawStream {
  private readonly frames: Frame[] = [];
  private wake: (() => void) | null = null;
  private done = false;

  constructor(
    readonly response: Response,
    private readonly abort: AbortController,
  ) {
    void this.read();
  }

  static async open(url: string, lastEventId?: string): Promise<RawStream> {
    const abort = new AbortController();
    const headers: Record<string, string> = { accept: 'text/event-stream' };
    if (lastEventId !== undefined) headers['last-event-id'] = lastEventId;
    return new RawStream(await fetch(url, { headers, signal: abort.signal }), abort);
  }

  /** The next frame that `matches`, skipping the others, waiting up to `timeoutMs`. */
  async next(matches: (frame: Frame) => boolean = () => true, timeoutMs = 3000): Promise<Frame> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.frames.findIndex(matches);
      if (index !== -1) return this.frames.splice(0, index + 1).at(-1) as Frame;
      if (this.done) throw new Error('stream ended');
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new Error('no such frame within the time limit');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, remaining);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  /** The events (frames with data) received so far, taken out. */
  events(): Frame[] {
    const events = this.frames.filter((frame) => frame.data !== undefined);
    this.frames.length = 0;
    return events;
  }

  close(): void {
    this.abort.abort();
  }

  private async read(): Promise<void> {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of this.response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          this.frames.push(parseFrame(buffer.slice(0, end)));
          buffer = buffer.slice(end + 2);
          this.wake?.();
        }
      }
    } catch (error) {
      if ((error as Error).name !== 'AbortError') throw error;
    } finally {
      this.done = true;
      this.wake?.();
    }
  }
}

function parseFrame(block: string): Frame {
  const frame: Frame = {};
  for (const line of block.split('\n')) {
    if (line.startsWith(': ')) frame.comment = line.slice(2);
    else if (line.startsWith('id: ')) frame.id = line.slice(4);
    else if (line.startsWith('event: ')) frame.event = line.slice(7);
    else if (line.startsWith('data: ')) frame.data = JSON.parse(line.slice(6));
  }
  return frame;
}

describe('event streams over HTTP', () => {
  let app: NestFastifyApplication;
  let base: string;
  const open: RawStream[] = [];

  beforeAll(async () => {
    app = await NestFactory.create<NestFastifyApplication>(TestStreamsModule, new FastifyAdapter(), {
      logger: false,
    });
    app.useGlobalFilters(new HttpExceptionFilter());
    await app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`;
  });

  afterEach(async () => {
    for (const stream of open.splice(0)) stream.close();
    // Each test starts with no stream held: the server hears of the closes a moment later.
    for (let waited = 0; channels.openStreams > 0 && waited < 2000; waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    Object.assign(limits, { perClient: 8, perInstance: 1000 });
  });

  afterAll(async () => {
    channels.complete();
    await app.close();
  });

  async function listen(channel: string, lastEventId?: string): Promise<RawStream> {
    const stream = await RawStream.open(`${base}/events/${channel}`, lastEventId);
    open.push(stream);
    expect(stream.response.status).toBe(200);
    return stream;
  }

  async function publish(channel: string, event: string, data: unknown): Promise<void> {
    const response = await fetch(`${base}/publish/${channel}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ event, data }),
    });
    expect(response.status).toBe(201);
  }

  /** The id a client holds once it has read everything sent so far (its position or the last event). */
  async function positionOf(stream: RawStream): Promise<string> {
    return (await stream.next((frame) => frame.id !== undefined && frame.data === undefined)).id as string;
  }

  it('replays exactly the missed events to a client reconnecting with Last-Event-ID, then streams on', async () => {
    const first = await listen('replay');
    expect(first.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    await positionOf(first);
    await publish('replay', 'created', { n: 1 });
    const seen = await first.next((frame) => frame.event === 'created');
    expect(seen).toEqual({ id: expect.any(String), event: 'created', data: { n: 1 } });
    first.close();

    await publish('replay', 'updated', { n: 1 });
    await publish('elsewhere', 'created', { n: 9 });
    await publish('replay', 'created', { n: 2 });

    const again = await listen('replay', seen.id);
    expect(await again.next((frame) => frame.event === 'created')).toMatchObject({ data: { n: 2 } });
    expect(again.events()).toEqual([]);
    await publish('replay', 'deleted', { n: 2 });
    expect(await again.next((frame) => frame.data !== undefined)).toMatchObject({
      event: 'deleted',
      data: { n: 2 },
    });
  });

  it('replays them in order with their ids, so a further reconnect resumes after the last', async () => {
    const first = await listen('ordered');
    const start = await positionOf(first);
    first.close();
    await publish('ordered', 'created', { n: 1 });
    await publish('ordered', 'created', { n: 2 });
    const again = await listen('ordered', start);
    const one = await again.next((frame) => frame.data !== undefined);
    const two = await again.next((frame) => frame.data !== undefined);
    expect([one.data, two.data]).toEqual([{ n: 1 }, { n: 2 }]);
    again.close();
    const third = await listen('ordered', two.id);
    await publish('ordered', 'created', { n: 3 });
    expect((await third.next((frame) => frame.data !== undefined)).data).toEqual({ n: 3 });
  });

  it.each([
    ['an id from another instance or process', 'someone-else.3'],
    ['an id older than the buffer', null],
  ])('sends a reset carrying the current position for %s', async (_case, unknownId) => {
    let lastEventId = unknownId;
    if (lastEventId === null) {
      const first = await listen('behind');
      lastEventId = await positionOf(first);
      first.close();
      for (let n = 0; n <= 5; n += 1) await publish('behind', 'created', { n });
    }
    const stream = await listen('behind', lastEventId);
    const reset = await stream.next((frame) => frame.data !== undefined);
    expect(reset).toEqual({ id: expect.any(String), event: RESET_EVENT, data: {} });
    expect(stream.events()).toEqual([]);
  });

  it(`sends a heartbeat comment every ${HEARTBEAT_MS} ms`, async () => {
    const stream = await listen('quiet');
    const started = Date.now();
    expect(await stream.next((frame) => frame.comment === 'heartbeat', HEARTBEAT_MS * 3)).toEqual({
      comment: 'heartbeat',
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(HEARTBEAT_MS - 100);
  });

  async function expectRefused(response: Response): Promise<void> {
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await response.json()).toEqual({
      error: { code: 'rate_limit/exceeded', message: expect.any(String) },
    });
  }

  it('refuses a client’s stream beyond its cap with the error shape, and frees the slot on close', async () => {
    limits.perClient = 2;
    const held = [await listen('capped'), await listen('capped')];
    await expectRefused(await fetch(`${base}/events/capped`));
    held[0]!.close();
    let status = 0;
    for (let waited = 0; status !== 200 && waited < 2000; waited += 20) {
      const attempt = await fetch(`${base}/events/capped`);
      status = attempt.status;
      await attempt.body?.cancel();
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(status).toBe(200);
  });

  it('refuses any stream once the instance holds its cap, while the open ones keep streaming', async () => {
    limits.perInstance = 2;
    const held = [await listen('full'), await listen('full')];
    await expectRefused(await fetch(`${base}/events/full`));
    await publish('full', 'created', { n: 1 });
    for (const stream of held)
      expect(await stream.next((frame) => frame.data !== undefined)).toMatchObject({ data: { n: 1 } });
  });
});
