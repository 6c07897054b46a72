// main.ts run as its own process, as production starts it: ts-node (unlike esbuild) emits the decorator
// metadata TypeORM entities need, so no build is required.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';
import { TEST_EMULATOR_HOST } from './test-app';

export const REPO_ROOT = path.resolve(__dirname, '../../..');

export const MAIN_TS_ARGS = ['-r', 'ts-node/register/transpile-only', 'backend/src/main.ts'];

/** The environment of a test backend process (port 0: the OS picks a free one), plus `overrides`. */
export function backendProcessEnv(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '',
    NO_COLOR: '1',
    TS_NODE_PROJECT: 'backend/tsconfig.json',
    PORT: '0',
    CATALOG_SOURCE: 'embedded',
    FIREBASE_AUTH_EMULATOR_HOST: TEST_EMULATOR_HOST,
    LOG_LEVEL: 'info',
    ...overrides,
  };
}

export interface BackendProcess {
  url: string;
  child: ChildProcessWithoutNullStreams;
  /** Everything the process has written to stdout and stderr so far. */
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Starts main.ts on SQLite in `dataDir` (or what `env` says, e.g. DATABASE_URL) and resolves once it
 * listens; rejects if it exits first.
 */
export async function startBackendProcess(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<BackendProcess> {
  const child = spawn(process.execPath, MAIN_TS_ARGS, {
    cwd: REPO_ROOT,
    env: backendProcessEnv({ DATA_DIR: dataDir, ...env }),
  });
  let output = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)\//.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then(({ code }) => reject(new Error(`backend exited early (${code}):\n${output}`)));
  });
  return { url, child, output: () => output, exited };
}
