// Tunables of the chat module, injectable so tests can shorten the timeout or tighten the rate limit.
export interface ChatOptions {
  /** Longest silence allowed from the upstream model before the reply fails (30 s). */
  upstreamTimeoutMs: number;
  /** Pause between the offline engine's chunks, so its replies stream like a model's. */
  offlineChunkDelayMs: number;
  /** Chat requests allowed per client IP and window. */
  rateLimit: { limit: number; windowMs: number };
}

export const CHAT_OPTIONS = Symbol('CHAT_OPTIONS');

export const DEFAULT_CHAT_OPTIONS: ChatOptions = {
  upstreamTimeoutMs: 30_000,
  offlineChunkDelayMs: 30,
  rateLimit: { limit: 20, windowMs: 60_000 },
};
