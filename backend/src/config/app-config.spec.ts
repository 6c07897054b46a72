import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from './app-config';

const ROOT = path.resolve('/srv/anifan');

function failure(env: Record<string, string>): string {
  try {
    loadConfig(env, ROOT);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('applies the documented defaults to an empty environment', () => {
    const config = loadConfig({}, ROOT);
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: path.join(ROOT, '.data'),
      databaseUrl: null,
      redisUrl: null,
      firebase: { projectId: 'demo-anifan', emulatorHost: '127.0.0.1:9099' },
      catalog: { source: 'auto' },
      chat: { baseUrl: null, apiKey: null },
      remoteOverrides: {},
      corsOrigins: [],
      trustProxy: false,
      shutdownDrainMs: 500,
      requestTimeoutMs: 30_000,
      sseHeartbeatMs: 15_000,
      sseMaxStreams: 10_000,
      serveSourceMaps: false,
      metricsToken: null,
      logLevel: 'info',
      clockStart: null,
      jobPrefix: 'anifan-jobs',
    });
  });

  it.each([
    ['PORT', { PORT: 'eighty' }],
    ['PORT', { PORT: '70000' }],
    ['PORT', { PORT: '-1' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://root@localhost/anifan' }],
    ['DATABASE_URL', { DATABASE_URL: 'not a url' }],
    ['REDIS_URL', { REDIS_URL: 'http://127.0.0.1:6379' }],
    ['CATALOG_SOURCE', { CATALOG_SOURCE: 'everything' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'loud' }],
    ['OPENAI_BASE_URL', { OPENAI_BASE_URL: 'ftp://models.example' }],
    ['ALLOW_EMULATOR_ON_NETWORK', { ALLOW_EMULATOR_ON_NETWORK: 'yes' }],
    ['REMOTES', { REMOTES: 'mf_chat' }],
    ['REMOTES', { REMOTES: 'mf-chat=https://cdn.example/remoteEntry.js' }],
    ['REMOTES', { REMOTES: 'mf_chat=javascript:alert(1)' }],
    ['REMOTES', { REMOTES: 'mf_shop=https://cdn.example/remoteEntry.js' }],
    ['STARTUP_PRELOAD', { STARTUP_PRELOAD: 'off' }],
    ['HOST', { HOST: '0.0.0.0' }],
    ['HOST', { HOST: '192.168.1.20', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }],
    ['FIREBASE_API_KEY', { FIREBASE_PROJECT_ID: 'anifan-prod' }],
    ['TRUST_PROXY', { TRUST_PROXY: 'true' }],
    ['SHUTDOWN_DRAIN_MS', { SHUTDOWN_DRAIN_MS: '-5' }],
    ['SHUTDOWN_DRAIN_MS', { SHUTDOWN_DRAIN_MS: 'soon' }],
    ['REQUEST_TIMEOUT_MS', { REQUEST_TIMEOUT_MS: '0' }],
    ['REQUEST_TIMEOUT_MS', { REQUEST_TIMEOUT_MS: 'forever' }],
    ['SSE_HEARTBEAT_MS', { SSE_HEARTBEAT_MS: '10' }],
    ['SSE_HEARTBEAT_MS', { SSE_HEARTBEAT_MS: '120000' }],
    ['SSE_HEARTBEAT_MS', { SSE_HEARTBEAT_MS: 'often' }],
    ['SERVE_SOURCE_MAPS', { SERVE_SOURCE_MAPS: 'yes' }],
    ['METRICS_TOKEN', { METRICS_TOKEN: 'short' }],
    ['METRICS_TOKEN', { METRICS_TOKEN: 'a token with spaces in it' }],
    ['TRUST_PROXY', { TRUST_PROXY: 'loopback; rm -rf' }],
    ['CLOCK_START', { CLOCK_START: 'tomorrow' }],
    ['CLOCK_START', { CLOCK_START: '2020-10-03T01:25:00' }],
    ['CLOCK_START', { CLOCK_START: '2020-13-03T01:25:00Z' }],
    ['JOB_PREFIX', { JOB_PREFIX: 'jobs:{a}' }],
    ['JOB_PREFIX', { JOB_PREFIX: 'x'.repeat(65) }],
  ])('refuses a bad %s with a one-line message naming it (%j)', (variable, env) => {
    const message = failure(env);
    expect(message.startsWith(`${variable}:`)).toBe(true);
    expect(message).not.toContain('\n');
  });

  it.each([
    ['loopback IPv4', { HOST: '127.0.0.1' }],
    ['localhost', { HOST: 'localhost' }],
    ['loopback IPv6', { HOST: '::1' }],
    ['any address when explicitly allowed', { HOST: '0.0.0.0', ALLOW_EMULATOR_ON_NETWORK: 'true' }],
    [
      'any address with a real project',
      {
        HOST: '0.0.0.0',
        FIREBASE_PROJECT_ID: 'anifan-prod',
        FIREBASE_API_KEY: 'k',
        FIREBASE_AUTH_DOMAIN: 'a.example',
      },
    ],
  ])('accepts the emulator settings for %s', (_case, env) => {
    expect(() => loadConfig(env, ROOT)).not.toThrow();
  });

  it('uses no emulator for a real project and keeps its web settings', () => {
    const config = loadConfig(
      {
        FIREBASE_PROJECT_ID: 'anifan-prod',
        FIREBASE_API_KEY: 'web-key',
        FIREBASE_AUTH_DOMAIN: 'anifan-prod.firebaseapp.com',
        FIREBASE_APP_ID: '1:2:web:3',
      },
      ROOT,
    );
    expect(config.firebase).toEqual({
      projectId: 'anifan-prod',
      emulatorHost: null,
      apiKey: 'web-key',
      authDomain: 'anifan-prod.firebaseapp.com',
      appId: '1:2:web:3',
    });
  });

  it.each([
    ['', {}],
    ['mf_chat=https://chat.example/v2/remoteEntry.js', { mf_chat: 'https://chat.example/v2/remoteEntry.js' }],
    [
      ' mf_chat = https://chat.example/remoteEntry.js , mf_anime=http://127.0.0.1:3001/remoteEntry.js ',
      { mf_chat: 'https://chat.example/remoteEntry.js', mf_anime: 'http://127.0.0.1:3001/remoteEntry.js' },
    ],
  ])('parses REMOTES %j', (value, expected) => {
    expect(loadConfig({ REMOTES: value }, ROOT).remoteOverrides).toEqual(expected);
  });

  it.each([
    [undefined, false],
    ['false', false],
    ['1', 1],
    ['loopback, 10.0.0.0/8', ['loopback', '10.0.0.0/8']],
  ])('reads TRUST_PROXY %j as %j', (value, expected) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }, ROOT).trustProxy).toEqual(expected);
  });

  it('reads SERVE_SOURCE_MAPS and METRICS_TOKEN, an empty token meaning none', () => {
    const config = loadConfig({ SERVE_SOURCE_MAPS: 'true', METRICS_TOKEN: ' scrape-me-0123456789 ' }, ROOT);
    expect(config.serveSourceMaps).toBe(true);
    expect(config.metricsToken).toBe('scrape-me-0123456789');
    expect(loadConfig({ METRICS_TOKEN: '' }, ROOT).metricsToken).toBeNull();
  });

  it('splits CORS_ORIGINS and resolves DATA_DIR against the repository root', () => {
    const config = loadConfig(
      { CORS_ORIGINS: 'https://a.example, https://b.example', DATA_DIR: 'var/db' },
      ROOT,
    );
    expect(config.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(config.dataDir).toBe(path.join(ROOT, 'var/db'));
  });

  it('reads the discussions settings: a report threshold of 3 and no NG words by default', () => {
    expect(loadConfig({}, ROOT).discussions).toEqual({ reportHideThreshold: 3, ngWords: [] });
    expect(loadConfig({ REPORT_HIDE_THRESHOLD: '5' }, ROOT).discussions.reportHideThreshold).toBe(5);
    expect(failure({ REPORT_HIDE_THRESHOLD: '0' })).toMatch(/^REPORT_HIDE_THRESHOLD: /);
  });

  it('joins NG_WORDS and NG_WORDS_FILE, NFKC-normalised and lower-cased, without blanks, comments or repeats', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'anifan-ng-words-'));
    try {
      writeFileSync(path.join(dir, 'ng.txt'), '# 一行目は説明\nＳＰＡＭ\n\n  禁止語  \r\nbad\n');
      const { ngWords } = loadConfig(
        { NG_WORDS: ' Bad , ばか,, ', NG_WORDS_FILE: 'ng.txt' },
        dir,
      ).discussions;
      expect(ngWords).toEqual(['bad', 'ばか', 'spam', '禁止語']);
      expect(failure({ NG_WORDS_FILE: path.join(dir, 'missing.txt') })).toMatch(
        /^NG_WORDS_FILE: cannot read /,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads CLOCK_START in its own zone, empty meaning the real clock', () => {
    expect(loadConfig({ CLOCK_START: '2020-10-03T01:24:00+09:00' }, ROOT).clockStart).toBe(
      Date.parse('2020-10-02T16:24:00Z'),
    );
    expect(loadConfig({ CLOCK_START: '2020-10-02T16:24:00.500Z' }, ROOT).clockStart).toBe(
      Date.parse('2020-10-02T16:24:00.500Z'),
    );
    expect(loadConfig({ CLOCK_START: ' ' }, ROOT).clockStart).toBeNull();
  });

  it('reads JOB_PREFIX', () => {
    expect(loadConfig({ JOB_PREFIX: 'anifan-staging' }, ROOT).jobPrefix).toBe('anifan-staging');
  });
});
