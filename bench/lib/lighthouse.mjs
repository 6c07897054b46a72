// Lighthouse (mobile emulation) on system Chromium; the median of several runs per page, each audited at
// the CPU slowdown calibrated to the host's speed as the run measured it.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { auditFlowArtifacts } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { DEFAULT_CPU_SLOWDOWN, calibratedCpuSlowdown } from './cpu-slowdown.cjs';

/** Runs that fail (a page-load error, a metric Lighthouse could not compute) are retried this many times in all. */
const MAX_FAILED_RUNS = 3;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** A node as Lighthouse names it: its label (text or alt), then its selector when that says more. */
const elementLabel = ({ nodeLabel, selector }) =>
  nodeLabel && selector && nodeLabel !== selector
    ? `${nodeLabel} (${selector})`
    : (selector ?? nodeLabel ?? '');

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
  const lcpElement = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    best_practices: score('best-practices'),
    seo: score('seo'),
    lcp_ms: Math.round(metric('largest-contentful-paint')),
    tbt_ms: Math.round(metric('total-blocking-time')),
    cls: Number(metric('cumulative-layout-shift').toFixed(3)),
    // What the largest paint was (a title, an image…): shows which content the measured load displayed.
    lcp_element: lcpElement ? elementLabel(lcpElement) : null,
    failing: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id),
  };
}

/**
 * The same load's report at another CPU slowdown. Lighthouse's default throttling is simulated: the load
 * itself runs at the host's speed and the slowdown only scales its main-thread tasks in the simulation,
 * so the artifacts of one load can be audited again at another multiplier.
 */
async function auditAt(artifacts, flags, cpuSlowdownMultiplier) {
  const throttling = { ...artifacts.settings.throttling, cpuSlowdownMultiplier };
  const { steps } = await auditFlowArtifacts({
    gatherSteps: [
      {
        artifacts: { ...artifacts, settings: { ...artifacts.settings, throttling } },
        flags: { ...flags, throttling },
      },
    ],
  });
  const lhr = steps[0]?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned no report at ${cpuSlowdownMultiplier}× CPU slowdown`);
  return lhr;
}

/**
 * One cold load in a fresh browser profile. `sessionStorage` and `localStorage` entries are written by a
 * script that runs before any of the page's own on every document of the page's origin, so the app starts
 * with them (a guest's マイリスト lives in localStorage). Lighthouse's storage reset stays on (it clears
 * the HTTP cache, service workers and Cache Storage; the script writes the entries again on each load),
 * so every route is measured from the same cold state. `expectText`: strings the page
 * must show once loaded, else the run fails (a detail page that ignored its selection measures nothing).
 * Lighthouse measures the host's benchmark index at the start of the run, just before the load; the load
 * is gathered and audited at Lighthouse's fixed 4×, then audited again at the slowdown that index calls
 * for, and with none. (An index measured separately before the run, right after the browser started,
 * came out a third to a half lower here than Lighthouse's own on the same load.)
 */
async function runOnce(url, { sessionStorage = null, localStorage = null, expectText = [] } = {}) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  const browser = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${chrome.port}`,
    defaultViewport: null,
  });
  try {
    const page = await browser.newPage();
    if (sessionStorage || localStorage) {
      await page.evaluateOnNewDocument(
        (origin, session, local) => {
          if (globalThis.location.origin !== origin) return;
          for (const [key, value] of Object.entries(session)) globalThis.sessionStorage.setItem(key, value);
          for (const [key, value] of Object.entries(local)) globalThis.localStorage.setItem(key, value);
        },
        new URL(url).origin,
        sessionStorage ?? {},
        localStorage ?? {},
      );
    }
    const flags = {
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    };
    const result = await lighthouse(url, flags, undefined, page);
    if (!result) throw new Error('Lighthouse returned no result');
    const benchmarkIndex = result.lhr.environment.benchmarkIndex;
    const cpuSlowdown = calibratedCpuSlowdown(benchmarkIndex);
    const uncalibrated = figures(result.lhr);
    const cpuFree = figures(await auditAt(result.artifacts, flags, 1));
    const sample = {
      ...figures(await auditAt(result.artifacts, flags, cpuSlowdown)),
      benchmark_index: Math.round(benchmarkIndex),
      cpu_slowdown: cpuSlowdown,
      uncalibrated: {
        cpu_slowdown: DEFAULT_CPU_SLOWDOWN,
        performance: uncalibrated.performance,
        lcp_ms: uncalibrated.lcp_ms,
        tbt_ms: uncalibrated.tbt_ms,
      },
      // The same load with no CPU slowdown, a phone as fast as this host: no calibration can score the
      // page higher. A route under the goal here misses it whatever phone the slowdown stands for.
      cpu_free: { performance: cpuFree.performance, lcp_ms: cpuFree.lcp_ms },
    };
    if (expectText.length > 0) {
      const text = await page.evaluate(() => document.body.innerText);
      const missing = expectText.filter((expected) => !text.includes(expected));
      if (missing.length > 0) throw new Error(`the page does not show ${missing.join(', ')}`);
    }
    return sample;
  } finally {
    await browser.disconnect();
    await chrome.kill();
  }
}

/** `options`: `runs` (5 by default), and `sessionStorage` / `localStorage` / `expectText` as for one run. */
export async function measureLighthouse(url, { runs = 5, ...options } = {}) {
  const samples = [];
  let failures = 0;
  while (samples.length < runs) {
    try {
      samples.push(await runOnce(url, options));
    } catch (error) {
      failures += 1;
      console.warn(`  Lighthouse run ${samples.length + failures} of ${url} failed: ${error.message}`);
      if (failures >= MAX_FAILED_RUNS) throw new Error(`Lighthouse failed ${failures} times on ${url}`);
    }
  }
  // The run whose performance score is the median stands for the page, so the figures belong together.
  const perf = median(samples.map((s) => s.performance));
  const chosen = samples.find((s) => s.performance === perf);
  // The figures at 4× and with no slowdown are each their own median: beside the goal, not part of it.
  const medians = (part) =>
    Object.fromEntries(
      Object.keys(chosen[part]).map((key) => [key, median(samples.map((s) => s[part][key]))]),
    );
  const uncalibrated = medians('uncalibrated');
  const cpuFree = medians('cpu_free');
  const indexes = samples.map((s) => s.benchmark_index);
  console.log(
    `  ${url}: performance ${chosen.performance} at ${chosen.cpu_slowdown}× CPU (runs ${samples.map((s) => s.performance).join(', ')}; ` +
      `host index ${Math.min(...indexes)}–${Math.max(...indexes)}), ${uncalibrated.performance} at ${DEFAULT_CPU_SLOWDOWN}× ` +
      `(runs ${samples.map((s) => s.uncalibrated.performance).join(', ')}), TBT ${chosen.tbt_ms} ms (${uncalibrated.tbt_ms} ms at ${DEFAULT_CPU_SLOWDOWN}×), ` +
      `${cpuFree.performance} with no CPU slowdown (LCP ${cpuFree.lcp_ms} ms), ` +
      `accessibility ${chosen.accessibility}, best practices ${chosen.best_practices}, LCP element ${chosen.lcp_element}`,
  );
  return {
    ...chosen,
    benchmark_index_range: [Math.min(...indexes), Math.max(...indexes)],
    uncalibrated,
    cpu_free: cpuFree,
    runs: samples.length,
    failed_runs: failures,
  };
}
