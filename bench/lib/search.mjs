// Embedded catalogue search latency, measured by the catalogue's own bench script in a child process.
import { spawn } from 'node:child_process';
import { root } from '../../scripts/lib/processes.mjs';

export function measureSearch() {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['-r', 'esbuild-register', 'backend/src/catalog/bench/search-bench.ts'],
      {
        cwd: root,
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`search bench exited with ${code}`));
      const json = output.trim().split('\n').at(-1);
      resolve(JSON.parse(json));
    });
  });
}
