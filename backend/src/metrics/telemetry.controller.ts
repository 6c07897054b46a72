// POST /api/telemetry/remote-load-failure (the contract's reportRemoteLoadFailure): the shell reports a remote that did not load, feeding a counter.
import { Body, Controller, HttpCode, Logger, Req } from '@nestjs/common';
import type { RemoteLoadFailureReport } from '@anifan/contract';
import type { FastifyRequest } from 'fastify';
import { ApiEndpoint, bodyPipe, RateLimiterService } from '../http';
import { MetricsService } from './metrics.service';

/** Reports per client IP and window: a browser reports each failed load once, retries included. */
export const TELEMETRY_LIMIT = 30;
export const TELEMETRY_WINDOW_MS = 60_000;

@Controller()
export class TelemetryController {
  private readonly logger = new Logger('Telemetry');

  constructor(
    private readonly metrics: MetricsService,
    private readonly rateLimiter: RateLimiterService,
  ) {}

  @ApiEndpoint('reportRemoteLoadFailure')
  @HttpCode(204)
  async remoteLoadFailure(
    @Body(bodyPipe('reportRemoteLoadFailure')) input: RemoteLoadFailureReport,
    @Req() request: FastifyRequest,
  ): Promise<void> {
    const client = request.ip;
    await this.rateLimiter.consume(`telemetry:${client}`, TELEMETRY_LIMIT, TELEMETRY_WINDOW_MS);
    this.metrics.recordRemoteLoadFailure(input.remote, input.kind);
    // JSON-quoted so a reason cannot forge log lines; it is the browser's text, so only at debug level.
    if (input.reason !== undefined) {
      this.logger.debug(`${input.remote} failed to load: ${JSON.stringify(input.reason)}`);
    }
  }
}
