// Observability: /metrics (Prometheus), HTTP request metrics, and the shell's remote-load-failure reports.
import { Global, Injectable, Module, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { Server } from 'node:http';
import { observeHttpRequests } from '../http';
import { MetricsController } from './metrics.controller';
import { MetricsService } from './metrics.service';
import { TelemetryController } from './telemetry.controller';

/**
 * Hooks the HTTP server once Nest has created it, and lets go of it only after the server has closed,
 * so requests answered during the shutdown drain are still counted.
 */
@Injectable()
class HttpMetricsHook implements OnModuleInit, OnApplicationShutdown {
  private stop: (() => void) | null = null;

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly metrics: MetricsService,
  ) {}

  onModuleInit(): void {
    const server = this.adapterHost.httpAdapter?.getHttpServer() as Server | undefined;
    if (server) this.stop = observeHttpRequests(server, this.metrics.http);
  }

  onApplicationShutdown(): void {
    this.stop?.();
    this.stop = null;
  }
}

/** Global so any feature (the catalogue's upstream calls and cache) can inject MetricsService. */
@Global()
@Module({
  controllers: [MetricsController, TelemetryController],
  providers: [MetricsService, HttpMetricsHook],
  exports: [MetricsService],
})
export class MetricsModule {}
