import { createSseParser, type SseEvent } from './sse-parser';

const STREAM =
  'data: {"delta":"やあ"}\n\n: comment\n\ndata: {"delta":"、僕"}\r\n\r\nevent: error\ndata: {"error":{"code":"x"}}\n\nevent: done\ndata: {}\n\n';
const EVENTS: SseEvent[] = [
  { event: 'message', data: '{"delta":"やあ"}' },
  { event: 'message', data: '{"delta":"、僕"}' },
  { event: 'error', data: '{"error":{"code":"x"}}' },
  { event: 'done', data: '{}' },
];

describe('createSseParser', () => {
  it.each(Array.from({ length: STREAM.length + 1 }, (_, cut) => [cut]))(
    'gives the same events when the stream is split at %i',
    (cut) => {
      const parser = createSseParser();
      expect([...parser.push(STREAM.slice(0, cut)), ...parser.push(STREAM.slice(cut))]).toEqual(EVENTS);
    },
  );

  it('gives the same events when fed one character at a time', () => {
    const parser = createSseParser();
    expect([...STREAM].flatMap((ch) => parser.push(ch))).toEqual(EVENTS);
  });

  it.each<[string, string, SseEvent[]]>([
    ['joins multi-line data with newlines', 'data: a\ndata: b\n\n', [{ event: 'message', data: 'a\nb' }]],
    ['accepts a field without the space', 'event:done\ndata:{}\n\n', [{ event: 'done', data: '{}' }]],
    ['accepts bare CR line ends', 'data: a\r\r', [{ event: 'message', data: 'a' }]],
    ['ignores events without data', 'event: ping\n\n', []],
    ['ignores unknown fields', 'id: 7\nretry: 10\ndata: a\n\n', [{ event: 'message', data: 'a' }]],
    ['waits for the blank line before dispatching', 'data: a\n', []],
  ])('%s', (_name, input, expected) => {
    expect(createSseParser().push(input)).toEqual(expected);
  });
});
