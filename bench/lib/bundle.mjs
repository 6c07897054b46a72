// Gzip sizes of what each page loads before any interaction, recorded in a real browser.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

async function loadedAssets(browser, url) {
  const page = await browser.newPage();
  // Bodies are read asynchronously; every read must finish before the page closes, or the asset is lost.
  const reads = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    reads.push(
      response.body().then(
        (body) => ({ type, url: response.url(), gzip: gzipSync(body, { level: 9 }).length }),
        // Redirects and aborted requests have no body to measure.
        () => null,
      ),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const assets = (await Promise.all(reads)).filter((asset) => asset !== null);
  await page.close();
  return assets;
}

const kb = (assets, type) =>
  Number((assets.filter((a) => a.type === type).reduce((s, a) => s + a.gzip, 0) / 1024).toFixed(1));

export async function measureBundles(baseUrl, routes) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const landing = await loadedAssets(browser, `${baseUrl}/`);
    const perRoute = {};
    for (const route of routes)
      perRoute[route] = kb(await loadedAssets(browser, `${baseUrl}/#${route}`), 'script');
    return {
      initial_js_gzip_kb: kb(landing, 'script'),
      initial_css_gzip_kb: kb(landing, 'stylesheet'),
      per_route_js_gzip_kb: perRoute,
      initial_files: landing.map((a) => ({
        url: a.url.replace(baseUrl, ''),
        gzip_kb: Number((a.gzip / 1024).toFixed(1)),
      })),
    };
  } finally {
    await browser.close();
  }
}
