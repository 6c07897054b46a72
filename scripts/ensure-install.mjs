// Installs dependencies when node_modules is missing or older than the lockfile (prestart/pretest).
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const lockfile = path.join(root, 'package-lock.json');
// npm writes this file on every successful install; its age says when node_modules was last brought in line.
const marker = path.join(root, 'node_modules', '.package-lock.json');

const upToDate =
  existsSync(marker) && existsSync(lockfile) && statSync(marker).mtimeMs >= statSync(lockfile).mtimeMs;
if (!upToDate) {
  console.log('Installing dependencies…');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['install', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
