import { loggedPath, resolveRequestId } from './request-context';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('resolveRequestId', () => {
  it.each([
    ['abc-123', 'abc-123'],
    ['lb:1.2_3', 'lb:1.2_3'],
    [['first', 'second'], 'first'],
  ])('keeps the sane id %j', (incoming, expected) => {
    expect(resolveRequestId(incoming)).toBe(expected);
  });

  it.each([undefined, '', 'has space', 'line\nbreak', '<script>', 'x'.repeat(129)])(
    'generates a fresh id instead of %j',
    (incoming) => {
      expect(resolveRequestId(incoming)).toMatch(UUID);
    },
  );
});

describe('loggedPath', () => {
  it('masks a calendar feed token, the credential of its feed', () => {
    const token = 'A'.repeat(43);
    expect(loggedPath(`/api/calendar/${token}/feed.ics`)).toBe('/api/calendar/:token/feed.ics');
    expect(loggedPath(`/api/calendar/${token}/feed.ics/`)).toBe('/api/calendar/:token/feed.ics/');
  });

  it('leaves other paths as they are', () => {
    expect(loggedPath('/api/calendar')).toBe('/api/calendar');
    expect(loggedPath('/api/comments/1')).toBe('/api/comments/1');
  });
});
