import { sseEvent } from './server-sent-events';

describe('sseEvent', () => {
  it.each([
    [{ delta: 'やあ' }, undefined, 'data: {"delta":"やあ"}\n\n'],
    [{ delta: 'a\nb\r\nc' }, undefined, 'data: {"delta":"a\\nb\\r\\nc"}\n\n'],
    [{}, 'done', 'event: done\ndata: {}\n\n'],
    [
      { error: { code: 'chat/upstream_failed', message: 'x' } },
      'error',
      'event: error\ndata: {"error":{"code":"chat/upstream_failed","message":"x"}}\n\n',
    ],
  ])('frames %j as %j', (data, event, expected) => {
    expect(sseEvent(data, event)).toBe(expected);
  });
});
