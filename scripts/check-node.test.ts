import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Linter } from 'eslint';
import { nodeVersionProblem, requiredNodeRange } from './check-node.cjs';

const root = path.join(__dirname, '..');
const script = path.join(__dirname, 'check-node.cjs');

/** Runs check-node.cjs as npm does, in a Node that reports `version` as its own. */
function runAs(version: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'anifan-node-check-'));
  const fakeVersion = path.join(dir, 'fake-version.cjs');
  writeFileSync(
    fakeVersion,
    `Object.defineProperty(process.versions, 'node', { value: ${JSON.stringify(version)} });\n`,
  );
  try {
    return spawnSync(process.execPath, ['--require', fakeVersion, script], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the Node version check', () => {
  it('names the version needed and the one found, in one line', () => {
    expect(nodeVersionProblem('>=20.19', '18.20.4')).toBe(
      'AniFan needs Node.js 20.19 or newer (engines.node ">=20.19" in package.json) but this is Node.js 18.20.4: install a newer Node.js (https://nodejs.org) and run the command again.',
    );
    expect(nodeVersionProblem('>=20.19', 'v20.18.3')).toContain('this is Node.js 20.18.3:');
  });

  it('accepts the minimum and anything newer', () => {
    for (const found of ['20.19.0', '20.19.1', 'v20.20.2', '21.0.0', '22.12.0', '24.1.0'])
      expect(nodeVersionProblem('>=20.19', found)).toBeNull();
    expect(nodeVersionProblem('>=20.19.2', '20.19.1')).not.toBeNull();
    expect(nodeVersionProblem('>=22', '21.99.99')).not.toBeNull();
  });

  it('refuses to guess on a range it does not read', () => {
    expect(() => nodeVersionProblem('^20.19 || >=22.12', '22.12.0')).toThrow(
      'engines.node "^20.19 || >=22.12"',
    );
  });

  it('reads the version needed from engines.node, the one place it is written', () => {
    const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
    expect(requiredNodeRange(root)).toBe(pkg.engines.node);
    expect(nodeVersionProblem(pkg.engines.node, process.versions.node)).toBeNull();
  });

  it('stops with exit code 1 and that one line on an older Node', () => {
    const result = runAs('18.20.4');
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(`${nodeVersionProblem(requiredNodeRange(root), '18.20.4')}\n`);
  });

  it('says nothing and goes on on a Node new enough', () => {
    const result = runAs(process.versions.node);
    expect(result.status).toBe(0);
    expect(result.stdout + result.stderr).toBe('');
  });

  it('runs before anything else in npm start, npm test and npm run bench', () => {
    const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
    for (const hook of ['prestart', 'pretest', 'prebench'])
      expect(scripts[hook]).toMatch(/^node scripts\/check-node\.cjs && /);
  });

  it('is plain ES5, so that an old Node can parse it and say what is wrong', () => {
    const messages = new Linter().verify(readFileSync(script, 'utf8'), {
      languageOptions: { ecmaVersion: 5, sourceType: 'script' },
    });
    expect(messages).toEqual([]);
  });
});
