// TypeORM's logs through Nest's logger (levels, request ids), never with query parameters: they hold user data.
import { Logger as NestLogger } from '@nestjs/common';
import type { Logger as TypeOrmLoggerContract } from 'typeorm';

/** Constraint violations are expected (a duplicate favorite, say) and answered by the feature. */
const EXPECTED_FAILURE = /^(23\d{3})$|^SQLITE_CONSTRAINT/;
const MAX_QUERY_LENGTH = 200;

function shorten(query: string): string {
  const oneLine = query.replace(/\s+/g, ' ').trim();
  return oneLine.length > MAX_QUERY_LENGTH ? `${oneLine.slice(0, MAX_QUERY_LENGTH)}…` : oneLine;
}

function errorCode(error: string | Error): string | undefined {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

export class TypeOrmLogger implements TypeOrmLoggerContract {
  private readonly logger = new NestLogger('Database');

  logQuery(query: string): void {
    this.logger.verbose(shorten(query));
  }

  /** `_parameters` is deliberately never printed. */
  logQueryError(error: string | Error, query: string, _parameters?: unknown[]): void {
    const message = typeof error === 'string' ? error : error.message;
    const line = `query failed (${message}): ${shorten(query)}`;
    const code = typeof error === 'string' ? undefined : errorCode(error);
    if (code && EXPECTED_FAILURE.test(code)) this.logger.debug(line);
    else this.logger.warn(line);
  }

  logQuerySlow(time: number, query: string): void {
    this.logger.warn(`slow query (${time} ms): ${shorten(query)}`);
  }

  logSchemaBuild(message: string): void {
    this.logger.debug(message);
  }

  logMigration(message: string): void {
    this.logger.log(message);
  }

  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    if (level === 'warn') this.logger.warn(String(message));
    else this.logger.debug(String(message));
  }
}
