// The Chromium (or Chrome) that the browser tests and the benchmarks drive, found the same way for
// playwright.config.ts, scripts/test.mjs and bench/lib/chromium.mjs: CHROMIUM_PATH; else the system's
// Chromium or Chrome at their usual places; else a Chromium Playwright has installed; else, for the
// scripts, Playwright's Chromium downloaded now.
'use strict';

const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

/**
 * Everything the search reads from the machine, so tests can hand it a fake one.
 * @typedef {object} BrowserContext
 * @property {Record<string, string | undefined>} env
 * @property {NodeJS.Platform} platform
 * @property {string} homedir
 * @property {(file: string) => boolean} isExecutable
 * @property {() => string | null} playwrightChromium where Playwright keeps its own Chromium, installed or not
 * @property {() => boolean} download installs Playwright's Chromium; true when that succeeded
 */

/**
 * @param {string} file
 * @returns {boolean}
 */
function isExecutable(file) {
  try {
    if (!fs.statSync(file).isFile()) return false;
    if (process.platform !== 'win32') fs.accessSync(file, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** @returns {string | null} */
function playwrightChromium() {
  try {
    return require('@playwright/test').chromium.executablePath();
  } catch {
    // Playwright has no Chromium build for this platform.
    return null;
  }
}

/** @returns {boolean} */
function downloadPlaywrightChromium() {
  console.log(
    "No Chromium or Chrome found: downloading Playwright's Chromium (npx playwright install chromium)…",
  );
  const cli = require.resolve('@playwright/test/cli');
  return spawnSync(process.execPath, [cli, 'install', 'chromium'], { stdio: 'inherit' }).status === 0;
}

/** @returns {BrowserContext} */
function machineContext() {
  return {
    env: process.env,
    platform: process.platform,
    homedir: os.homedir(),
    isExecutable,
    playwrightChromium,
    download: downloadPlaywrightChromium,
  };
}

/**
 * The usual install locations of Chromium, then of Chrome, on `platform`.
 * @param {BrowserContext} context
 * @returns {string[]}
 */
function systemCandidates({ platform, env, homedir }) {
  if (platform === 'win32') {
    const bases = [env.LOCALAPPDATA, env.PROGRAMFILES, env['PROGRAMFILES(X86)']].filter(
      /** @returns {base is string} */ (base) => Boolean(base),
    );
    return [
      ...bases.map((base) => path.win32.join(base, 'Chromium', 'Application', 'chrome.exe')),
      ...bases.map((base) => path.win32.join(base, 'Google', 'Chrome', 'Application', 'chrome.exe')),
    ];
  }
  if (platform === 'darwin') {
    const chromium = 'Applications/Chromium.app/Contents/MacOS/Chromium';
    const chrome = 'Applications/Google Chrome.app/Contents/MacOS/Google Chrome';
    return [
      `/${chromium}`,
      path.posix.join(homedir, chromium),
      `/${chrome}`,
      path.posix.join(homedir, chrome),
    ];
  }
  // The snap's confinement trips Playwright up more often than a package's binary, so it comes last.
  return [
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
    '/usr/bin/google-chrome-stable',
    '/opt/google/chrome/chrome',
    '/snap/bin/chromium',
  ];
}

/**
 * CHROMIUM_PATH when set (as given, so that a wrong setting fails loudly rather than being replaced),
 * else the first system browser or Playwright's Chromium that is there; null when there is none.
 * @param {BrowserContext} [context]
 * @returns {string | null}
 */
function findChromium(context = machineContext()) {
  if (context.env.CHROMIUM_PATH) return context.env.CHROMIUM_PATH;
  const managed = context.playwrightChromium();
  const candidates = [...systemCandidates(context), ...(managed ? [managed] : [])];
  return candidates.find((file) => context.isExecutable(file)) ?? null;
}

/**
 * What to install on `platform` when no browser can be had.
 * @param {NodeJS.Platform} platform
 * @returns {string}
 */
function installAdvice(platform) {
  if (platform === 'win32') return 'install Google Chrome (https://www.google.com/chrome/)';
  if (platform === 'darwin') return 'install Google Chrome or Chromium (brew install --cask chromium)';
  return 'install Chromium (Debian/Ubuntu: sudo apt-get install chromium; Fedora: sudo dnf install chromium) or Google Chrome';
}

/**
 * A browser to launch, downloading Playwright's Chromium when the machine has none; otherwise the
 * one line that says what to install or which variable to set.
 * @param {BrowserContext} [context]
 * @returns {{ path: string } | { path: null, message: string }}
 */
function ensureChromium(context = machineContext()) {
  const found = findChromium(context);
  if (found && context.isExecutable(found)) return { path: found };
  if (context.env.CHROMIUM_PATH) {
    return {
      path: null,
      message: `CHROMIUM_PATH is "${context.env.CHROMIUM_PATH}", which is not an executable file: point it at a Chromium or Chrome executable, or unset it to use the browser found on this machine.`,
    };
  }
  const downloaded = context.download() ? findChromium(context) : null;
  if (downloaded) return { path: downloaded };
  return {
    path: null,
    message: `No Chromium or Chrome found and Playwright's Chromium could not be downloaded: ${installAdvice(context.platform)}, run npx playwright install chromium where the network allows, or set CHROMIUM_PATH to a Chromium or Chrome executable.`,
  };
}

module.exports = { ensureChromium, findChromium, systemCandidates };
