// A notification's time as the rows show it: Japan time, as every broadcast slot is, whatever the
// visitor's own zone; nothing for a time that cannot be read.
import { notificationTime } from './notification-list';

describe('notificationTime', () => {
  it('reads an instant in Japan time, month/day hour:minute', () => {
    expect(notificationTime('2026-11-26T15:30:00Z')).toBe('11/27 00:30');
    expect(notificationTime('2026-01-14T15:26:00.000Z')).toBe('1/15 00:26');
  });

  it('shows nothing for a time it cannot read', () => {
    expect(notificationTime('not a time')).toBe('');
  });
});
