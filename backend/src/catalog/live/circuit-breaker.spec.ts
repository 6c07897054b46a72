import { CircuitBreaker } from './circuit-breaker';
import { RateGate } from './rate-gate';

describe('CircuitBreaker', () => {
  const setup = () => {
    let now = 0;
    const breaker = new CircuitBreaker({ failureThreshold: 2, cooldownMs: 1_000 }, () => now);
    return { breaker, advance: (ms: number) => (now += ms) };
  };

  it.each([
    ['stays closed below the threshold', 1, 0, true],
    ['opens at the threshold', 2, 0, false],
    ['stays open during the cool-down', 2, 999, false],
    ['lets one probe through after the cool-down', 2, 1_000, true],
  ])('%s', (_label, failures, elapsed, allowed) => {
    const { breaker, advance } = setup();
    for (let i = 0; i < failures; i += 1) breaker.recordFailure();
    advance(elapsed);
    expect(breaker.canRequest()).toBe(allowed);
  });

  it('allows a single probe at a time, and closes again when it succeeds', () => {
    const { breaker, advance } = setup();
    breaker.recordFailure();
    breaker.recordFailure();
    advance(1_000);
    expect(breaker.canRequest()).toBe(true);
    expect(breaker.canRequest()).toBe(false);
    breaker.recordSuccess();
    expect(breaker.isOpen).toBe(false);
    expect(breaker.canRequest()).toBe(true);
  });

  it('reopens for a full cool-down when the probe fails', () => {
    const { breaker, advance } = setup();
    breaker.recordFailure();
    breaker.recordFailure();
    advance(1_000);
    breaker.canRequest();
    breaker.recordFailure();
    advance(500);
    expect(breaker.canRequest()).toBe(false);
  });
});

describe('RateGate', () => {
  const setup = () => {
    let now = 0;
    const gate = new RateGate(2, 1 / 500, () => now);
    return { gate, advance: (ms: number) => (now += ms) };
  };

  it.each([
    ['a full bucket lets calls go at once', 0, 0, 0],
    ['an empty bucket waits for the next token', 2, 0, 500],
    ['a token refills with time', 2, 250, 250],
  ])('%s', (_label, taken, elapsed, wait) => {
    const { gate, advance } = setup();
    for (let i = 0; i < taken; i += 1) gate.take();
    advance(elapsed);
    expect(gate.waitMs()).toBe(wait);
  });

  it('holds every call until a Retry-After has passed', () => {
    const { gate, advance } = setup();
    gate.block(30_000);
    expect(gate.waitMs()).toBe(30_000);
    advance(29_000);
    expect(gate.waitMs()).toBe(1_000);
    advance(1_000);
    expect(gate.waitMs()).toBe(0);
  });
});
