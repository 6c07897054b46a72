// Why a live call gave no usable answer; each kind maps to one gateway error code and status.
import type { ErrorCode } from '../../common';

export type UpstreamFailure =
  'unreachable' | 'timeout' | 'server_error' | 'bad_response' | 'rate_limited' | 'circuit_open';

const CODES: Record<UpstreamFailure, ErrorCode> = {
  unreachable: 'catalog/upstream_unavailable',
  timeout: 'catalog/upstream_timeout',
  server_error: 'catalog/upstream_failed',
  bad_response: 'catalog/upstream_failed',
  rate_limited: 'catalog/upstream_unavailable',
  circuit_open: 'catalog/upstream_unavailable',
};

export class UpstreamError extends Error {
  constructor(
    readonly kind: UpstreamFailure,
    readonly upstream: string,
    message: string,
    /** For rate limits: when a retry may succeed. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
  }

  get code(): ErrorCode {
    return CODES[this.kind];
  }

  /** Failures that say the upstream is unhealthy (not merely busy) count towards opening the breaker. */
  get countsAsFailure(): boolean {
    return (
      this.kind === 'unreachable' ||
      this.kind === 'timeout' ||
      this.kind === 'server_error' ||
      this.kind === 'bad_response'
    );
  }
}
