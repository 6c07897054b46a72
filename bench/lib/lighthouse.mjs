// Lighthouse (mobile emulation) on system Chromium; the median of several runs per page.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

/** Runs that fail (a page-load error, a metric Lighthouse could not compute) are retried this many times in all. */
const MAX_FAILED_RUNS = 3;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** The figures of one report; throws when the run failed, so a broken run never stands for the page. */
function figures(lhr) {
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const score = (id) => {
    const value = lhr.categories[id]?.score;
    if (typeof value !== 'number') throw new Error(`category ${id} has no score`);
    return Math.round(value * 100);
  };
  const metric = (id) => {
    const value = lhr.audits[id]?.numericValue;
    if (typeof value !== 'number')
      throw new Error(`audit ${id} has no value (${lhr.audits[id]?.errorMessage ?? 'missing'})`);
    return value;
  };
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    best_practices: score('best-practices'),
    seo: score('seo'),
    lcp_ms: Math.round(metric('largest-contentful-paint')),
    tbt_ms: Math.round(metric('total-blocking-time')),
    cls: Number(metric('cumulative-layout-shift').toFixed(3)),
    failing: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id),
  };
}

async function runOnce(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  try {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    return figures(lhr);
  } finally {
    await chrome.kill();
  }
}

export async function measureLighthouse(url, runs = 3) {
  const samples = [];
  let failures = 0;
  while (samples.length < runs) {
    try {
      samples.push(await runOnce(url));
    } catch (error) {
      failures += 1;
      console.warn(`  Lighthouse run ${samples.length + failures} of ${url} failed: ${error.message}`);
      if (failures >= MAX_FAILED_RUNS) throw new Error(`Lighthouse failed ${failures} times on ${url}`);
    }
  }
  // The run whose performance score is the median stands for the page, so the figures belong together.
  const perf = median(samples.map((s) => s.performance));
  return { ...samples.find((s) => s.performance === perf), runs: samples.length, failed_runs: failures };
}
