// The CPU slowdown that makes this host stand for the device Lighthouse's mobile preset means, from the
// host's benchmark index. Lighthouse's fixed 4× multiplies whatever the host is: a 4× run on a slow host
// measures a slower phone than the same run on a fast one. Lighthouse's throttling guide
// (https://github.com/GoogleChrome/lighthouse/blob/main/docs/throttling.md, "Calibrating the CPU
// slowdown") sends readers to its slowdown calculator, whose
// piecewise-linear fit this is: 4× belongs to an index of about 1,533, 3× to 1,300, 2× to 800, 1× to 150.
'use strict';

/** Lighthouse's default mobile slowdown, whatever the host: the uncalibrated figures use it. */
const DEFAULT_CPU_SLOWDOWN = 4;

/** Below this index the host is already as slow as the target device: no slowdown (1×) is left to apply. */
const MIN_BENCHMARK_INDEX = 150;

/**
 * The guide's widest range for a high-end desktop standing for a mid-tier phone is 2–10×; past 10× the
 * calculator's straight line is extrapolated beyond any host it was fitted on.
 */
const MAX_CPU_SLOWDOWN = 10;

/**
 * @param {number} benchmarkIndex Lighthouse's benchmark index of the host (`environment.benchmarkIndex`)
 * @returns {number} the multiplier, between 1 and 10, to two decimals
 */
function calibratedCpuSlowdown(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0)
    throw new Error(`A benchmark index is a positive number, not ${benchmarkIndex}`);
  let multiplier;
  if (benchmarkIndex >= 1300) multiplier = 3 + (benchmarkIndex - 1300) / 233;
  else if (benchmarkIndex >= 800) multiplier = 2 + (benchmarkIndex - 800) / 500;
  else if (benchmarkIndex >= MIN_BENCHMARK_INDEX) multiplier = 1 + (benchmarkIndex - 150) / 650;
  else multiplier = 1;
  return Number(Math.min(multiplier, MAX_CPU_SLOWDOWN).toFixed(2));
}

module.exports = { DEFAULT_CPU_SLOWDOWN, calibratedCpuSlowdown };
