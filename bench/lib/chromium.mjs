// The browser the benchmarks drive (found or fetched as for the browser tests) and the flags this
// offline machine needs. Resolved when the benchmarks start, so a machine without one stops before
// building anything.
import { ensureChromium } from '../../scripts/lib/chromium.cjs';

const browser = ensureChromium();
if (browser.path === null) {
  console.error(browser.message);
  process.exit(1);
}
export const CHROMIUM_PATH = browser.path;
export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
