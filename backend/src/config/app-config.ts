// The environment, validated once at boot into typed settings (the Configuration table of README.md).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isRemoteName, REMOTE_NAMES, type RemoteManifest } from '@anifan/contract';
import { z } from 'zod';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|localhost|::1|\[::1\])$/;

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const urlString = (protocols: string[]) =>
  z
    .string()
    .trim()
    .refine(
      (value) => {
        try {
          return protocols.includes(new URL(value).protocol);
        } catch {
          return false;
        }
      },
      `must be a ${protocols.join(' or ')} URL`,
    );

const optionalUrl = (protocols: string[]) =>
  z.preprocess((value) => (value === '' ? undefined : value), urlString(protocols).optional());

/** Who push services may contact about this server's pushes; set VAPID_SUBJECT in production. */
export const DEFAULT_VAPID_SUBJECT = 'mailto:webpush@anifan.invalid';

/**
 * The push services browsers subscribe with (Chrome's FCM, Firefox's autopush, Edge's WNS, Safari's
 * Apple push): the only hosts a subscription's endpoint may name, so the server never posts elsewhere.
 */
export const DEFAULT_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.notify.windows.com',
  'web.push.apple.com',
  '*.push.apple.com',
];

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1).default('.data'),
  DATABASE_URL: optionalUrl(['postgres:', 'postgresql:']),
  REDIS_URL: optionalUrl(['redis:', 'rediss:']),
  FIREBASE_PROJECT_ID: z.string().trim().min(1).default('demo-anifan'),
  FIREBASE_AUTH_EMULATOR_HOST: optionalString,
  FIREBASE_API_KEY: optionalString,
  FIREBASE_AUTH_DOMAIN: optionalString,
  FIREBASE_APP_ID: optionalString,
  ALLOW_EMULATOR_ON_NETWORK: z.enum(['true', 'false']).default('false'),
  CATALOG_SOURCE: z.enum(['embedded', 'live', 'auto']).default('auto'),
  ANILIST_URL: optionalUrl(['http:', 'https:']).default('https://graphql.anilist.co'),
  ANNICT_URL: optionalUrl(['http:', 'https:']).default('https://api.annict.com/graphql'),
  ANNICT_TOKEN: optionalString,
  OPENAI_BASE_URL: optionalUrl(['http:', 'https:']),
  OPENAI_API_KEY: optionalString,
  CHAT_MODEL: optionalString,
  REMOTES: optionalString,
  CORS_ORIGINS: optionalString,
  TRUST_PROXY: optionalString,
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(500),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(30_000),
  // Proxies commonly close a connection silent for 30 to 60 s; more than once a second is only traffic.
  SSE_HEARTBEAT_MS: z.coerce.number().int().min(1000).max(60_000).default(15_000),
  // Each open stream holds a socket, a timer and a subscription; `npm run bench` measures delivery to 5,000.
  SSE_MAX_STREAMS: z.coerce.number().int().min(1).max(100_000).default(10_000),
  STARTUP_PRELOAD: z.enum(['true', 'false']).default('true'),
  SERVE_SOURCE_MAPS: z.enum(['true', 'false']).default('false'),
  // Sent as `Authorization: Bearer <token>`, so a header-safe word, and long enough not to be guessed.
  METRICS_TOKEN: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string()
      .trim()
      .regex(/^[!-~]{16,}$/, 'must be at least 16 printable ASCII characters without spaces')
      .optional(),
  ),
  // The calendar feed addresses' HMAC key; set, a copy of the database alone cannot rebuild an address.
  CALENDAR_TOKEN_KEY: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string()
      .trim()
      .regex(/^[!-~]{32,}$/, 'must be at least 32 printable ASCII characters without spaces')
      .optional(),
  ),
  LOG_LEVEL: z.enum(['error', 'warn', 'info', 'debug', 'verbose']).default('info'),
  REPORT_HIDE_THRESHOLD: z.coerce.number().int().min(1).max(1000).default(3),
  NG_WORDS: optionalString,
  NG_WORDS_FILE: optionalString,
  // ISO 8601 with a time zone; the app's clock starts there and runs on (demos, browser tests).
  CLOCK_START: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string()
      .trim()
      .regex(
        /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/,
        'must be an ISO 8601 date-time with a time zone (2026-10-02T23:59:50+09:00)',
      )
      .refine((value) => Number.isFinite(Date.parse(value)), 'must be a real date-time')
      .optional(),
  ),
  JOB_PREFIX: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.-]{1,64}$/, 'must be 1–64 letters, digits, ".", "_" or "-"')
    .default('anifan-jobs'),
  // Web Push (VAPID, RFC 8292): a P-256 key pair, base64url (`npx web-push generate-vapid-keys`).
  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,
  VAPID_SUBJECT: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    urlString(['mailto:', 'https:']).default(DEFAULT_VAPID_SUBJECT),
  ),
  PUSH_SERVICE_HOSTS: optionalString,
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  redisUrl: string | null;
  firebase: {
    projectId: string;
    /** Set when the Auth emulator is used (any `demo-` project, or an explicit host). */
    emulatorHost: string | null;
    apiKey: string;
    authDomain: string;
    appId: string;
  };
  catalog: {
    source: 'embedded' | 'live' | 'auto';
    anilistUrl: string;
    annictUrl: string;
    annictToken: string | null;
  };
  chat: { baseUrl: string | null; apiKey: string | null; model: string };
  /** Overrides of `/remotes.json`: federation name → remoteEntry URL. */
  remoteOverrides: RemoteManifest;
  /** The shell's boot script fetches the opened route's remote and first data ahead (RuntimeConfig.startup). */
  startupPreload: boolean;
  /** Whether the builds' source maps are served; they hold the whole source, so not by default. */
  serveSourceMaps: boolean;
  /** The bearer token `GET /metrics` requires; null hides `/metrics` (404). */
  metricsToken: string | null;
  /**
   * The key calendar feed addresses are made with (CALENDAR_TOKEN_KEY); null: one generated once and
   * kept in the database. Changing it changes every address (the old ones answer 404).
   */
  calendarTokenKey: string | null;
  /** Origins allowed by CORS; empty means same-origin only. */
  corsOrigins: string[];
  /**
   * Express `trust proxy`: which hops may set X-Forwarded-For, so `request.ip` (per-client rate
   * limits) is the visitor behind a load balancer. false = trust none.
   */
  trustProxy: false | number | string[];
  /**
   * On SIGTERM, how long to keep accepting and serving (readiness already 503) before the listener
   * closes: connections queued meanwhile, and a load balancer's last requests, are still answered.
   */
  shutdownDrainMs: number;
  /**
   * How long a client may take to send a whole request, head and body; a slower one is answered 408
   * and disconnected, so a dribbled body cannot hold a connection. Answers (event streams) are not timed.
   */
  requestTimeoutMs: number;
  /** How often an open event stream gets a `: heartbeat` comment, so proxies keep it open. */
  sseHeartbeatMs: number;
  /** Event streams one instance holds open at most; past it a new one gets a 429 (SSE_MAX_STREAMS). */
  sseMaxStreams: number;
  logLevel: Env['LOG_LEVEL'];
  /**
   * CLOCK_START as epoch ms: the app's clock (the catalogue's CATALOG_CLOCK, so the 放送カレンダー and
   * the airing scheduler agree) starts at that moment when the server boots and runs on from there.
   */
  clockStart: number | null;
  /** Redis key prefix of the job queues (JOB_PREFIX), so deployments sharing a Redis keep their jobs apart. */
  jobPrefix: string;
  discussions: {
    /** Distinct reporters that hide a comment pending review (REPORT_HIDE_THRESHOLD). */
    reportHideThreshold: number;
    /** Words a comment may not contain (NG_WORDS and NG_WORDS_FILE together), compared case-insensitively. */
    ngWords: string[];
  };
  push: {
    /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY; null: a pair generated once and kept in the database. */
    vapidKeys: { publicKey: string; privateKey: string } | null;
    /** The VAPID `sub` claim: a mailto: or https: contact (VAPID_SUBJECT). */
    vapidSubject: string;
    /** Hosts a subscription's endpoint may name: `host`, `host:port` or `*.domain` (PUSH_SERVICE_HOSTS). */
    serviceHosts: string[];
  };
  /** Repository root: the backend serves the built shell and remotes from here. */
  rootDir: string;
}

export class ConfigError extends Error {}

function parseRemotes(value: string | undefined): RemoteManifest {
  if (!value) return {};
  const entries = value
    .split(',')
    .map((pair) => pair.trim())
    .filter(Boolean);
  const result: RemoteManifest = {};
  for (const entry of entries) {
    const [name, url] = entry.split('=').map((part) => part?.trim());
    if (!name || !url || !urlString(['http:', 'https:']).safeParse(url).success) {
      throw new ConfigError(`REMOTES: expected name=https://host/remoteEntry.js[,…], got "${entry}"`);
    }
    if (!isRemoteName(name)) {
      throw new ConfigError(`REMOTES: "${name}" is not a remote; the remotes are ${REMOTE_NAMES.join(', ')}`);
    }
    result[name] = url;
  }
  return result;
}

/** TRUST_PROXY: a hop count (`1`) or addresses, subnets and Express keywords (`loopback, 10.0.0.0/8`). */
function parseTrustProxy(value: string | undefined): AppConfig['trustProxy'] {
  if (!value || value === 'false') return false;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  // Trusting every hop would let any client pick its own IP and slip past the rate limits.
  if (entries.length === 0 || entries.some((entry) => !/^[0-9A-Za-z.:/]+$/.test(entry) || entry === 'true')) {
    throw new ConfigError(
      `TRUST_PROXY: expected a hop count or addresses/subnets (e.g. "1" or "loopback, 10.0.0.0/8"), got "${value}"`,
    );
  }
  return entries;
}

/**
 * NG_WORDS (comma-separated) and NG_WORDS_FILE (one word a line; blank lines and `#` comments skipped),
 * NFKC-normalised and lower-cased as comment text is compared.
 */
function parseNgWords(list: string | undefined, file: string | undefined, rootDir: string): string[] {
  let lines: string[] = [];
  if (file) {
    try {
      lines = readFileSync(path.resolve(rootDir, file), 'utf8').split(/\r?\n/);
    } catch (error) {
      throw new ConfigError(`NG_WORDS_FILE: cannot read ${file} (${(error as Error).message})`);
    }
  }
  const words = [...(list ?? '').split(','), ...lines.filter((line) => !line.trimStart().startsWith('#'))]
    .map((word) => word.normalize('NFKC').trim().toLowerCase())
    .filter(Boolean);
  return [...new Set(words)];
}

/** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: both or neither, a P-256 point (65 bytes) and scalar (32). */
function parseVapidKeys(
  publicKey: string | undefined,
  privateKey: string | undefined,
): AppConfig['push']['vapidKeys'] {
  if (publicKey === undefined && privateKey === undefined) return null;
  if (publicKey === undefined || privateKey === undefined) {
    throw new ConfigError(
      `${publicKey === undefined ? 'VAPID_PUBLIC_KEY' : 'VAPID_PRIVATE_KEY'}: set both VAPID keys or neither`,
    );
  }
  const bytes = (value: string) =>
    /^[A-Za-z0-9_-]+$/.test(value) ? Buffer.from(value, 'base64url').length : -1;
  if (bytes(publicKey) !== 65)
    throw new ConfigError('VAPID_PUBLIC_KEY: expected a base64url P-256 public key (65 bytes)');
  if (bytes(privateKey) !== 32)
    throw new ConfigError('VAPID_PRIVATE_KEY: expected a base64url P-256 private key (32 bytes)');
  return { publicKey, privateKey };
}

/** PUSH_SERVICE_HOSTS: comma-separated `host`, `host:port` or `*.domain`, lower-cased. */
function parsePushServiceHosts(value: string | undefined): string[] {
  if (value === undefined) return DEFAULT_PUSH_SERVICE_HOSTS;
  const hosts = value
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  const bad = hosts.find((host) => !/^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/.test(host));
  if (bad !== undefined || hosts.length === 0) {
    throw new ConfigError(
      `PUSH_SERVICE_HOSTS: expected hosts such as "fcm.googleapis.com,*.push.apple.com,127.0.0.1:8600", got "${bad ?? value}"`,
    );
  }
  return hosts;
}

/** Parses the environment; throws ConfigError with a one-line message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv, rootDir = path.resolve(__dirname, '../../..')): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`${issue?.path.join('.') ?? 'environment'}: ${issue?.message ?? 'invalid value'}`);
  }
  const e = parsed.data;
  const isDemo = e.FIREBASE_PROJECT_ID.startsWith('demo-');
  const emulatorHost = e.FIREBASE_AUTH_EMULATOR_HOST ?? (isDemo ? '127.0.0.1:9099' : null);
  if (!isDemo && !emulatorHost && (!e.FIREBASE_API_KEY || !e.FIREBASE_AUTH_DOMAIN)) {
    throw new ConfigError(
      'FIREBASE_API_KEY: required with a real FIREBASE_PROJECT_ID (with FIREBASE_AUTH_DOMAIN)',
    );
  }
  if (emulatorHost && !LOOPBACK.test(e.HOST) && e.ALLOW_EMULATOR_ON_NETWORK !== 'true') {
    throw new ConfigError(
      'HOST: the Auth emulator accepts forged tokens; listen on a loopback address or set ALLOW_EMULATOR_ON_NETWORK=true',
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(rootDir, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL ?? null,
    redisUrl: e.REDIS_URL ?? null,
    firebase: {
      projectId: e.FIREBASE_PROJECT_ID,
      emulatorHost,
      apiKey: e.FIREBASE_API_KEY ?? 'demo-api-key',
      authDomain: e.FIREBASE_AUTH_DOMAIN ?? `${e.FIREBASE_PROJECT_ID}.firebaseapp.com`,
      appId: e.FIREBASE_APP_ID ?? 'demo-app',
    },
    catalog: {
      source: e.CATALOG_SOURCE,
      anilistUrl: e.ANILIST_URL,
      annictUrl: e.ANNICT_URL,
      annictToken: e.ANNICT_TOKEN ?? null,
    },
    chat: {
      baseUrl: e.OPENAI_BASE_URL ?? null,
      apiKey: e.OPENAI_API_KEY ?? null,
      model: e.CHAT_MODEL ?? 'gpt-4o-mini',
    },
    remoteOverrides: parseRemotes(e.REMOTES),
    startupPreload: e.STARTUP_PRELOAD === 'true',
    serveSourceMaps: e.SERVE_SOURCE_MAPS === 'true',
    metricsToken: e.METRICS_TOKEN ?? null,
    calendarTokenKey: e.CALENDAR_TOKEN_KEY ?? null,
    corsOrigins: (e.CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    sseHeartbeatMs: e.SSE_HEARTBEAT_MS,
    sseMaxStreams: e.SSE_MAX_STREAMS,
    logLevel: e.LOG_LEVEL,
    clockStart: e.CLOCK_START === undefined ? null : Date.parse(e.CLOCK_START),
    jobPrefix: e.JOB_PREFIX,
    discussions: {
      reportHideThreshold: e.REPORT_HIDE_THRESHOLD,
      ngWords: parseNgWords(e.NG_WORDS, e.NG_WORDS_FILE, rootDir),
    },
    push: {
      vapidKeys: parseVapidKeys(e.VAPID_PUBLIC_KEY, e.VAPID_PRIVATE_KEY),
      vapidSubject: e.VAPID_SUBJECT,
      serviceHosts: parsePushServiceHosts(e.PUSH_SERVICE_HOSTS),
    },
    rootDir,
  };
}
