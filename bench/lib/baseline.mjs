// The app as it was when issue #15 was filed, built once and kept, so the reliability run's "three
// times today's requests" compares two servers measured in the same run, on the same machine, with the
// same client and Auth emulator, instead of a figure from another day.
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root, run } from '../../scripts/lib/processes.mjs';

/** The last commit before issue #15's work: NestJS on Express, the code the issue measured. */
const BASELINE_COMMIT = '90ef1e5b0125f409abbaf1cd8ad2580af0bdad05';

/**
 * Outside the checkout, so no tool of this repository sees it; not under node_modules, where the
 * baseline's own build (esbuild-register) would refuse to compile its TypeScript.
 */
const CACHE = path.join(os.tmpdir(), 'anifan-bench-baseline');

/** Runs `command` in `cwd` to completion; rejects with `what` when it fails. */
async function step(what, command, args, cwd) {
  if ((await run(command, args, { cwd })) !== 0) throw new Error(`baseline: ${what} failed`);
}

/**
 * The baseline's built backend entry point. The first run extracts the commit, installs its own
 * dependencies (its lockfile: Express, not Fastify) and builds it, shell and remotes included, as the
 * old static middleware looked for their files on every request (a few minutes); later runs reuse it.
 */
export async function prepareBaseline() {
  const commit = BASELINE_COMMIT;
  const dir = path.join(CACHE, commit);
  const main = path.join(dir, 'backend/dist/main.js');
  const marker = path.join(dir, '.built');
  if (existsSync(marker)) return { commit, main };

  const known = await run('git', ['cat-file', '-e', `${commit}^{commit}`], { stdio: 'ignore' });
  if (known !== 0) {
    throw new Error(
      `baseline: commit ${commit} is not in this clone (a shallow clone? run git fetch --unshallow)`,
    );
  }
  console.log(
    `Preparing the baseline (${commit.slice(0, 7)}, before issue #15) in ${dir}: once, a few minutes…`,
  );
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  // The commit's tree, without touching this checkout or its worktree list.
  const tarball = `${dir}.tar`;
  await step('git archive', 'git', ['archive', '--format=tar', `--output=${tarball}`, commit], root);
  await step('tar', 'tar', ['-xf', tarball, '-C', dir], root);
  rmSync(tarball);
  await step('install', process.execPath, ['scripts/ensure-install.mjs'], dir);
  await step('build', 'npm', ['run', 'build'], dir);
  writeFileSync(marker, commit);
  return { commit, main };
}
