// Tunables of the catalogue gateway; tests override CATALOG_OPTIONS to use short times and small limits.
import type { ExecutionBudget } from './embedded/embedded-context';
import { DEFAULT_LIMITS, type QueryLimits } from './graphql/query-limits';
import { SNAPSHOT_PATH } from './snapshot/snapshot-files';

export const CATALOG_OPTIONS = Symbol('CATALOG_OPTIONS');

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface CatalogOptions {
  limits: QueryLimits;
  /**
   * What an embedded execution may do (it is synchronous, so it holds the event loop all along); one
   * that spends it is refused as too complex. Issue #32 allows ~50 ms in all, parsing and sending
   * included. Counted in units of work, the same request gets the same answer on a busy machine: a
   * budget in time refused the web app's searches during a collector pause or beside the browser
   * tests' Chromium.
   */
  executionBudget: ExecutionBudget;
  /**
   * Requests a client may send per window that no kept answer serves (each is parsed, validated and
   * executed or fetched upstream); beyond it, 429 with Retry-After. Kept answers are not counted.
   */
  rateLimit: { limit: number; windowMs: number };
  /**
   * Embedded executions waiting for their turn (one per turn of the event loop, see ExecutionQueue);
   * past this, 503 with Retry-After. At the budget, a full queue is a wait of about 1.6 s.
   */
  maxQueuedExecutions: number;
  snapshotPath: string;
  /** Network timeout, 30 s as in the browser (docs/rules.md#lists-and-limits). */
  upstreamTimeoutMs: number;
  /** `auto`: when live has not answered by then, the fallback answers (cache, then snapshot). */
  fallbackAfterMs: number;
  /** `live`: the longest wait for the rate gate before answering 503 with Retry-After. */
  liveMaxQueueMs: number;
  breaker: { failureThreshold: number; cooldownMs: number };
  anilist: {
    burst: number;
    perSecond: number;
    defaultRetryAfterMs: number;
    userAgent: string;
    /** AniList asks callers to identify their site; null means this server's own address. */
    referer: string | null;
  };
  annict: { burst: number; perSecond: number; defaultRetryAfterMs: number };
  memoryCacheEntries: number;
  /** How long an answer stays fresh, per root field; the smallest of an operation's fields applies. */
  ttlMs: Record<string, number>;
  /** After its fresh time an answer is still served (and refreshed in the background) this long. */
  staleWindowMs: number;
}

export const DEFAULT_CATALOG_OPTIONS: CatalogOptions = {
  limits: DEFAULT_LIMITS,
  // 60–130 ns a unit on a two-core 2026 host, so 12–26 ms at most; the web app's heaviest query (a
  // search by title) spends about 68,000. The backstop is for work the units would not count.
  executionBudget: { units: 200_000, backstopMs: 250 },
  rateLimit: { limit: 300, windowMs: MINUTE },
  maxQueuedExecutions: 32,
  snapshotPath: SNAPSHOT_PATH,
  upstreamTimeoutMs: 30_000,
  fallbackAfterMs: 800,
  liveMaxQueueMs: 2_000,
  breaker: { failureThreshold: 5, cooldownMs: 30_000 },
  // AniList: about 30 requests/min today; Annict: 4 requests/s per IP.
  anilist: {
    burst: 5,
    perSecond: 0.5,
    defaultRetryAfterMs: MINUTE,
    userAgent: 'AniFan/1.0 (catalogue gateway)',
    referer: null,
  },
  annict: { burst: 4, perSecond: 4, defaultRetryAfterMs: 1_000 },
  memoryCacheEntries: 1_000,
  ttlMs: { searchWorks: 6 * HOUR, Page: HOUR, Media: 24 * HOUR, Character: 24 * HOUR },
  staleWindowMs: 7 * 24 * HOUR,
};
