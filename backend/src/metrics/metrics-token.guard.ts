// Who may read GET /metrics: a scraper holding METRICS_TOKEN. The metrics name every route template,
// the memory in use and the Node version, so without a token set the route answers as if it did not exist.
import { createHash, timingSafeEqual } from 'node:crypto';
import { CanActivate, ExecutionContext, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { bearerToken } from '../auth';
import { AppError } from '../common';
import { type AppConfig, APP_CONFIG } from '../config';

/** Tells a client that reached the route without the token how to authenticate. */
const CHALLENGE = { 'WWW-Authenticate': 'Bearer realm="metrics"' };

/** Digests have one length whatever the token's, so comparing them leaks neither the token nor its length. */
const digest = (token: string): Buffer => createHash('sha256').update(token).digest();

@Injectable()
export class MetricsTokenGuard implements CanActivate {
  private readonly expected: Buffer | null;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.expected = config.metricsToken === null ? null : digest(config.metricsToken);
  }

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (this.expected === null) {
      throw new NotFoundException(`Cannot ${request.method} ${request.url.split('?')[0] ?? ''}`);
    }
    const token = bearerToken(request);
    if (token === undefined) {
      throw new AppError('auth/missing_token', 'Send Authorization: Bearer <METRICS_TOKEN>', CHALLENGE);
    }
    if (token === null || !timingSafeEqual(digest(token), this.expected)) {
      throw new AppError('auth/invalid_token', 'The metrics token is not valid', CHALLENGE);
    }
    return true;
  }
}
