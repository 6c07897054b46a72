// Installs dependencies from package-lock.json unless node_modules holds a complete install of it
// (prestart, pretest, prebench; the decision is in lib/install-state.cjs).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { currentRuntime, ensureInstall } from './lib/install-state.cjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The npm that runs this script (npm_execpath) when there is one, so no shell is needed on Windows. */
function npm(args) {
  const npmCli = process.env.npm_execpath;
  const result =
    npmCli && /\.c?js$/.test(npmCli)
      ? spawnSync(process.execPath, [npmCli, ...args], { cwd: root, stdio: 'inherit' })
      : spawnSync('npm', args, { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
  return result.status ?? 1;
}

process.exitCode = ensureInstall({ root, runtime: currentRuntime(), run: npm, log: console.log });
