import { DEFAULT_CPU_SLOWDOWN, calibratedCpuSlowdown } from './cpu-slowdown.cjs';

describe('calibratedCpuSlowdown', () => {
  it("gives Lighthouse's default 4× to the host the default was meant for", () => {
    expect(calibratedCpuSlowdown(1533)).toBe(DEFAULT_CPU_SLOWDOWN);
  });

  it("follows the calculator's points: 3× at 1,300, 2× at 800, 1× at 150", () => {
    expect(calibratedCpuSlowdown(1300)).toBe(3);
    expect(calibratedCpuSlowdown(800)).toBe(2);
    expect(calibratedCpuSlowdown(150)).toBe(1);
  });

  it('slows a slower host less and a faster one more, so both stand for the same device', () => {
    expect(calibratedCpuSlowdown(1106)).toBe(2.61);
    expect(calibratedCpuSlowdown(1616)).toBe(4.36);
    expect(calibratedCpuSlowdown(2368)).toBe(7.58);
    expect(calibratedCpuSlowdown(2877)).toBe(9.77);
  });

  it('rises with the index, without a jump where the pieces meet', () => {
    const indexes = Array.from({ length: 400 }, (_, i) => 100 + i * 10);
    const multipliers = indexes.map(calibratedCpuSlowdown);
    multipliers.slice(1).forEach((multiplier, i) => {
      const before = multipliers[i] ?? Number.NaN;
      expect(multiplier).toBeGreaterThanOrEqual(before);
      expect(multiplier - before).toBeLessThanOrEqual(0.06);
    });
  });

  it('applies no slowdown on a host already slower than the target device', () => {
    expect(calibratedCpuSlowdown(149)).toBe(1);
    expect(calibratedCpuSlowdown(20)).toBe(1);
  });

  it('stops at 10× on a host faster than any the calculator was fitted on', () => {
    expect(calibratedCpuSlowdown(3000)).toBe(10);
    expect(calibratedCpuSlowdown(9000)).toBe(10);
  });

  it('refuses an index that is not a measurement', () => {
    for (const index of [0, -5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(() => calibratedCpuSlowdown(index)).toThrow('A benchmark index is a positive number');
  });
});
