// Child-process helpers for the root scripts: spawn, wait until a port answers, stop everything on exit.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const children = new Set();

/** Runs a command to completion with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    children.add(child);
    child.on('exit', (code, signal) => {
      children.delete(child);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/** Starts a long-running child; it is stopped when this process stops. */
export function startService(name, command, args, options = {}) {
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], ...options });
  children.add(child);
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${name}] ${line}\n`)
      .join('');
  child.stdout?.on('data', (chunk) => process.stdout.write(prefix(chunk)));
  child.stderr?.on('data', (chunk) => process.stderr.write(prefix(chunk)));
  child.on('exit', () => children.delete(child));
  return child;
}

/** Resolves once host:port accepts TCP connections; rejects after `timeoutMs` or if `child` exits. */
export function waitForPort(host, port, { timeoutMs = 60_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    let exited = false;
    child?.once('exit', (code) => {
      exited = true;
      reject(new Error(`process exited with code ${code} before ${host}:${port} opened`));
    });
    const attempt = () => {
      if (exited) return;
      const socket = net.connect({ host, port });
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`${host}:${port} did not open within ${timeoutMs} ms`));
        else setTimeout(attempt, 200);
      });
    };
    attempt();
  });
}

/** True when something already listens on host:port. */
export function isPortOpen(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Stops one child (SIGTERM, then SIGKILL after a grace period) and resolves once it has exited. */
export function stopService(child, graceMs = 10_000) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Stops every child. */
export async function stopAll(graceMs = 10_000) {
  await Promise.all([...children].map((child) => stopService(child, graceMs)));
}

/** The Firebase Auth emulator from the firebase-tools package, on the port given by `configFile`. */
export function startAuthEmulator(configFile = 'firebase.json', projectId = 'demo-anifan') {
  return startService(
    'auth-emulator',
    process.execPath,
    [
      path.join(root, 'node_modules/firebase-tools/lib/bin/firebase.js'),
      'emulators:start',
      '--only',
      'auth',
      '--project',
      projectId,
      '--config',
      configFile,
    ],
    { env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', CI: process.env.CI ?? 'true' } },
  );
}
