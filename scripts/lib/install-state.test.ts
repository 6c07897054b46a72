import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { STAMP, ensureInstall, installProblem, stampFor } from './install-state.cjs';

const RUNTIME = { abi: '115', platform: 'linux', arch: 'x64' };
const LOCKFILE = JSON.stringify({
  name: 'fixture',
  lockfileVersion: 3,
  packages: { 'node_modules/lodash.merge': {} },
});
const MERGE =
  'module.exports = function merge(target, source) {\n  return Object.assign(target, source);\n};\n';
const HOUR_AGO = new Date(Date.now() - 3_600_000);
const TWO_HOURS_AGO = new Date(Date.now() - 7_200_000);

const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

/** A project with a lockfile and one workspace, and nothing installed yet. */
function project() {
  const root = mkdtempSync(path.join(tmpdir(), 'anifan-install-'));
  roots.push(root);
  writeFileSync(path.join(root, 'package.json'), JSON.stringify({ name: 'fixture', workspaces: ['app'] }));
  writeFileSync(path.join(root, 'package-lock.json'), LOCKFILE);
  mkdirSync(path.join(root, 'app'));
  return root;
}

/** What npm ci leaves when it completes: every package in full and npm's own hidden lockfile. */
function installInFull(root: string) {
  rmSync(path.join(root, 'node_modules'), { recursive: true, force: true });
  mkdirSync(path.join(root, 'node_modules', 'lodash.merge'), { recursive: true });
  writeFileSync(path.join(root, 'node_modules', 'lodash.merge', 'index.js'), MERGE);
  writeFileSync(path.join(root, 'node_modules', '.package-lock.json'), LOCKFILE);
}

/** A fake npm that records its arguments and installs in full (or, with `exitCode`, stops midway). */
function fakeNpm(root: string, exitCode = 0) {
  return jest.fn((_args: string[]) => {
    installInFull(root);
    if (exitCode !== 0)
      writeFileSync(path.join(root, 'node_modules', 'lodash.merge', 'index.js'), MERGE.slice(0, 20));
    return exitCode;
  });
}

/** A completed install by ensureInstall, dated back (its package before its stamp) so later changes are newer. */
function installed() {
  const root = project();
  expect(ensureInstall({ root, runtime: RUNTIME, run: fakeNpm(root), log: () => {} })).toBe(0);
  utimesSync(path.join(root, 'node_modules', 'lodash.merge'), TWO_HOURS_AGO, TWO_HOURS_AGO);
  utimesSync(path.join(root, 'node_modules', STAMP), HOUR_AGO, HOUR_AGO);
  return root;
}

const ensure = (root: string, run = fakeNpm(root)) => ({
  code: ensureInstall({ root, runtime: RUNTIME, run, log: () => {} }),
  run,
});
const problemOf = (root: string, runtime = RUNTIME) =>
  installProblem({ root, lockfileText: readFileSync(path.join(root, 'package-lock.json'), 'utf8'), runtime });

describe('installing dependencies before start, test and bench', () => {
  it('installs from the lockfile with npm ci on a fresh clone, then records the completed install', () => {
    const root = project();
    const { code, run } = ensure(root);
    expect(code).toBe(0);
    expect(run.mock.calls).toEqual([[['ci', '--no-audit', '--no-fund']]]);
    expect(readFileSync(path.join(root, 'node_modules', STAMP), 'utf8')).toBe(stampFor(LOCKFILE, RUNTIME));
    expect(readFileSync(path.join(root, 'package-lock.json'), 'utf8')).toBe(LOCKFILE);
  });

  it('does nothing when the last completed install matches the lockfile', () => {
    const root = installed();
    expect(problemOf(root)).toBeNull();
    const { code, run } = ensure(root);
    expect(code).toBe(0);
    expect(run).not.toHaveBeenCalled();
  });

  it('reinstalls after an install stopped midway that left a truncated file and an older marker behind', () => {
    // The state issue #18 met: npm's hidden lockfile newer than package-lock.json (the old check's
    // "up to date"), lodash.merge/index.js cut short, and no record of a completed install.
    const root = project();
    installInFull(root);
    writeFileSync(path.join(root, 'node_modules', 'lodash.merge', 'index.js'), MERGE.slice(0, 20));
    utimesSync(path.join(root, 'package-lock.json'), HOUR_AGO, HOUR_AGO);
    expect(problemOf(root)).toBe('no completed install recorded in node_modules');
    const { code, run } = ensure(root);
    expect(code).toBe(0);
    expect(run.mock.calls).toEqual([[['ci', '--no-audit', '--no-fund']]]);
    expect(readFileSync(path.join(root, 'node_modules', 'lodash.merge', 'index.js'), 'utf8')).toBe(MERGE);
    expect(problemOf(root)).toBeNull();
  });

  it('leaves no record when its own npm ci is stopped midway, so the next start installs again', () => {
    const root = installed();
    writeFileSync(path.join(root, 'package-lock.json'), `${LOCKFILE}\n`);
    const stopped = ensure(root, fakeNpm(root, 130));
    expect(stopped.code).toBe(130);
    expect(existsSync(path.join(root, 'node_modules', STAMP))).toBe(false);
    const next = ensure(root);
    expect(next.run).toHaveBeenCalledTimes(1);
    expect(next.code).toBe(0);
  });

  it('reinstalls when a package folder was written after the completed install (an npm install stopped midway)', () => {
    const root = installed();
    rmSync(path.join(root, 'node_modules', 'lodash.merge'), { recursive: true });
    mkdirSync(path.join(root, 'node_modules', 'lodash.merge'));
    writeFileSync(path.join(root, 'node_modules', 'lodash.merge', 'index.js'), MERGE.slice(0, 20));
    expect(problemOf(root)).toBe(
      `${path.join('node_modules', 'lodash.merge')} changed after the last completed install`,
    );
    expect(ensure(root).run).toHaveBeenCalledWith(['ci', '--no-audit', '--no-fund']);
  });

  it('looks into scopes and the workspaces’ own node_modules too', () => {
    const scoped = installed();
    mkdirSync(path.join(scoped, 'node_modules', '@scope', 'pkg'), { recursive: true });
    expect(problemOf(scoped)).toBe(
      `${path.join('node_modules', '@scope', 'pkg')} changed after the last completed install`,
    );
    const workspace = installed();
    mkdirSync(path.join(workspace, 'app', 'node_modules', 'left-pad'), { recursive: true });
    expect(problemOf(workspace)).toBe(
      `${path.join('app', 'node_modules', 'left-pad')} changed after the last completed install`,
    );
  });

  it('ignores what tools write into node_modules at run time', () => {
    const root = installed();
    mkdirSync(path.join(root, 'node_modules', '.cache', 'webpack'), { recursive: true });
    writeFileSync(path.join(root, 'node_modules', '.package-lock.json'), LOCKFILE);
    expect(problemOf(root)).toBeNull();
  });

  it('reinstalls with npm ci after a developer’s npm install <pkg> changed the lockfile, and never writes it', () => {
    const root = installed();
    const changed = JSON.stringify({ ...JSON.parse(LOCKFILE), packages: { 'node_modules/left-pad': {} } });
    writeFileSync(path.join(root, 'package-lock.json'), changed);
    expect(problemOf(root)).toBe('package-lock.json or the Node.js runtime changed since the last install');
    const { run } = ensure(root);
    expect(run).toHaveBeenCalledWith(['ci', '--no-audit', '--no-fund']);
    expect(readFileSync(path.join(root, 'package-lock.json'), 'utf8')).toBe(changed);
    expect(problemOf(root)).toBeNull();
  });

  it('reinstalls for another Node.js ABI, platform or architecture (native modules)', () => {
    const root = installed();
    expect(problemOf(root, { ...RUNTIME, abi: '127' })).not.toBeNull();
    expect(problemOf(root, { ...RUNTIME, platform: 'darwin' })).not.toBeNull();
    expect(problemOf(root, { ...RUNTIME, arch: 'arm64' })).not.toBeNull();
  });

  it('falls back to npm install without a lockfile', () => {
    const root = project();
    rmSync(path.join(root, 'package-lock.json'));
    expect(ensure(root).run.mock.calls).toEqual([[['install', '--no-audit', '--no-fund']]]);
  });
});

describe('scripts/ensure-install.mjs', () => {
  /** The real script and its library in a project whose npm is a recorder that installs in full. */
  function projectWithScript() {
    const root = project();
    mkdirSync(path.join(root, 'scripts', 'lib'), { recursive: true });
    copyFileSync(
      path.join(__dirname, '..', 'ensure-install.mjs'),
      path.join(root, 'scripts', 'ensure-install.mjs'),
    );
    copyFileSync(
      path.join(__dirname, 'install-state.cjs'),
      path.join(root, 'scripts', 'lib', 'install-state.cjs'),
    );
    writeFileSync(
      path.join(root, 'fake-npm.cjs'),
      [
        "const fs = require('node:fs');",
        "const path = require('node:path');",
        "fs.appendFileSync(path.join(process.cwd(), 'npm-calls.log'), process.argv.slice(2).join(' ') + '\\n');",
        "fs.rmSync('node_modules', { recursive: true, force: true });",
        "fs.mkdirSync('node_modules/lodash.merge', { recursive: true });",
        `fs.writeFileSync('node_modules/lodash.merge/index.js', ${JSON.stringify(MERGE)});`,
      ].join('\n'),
    );
    const start = () =>
      spawnSync(process.execPath, [path.join(root, 'scripts', 'ensure-install.mjs')], {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, npm_execpath: path.join(root, 'fake-npm.cjs') },
      });
    const calls = () =>
      existsSync(path.join(root, 'npm-calls.log'))
        ? readFileSync(path.join(root, 'npm-calls.log'), 'utf8')
        : '';
    return { root, start, calls };
  }

  it('installs with the npm that runs it, then not again; after a truncated, unrecorded install, again', () => {
    const { root, start, calls } = projectWithScript();
    expect(start().status).toBe(0);
    expect(calls()).toBe('ci --no-audit --no-fund\n');
    expect(start().status).toBe(0);
    expect(calls()).toBe('ci --no-audit --no-fund\n');

    // An install stopped midway: a file cut short and no stamp.
    writeFileSync(path.join(root, 'node_modules', 'lodash.merge', 'index.js'), MERGE.slice(0, 20));
    rmSync(path.join(root, 'node_modules', STAMP));
    const next = start();
    expect(next.status).toBe(0);
    expect(next.stdout).toContain('npm ci');
    expect(calls()).toBe('ci --no-audit --no-fund\nci --no-audit --no-fund\n');
    expect(readFileSync(path.join(root, 'node_modules', 'lodash.merge', 'index.js'), 'utf8')).toBe(MERGE);
  });
});
