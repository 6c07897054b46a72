import { createSseParser, readEventStream, type SseEvent } from './event-stream';

describe('createSseParser', () => {
  it('answers each event once its blank line arrives, whatever the chunks', () => {
    const parser = createSseParser();
    expect(parser.push('id: 1\nevent: created\nda')).toEqual([]);
    expect(parser.push('ta: {"a":1}\n\n: heartbeat\n\nevent: read\r\ndata: x\r\n\r\n')).toEqual([
      { event: 'created', data: '{"a":1}' },
      { event: 'read', data: 'x' },
    ]);
  });

  it('joins multi-line data and names an unnamed event "message"', () => {
    expect(createSseParser().push('data: one\ndata:two\n\n')).toEqual([
      { event: 'message', data: 'one\ntwo' },
    ]);
  });
});

describe('readEventStream', () => {
  it('reads a body to its end, multi-byte characters split across chunks included', async () => {
    const bytes = new TextEncoder().encode('event: created\ndata: 放送開始\n\n');
    const chunks = [bytes.slice(0, 25), bytes.slice(25)];
    // What readEventStream uses of a fetch body (jsdom has no ReadableStream).
    const body = {
      getReader: () => ({
        read: async () => {
          const value = chunks.shift();
          return value ? { done: false, value } : { done: true, value: undefined };
        },
      }),
    } as unknown as ReadableStream<Uint8Array>;
    const events: SseEvent[] = [];
    await readEventStream(body, (event) => events.push(event));
    expect(events).toEqual([{ event: 'created', data: '放送開始' }]);
  });
});
