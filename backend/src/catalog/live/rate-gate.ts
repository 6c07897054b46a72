// Client-side pacing for one upstream: a token bucket for its published rate plus any Retry-After it sent.

export class RateGate {
  private tokens: number;
  private refilledAt: number;
  private blockedUntil = 0;

  constructor(
    private readonly capacity: number,
    private readonly perMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.tokens = capacity;
    this.refilledAt = now();
  }

  /** The upstream told us to wait: no call leaves before this passes. */
  block(ms: number): void {
    this.blockedUntil = Math.max(this.blockedUntil, this.now() + ms);
  }

  /** Milliseconds until a call may leave (0 = now). */
  waitMs(): number {
    const now = this.now();
    this.refill(now);
    const blocked = Math.max(0, this.blockedUntil - now);
    const forToken = this.tokens >= 1 ? 0 : Math.ceil((1 - this.tokens) / this.perMs);
    return Math.max(blocked, forToken);
  }

  take(): void {
    this.refill(this.now());
    this.tokens -= 1;
  }

  private refill(now: number): void {
    this.tokens = Math.min(this.capacity, this.tokens + (now - this.refilledAt) * this.perMs);
    this.refilledAt = now;
  }
}
