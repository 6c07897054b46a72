// CLOCK_START's clock: it starts at the given moment and runs on at the real clock's pace.
import { clockFrom, systemClock } from './catalog-clock';

describe('clockFrom', () => {
  it('is the system clock without a start', () => {
    expect(clockFrom(null)).toBe(systemClock);
  });

  it('starts at the given moment and runs on from there', () => {
    let real = 1_000_000;
    const clock = clockFrom(Date.parse('2020-10-02T16:24:00Z'), () => real);
    expect(new Date(clock()).toISOString()).toBe('2020-10-02T16:24:00.000Z');
    real += 61_500;
    expect(new Date(clock()).toISOString()).toBe('2020-10-02T16:25:01.500Z');
  });
});
