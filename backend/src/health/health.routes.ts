// Liveness (`/healthz`) and readiness (`/readyz`: the database answers and the catalogue is loaded),
// as plain Fastify routes: probes are hit constantly and need none of Nest's per-request machinery.
import { Injectable, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { CatalogService } from '../catalog';
import { ShutdownState } from '../common';

/** A database that takes longer than this to answer `SELECT 1` counts as down. */
const DATABASE_CHECK_TIMEOUT_MS = 1500;

const JSON_TYPE = 'application/json; charset=utf-8';
/** The liveness answer never changes: serialised once. */
const LIVE = JSON.stringify({ status: 'ok' });

/** Probe answers are far below the compression threshold and probes send no body: no compression hooks. */
const PROBE_ROUTE = { config: { compress: false, decompress: false } } as const;

type CheckState = 'ok' | 'unavailable';

export interface ReadinessChecks {
  database: CheckState;
  catalog: CheckState;
}

/**
 * Registered on the Fastify instance while Nest initialises the app, so the app-wide hooks (security
 * headers, request ids, the drain's `Connection: close`, metrics and request logs) apply as to any route.
 */
@Injectable()
export class HealthRoutes implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly catalog: CatalogService,
    private readonly shutdown: ShutdownState,
  ) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    fastify.get('/healthz', PROBE_ROUTE, (_request, reply) => {
      void reply.header('Cache-Control', 'no-store').type(JSON_TYPE).send(LIVE);
    });
    fastify.get('/readyz', PROBE_ROUTE, async (_request, reply) => {
      void reply.header('Cache-Control', 'no-store').type(JSON_TYPE);
      return this.readiness(reply);
    });
  }

  private async readiness(reply: FastifyReply) {
    const checks: ReadinessChecks = {
      database: (await this.databaseAnswers()) ? 'ok' : 'unavailable',
      catalog: this.catalog.isReady() ? 'ok' : 'unavailable',
    };
    const failing = Object.entries(checks)
      .filter(([, state]) => state !== 'ok')
      .map(([name]) => name);
    if (failing.length === 0 && !this.shutdown.draining) return { status: 'ready' as const, checks };
    void reply.code(503);
    // While draining, a load balancer should stop sending new requests here.
    const message = this.shutdown.draining
      ? 'Not ready: shutting down'
      : `Not ready: ${failing.join(', ')} unavailable`;
    return { error: { code: 'service/unavailable', message }, checks };
  }

  /** Each probe asks the pool afresh, so readiness recovers by itself once the database is back. */
  private async databaseAnswers(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), DATABASE_CHECK_TIMEOUT_MS);
    });
    const query = this.dataSource
      .query('SELECT 1')
      .then(() => true)
      .catch(() => false);
    try {
      return await Promise.race([query, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}
