// Whether node_modules holds a complete install of package-lock.json, and the install when it does not
// (prestart, pretest, prebench). Dependency-free: it runs before anything is installed.
'use strict';

const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

/**
 * Written by `ensureInstall` after an install succeeds and never otherwise: an install stopped midway
 * (Ctrl-C, a killed machine) leaves none, whatever truncated files it left behind.
 */
const STAMP = '.anifan-install-stamp';

/** @typedef {{ abi: string, platform: string, arch: string }} Runtime */

/** @returns {Runtime} */
function currentRuntime() {
  return { abi: process.versions.modules, platform: process.platform, arch: process.arch };
}

/**
 * What a complete install is an install of: the lockfile's exact content and the runtime whose native
 * modules it built or downloaded.
 * @param {string} lockfileText
 * @param {Runtime} runtime
 * @returns {string}
 */
function stampFor(lockfileText, runtime) {
  const lockfile = createHash('sha256').update(lockfileText).digest('hex');
  return JSON.stringify({ lockfile, abi: runtime.abi, platform: runtime.platform, arch: runtime.arch });
}

/**
 * Every node_modules folder npm fills: the root's and the workspaces' own.
 * @param {string} root
 * @returns {string[]}
 */
function nodeModulesFolders(root) {
  const workspaces = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces;
  return [root, ...(Array.isArray(workspaces) ? workspaces : []).map((w) => path.join(root, w))]
    .map((dir) => path.join(dir, 'node_modules'))
    .filter((dir) => fs.existsSync(dir));
}

/**
 * The first package folder created or replaced after `since`: a later `npm install` that may have
 * stopped midway (npm writes each package into a fresh folder). Dot entries (.bin, .cache, …) are
 * skipped because tools write into them at run time, and so is the folder's own time, which a new
 * .cache changes.
 * @param {string} folder
 * @param {number} since mtime in milliseconds
 * @returns {string | null}
 */
function entryNewerThan(folder, since) {
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const full = path.join(folder, entry.name);
    if (entry.isDirectory() && entry.name.startsWith('@')) {
      const inScope = entryNewerThan(full, since);
      if (inScope) return inScope;
    } else if (fs.lstatSync(full).mtimeMs > since) {
      return full;
    }
  }
  return null;
}

/**
 * Why node_modules must be installed again, or null when it holds a complete install of the lockfile.
 * @param {{ root: string, lockfileText: string, runtime: Runtime }} options
 * @returns {string | null}
 */
function installProblem({ root, lockfileText, runtime }) {
  const stampPath = path.join(root, 'node_modules', STAMP);
  if (!fs.existsSync(stampPath)) return 'no completed install recorded in node_modules';
  if (fs.readFileSync(stampPath, 'utf8') !== stampFor(lockfileText, runtime))
    return 'package-lock.json or the Node.js runtime changed since the last install';
  const since = fs.statSync(stampPath).mtimeMs;
  for (const folder of nodeModulesFolders(root)) {
    const changed = entryNewerThan(folder, since);
    if (changed) return `${path.relative(root, changed)} changed after the last completed install`;
  }
  return null;
}

/**
 * Brings node_modules in line with package-lock.json: `npm ci` (which never writes the lockfile) when
 * the last completed install does not match it, then the stamp. Without a lockfile, `npm install`.
 * @param {{ root: string, runtime: Runtime, run: (args: string[]) => number, log: (line: string) => void }} options
 * @returns {number} the exit code for the calling script
 */
function ensureInstall({ root, runtime, run, log }) {
  const lockfile = path.join(root, 'package-lock.json');
  if (!fs.existsSync(lockfile)) {
    log('Installing dependencies (no package-lock.json)…');
    return run(['install', '--no-audit', '--no-fund']);
  }
  const lockfileText = fs.readFileSync(lockfile, 'utf8');
  const problem = installProblem({ root, lockfileText, runtime });
  if (!problem) return 0;
  log(`Installing dependencies from package-lock.json (npm ci): ${problem}…`);
  const stampPath = path.join(root, 'node_modules', STAMP);
  // Gone before the install starts, so that one stopped midway can never pass for complete.
  fs.rmSync(stampPath, { force: true });
  const code = run(['ci', '--no-audit', '--no-fund']);
  if (code !== 0) return code;
  fs.mkdirSync(path.dirname(stampPath), { recursive: true });
  fs.writeFileSync(stampPath, stampFor(lockfileText, runtime));
  return 0;
}

module.exports = { STAMP, currentRuntime, ensureInstall, installProblem, stampFor };
