// Opens after consecutive upstream failures so callers fall back at once instead of waiting on timeouts.

export interface CircuitBreakerOptions {
  failureThreshold: number;
  cooldownMs: number;
}

export class CircuitBreaker {
  private failures = 0;
  private openUntil = 0;
  private probing = false;

  constructor(
    private readonly options: CircuitBreakerOptions,
    private readonly now: () => number = Date.now,
  ) {}

  /** Closed, or half-open with no probe in flight: one trial call is let through after the cool-down. */
  canRequest(): boolean {
    if (this.failures < this.options.failureThreshold) return true;
    if (this.now() < this.openUntil || this.probing) return false;
    this.probing = true;
    return true;
  }

  get isOpen(): boolean {
    return this.failures >= this.options.failureThreshold && (this.now() < this.openUntil || this.probing);
  }

  recordSuccess(): void {
    this.failures = 0;
    this.probing = false;
  }

  recordFailure(): void {
    this.failures += 1;
    this.probing = false;
    if (this.failures >= this.options.failureThreshold) this.openUntil = this.now() + this.options.cooldownMs;
  }
}
