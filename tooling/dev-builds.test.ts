// Every frontend package's development build (what `npm run dev` compiles) ends without an error or a warning.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const webpackCli = path.join(ROOT, 'node_modules/webpack-cli/bin/cli.js');
let output: string;

beforeAll(() => {
  output = mkdtempSync(path.join(os.tmpdir(), 'anifan-dev-builds-'));
});

afterAll(() => {
  rmSync(output, { recursive: true, force: true });
});

it.each(['shell', 'mf-anime', 'mf-character', 'mf-chat', 'mf-demos'])(
  '%s builds in development mode with no error and no warning',
  (name) => {
    // Plain text output, whatever the terminal; written to a temporary folder, not the package's dist.
    const { FORCE_COLOR: _colour, ...env } = process.env;
    const build = spawnSync(
      process.execPath,
      [webpackCli, '--mode', 'development', '--output-path', path.join(output, name)],
      { cwd: path.join(ROOT, name), env: { ...env, NO_COLOR: '1' }, encoding: 'utf8' },
    );
    const log = build.stdout + build.stderr;
    expect({ status: build.status, log }).toEqual({
      status: 0,
      log: expect.stringMatching(/compiled successfully/),
    });
    expect(log).not.toMatch(/\b(ERROR|WARNING) in\b|compiled with/);
  },
  120_000,
);
