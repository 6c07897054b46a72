// Liveness (`/healthz`) and readiness (`/readyz`: the database answers and the catalogue is loaded).
import { Controller, Get, Header, HttpStatus, Res } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { CatalogService } from '../catalog/catalog.service';
import { ShutdownState } from '../common/shutdown';

/** A database that takes longer than this to answer `SELECT 1` counts as down. */
const DATABASE_CHECK_TIMEOUT_MS = 1500;

type CheckState = 'ok' | 'unavailable';

export interface ReadinessChecks {
  database: CheckState;
  catalog: CheckState;
}

@Controller()
export class HealthController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly catalog: CatalogService,
    private readonly shutdown: ShutdownState,
  ) {}

  @Get('healthz')
  @Header('Cache-Control', 'no-store')
  liveness(): { status: 'ok' } {
    return { status: 'ok' };
  }

  @Get('readyz')
  @Header('Cache-Control', 'no-store')
  async readiness(@Res({ passthrough: true }) response: FastifyReply) {
    const checks: ReadinessChecks = {
      database: (await this.databaseAnswers()) ? 'ok' : 'unavailable',
      catalog: this.catalog.isReady() ? 'ok' : 'unavailable',
    };
    const failing = Object.entries(checks)
      .filter(([, state]) => state !== 'ok')
      .map(([name]) => name);
    if (failing.length === 0 && !this.shutdown.draining) return { status: 'ready' as const, checks };
    response.status(HttpStatus.SERVICE_UNAVAILABLE);
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
