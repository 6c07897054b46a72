// Sends one Web Push message: the payload encrypted for the subscription (RFC 8291, aes128gcm, through
// the web-push library), a VAPID Authorization (RFC 8292) signed once per push service origin and
// reused while it is fresh, and TTL, Urgency and Topic (RFC 8030), over keep-alive connections so
// thousands of messages to one push service reuse a few sockets. Answers what became of the message.
import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import webpush from 'web-push';
import { type AppConfig, APP_CONFIG } from '../config';
import { VapidKeys } from './vapid-keys';

/** A subscription as the sender needs it. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export type PushUrgency = 'very-low' | 'low' | 'normal' | 'high';

export interface PushMessageOptions {
  /** Seconds the push service keeps the message for an offline device. */
  ttlSeconds: number;
  urgency: PushUrgency;
  /** A message with the same topic replaces one still undelivered (≤ 32 base64url characters). */
  topic: string;
}

/**
 * `sent`: accepted (2xx); `gone`: the subscription no longer exists (404, 410) and is to be removed;
 * `retry`: the service is busy or failing (429, 5xx, no answer), `afterMs` from its Retry-After;
 * `failed`: refused for good (other 4xx, keys that cannot be encrypted for).
 */
export type PushOutcome =
  | { kind: 'sent' }
  | { kind: 'gone'; status: number }
  | { kind: 'retry'; afterMs: number | null; reason: string }
  | { kind: 'failed'; reason: string };

/** Sockets per push service origin; the dispatcher's concurrency stays under it. */
export const PUSH_SOCKETS_PER_ORIGIN = 128;
const REQUEST_TIMEOUT_MS = 10_000;
/** VAPID tokens are valid 12 hours and re-signed after 1, well before any push service would refuse them. */
const VAPID_TOKEN_LIFETIME_S = 12 * 60 * 60;
const VAPID_TOKEN_REUSE_MS = 60 * 60 * 1000;
const MAX_RETRY_AFTER_MS = 60 * 60 * 1000;

/** Retry-After as delay-seconds or an HTTP date (RFC 9110, section 10.2.3); null when absent or unreadable. */
export function retryAfterMs(header: string | string[] | undefined, now = Date.now()): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return null;
  const ms = /^\d+$/.test(value.trim()) ? Number(value.trim()) * 1000 : Date.parse(value) - now;
  return Number.isFinite(ms) ? Math.min(Math.max(ms, 0), MAX_RETRY_AFTER_MS) : null;
}

@Injectable()
export class PushSender implements OnModuleDestroy {
  private readonly httpAgent = new HttpAgent({ keepAlive: true, maxSockets: PUSH_SOCKETS_PER_ORIGIN });
  private readonly httpsAgent = new HttpsAgent({ keepAlive: true, maxSockets: PUSH_SOCKETS_PER_ORIGIN });
  private readonly vapidHeaders = new Map<string, { authorization: string; signedAt: number }>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly keys: VapidKeys,
  ) {}

  async send(target: PushTarget, payload: string, options: PushMessageOptions): Promise<PushOutcome> {
    let body: Buffer;
    try {
      body = webpush.encrypt(target.p256dh, target.auth, payload, 'aes128gcm').cipherText;
    } catch (error) {
      return { kind: 'failed', reason: `cannot encrypt for the subscription: ${(error as Error).message}` };
    }
    const url = new URL(target.endpoint);
    const headers = {
      'Content-Type': 'application/octet-stream',
      'Content-Encoding': 'aes128gcm',
      'Content-Length': String(body.length),
      TTL: String(options.ttlSeconds),
      Urgency: options.urgency,
      Topic: options.topic,
      Authorization: await this.authorization(url.origin),
    };
    let response: IncomingMessage;
    try {
      response = await this.post(url, headers, body);
    } catch (error) {
      return { kind: 'retry', afterMs: null, reason: (error as Error).message };
    }
    const status = response.statusCode ?? 0;
    if (status >= 200 && status < 300) return { kind: 'sent' };
    if (status === 404 || status === 410) return { kind: 'gone', status };
    if (status === 429 || status >= 500) {
      return {
        kind: 'retry',
        afterMs: retryAfterMs(response.headers['retry-after']),
        reason: `HTTP ${status}`,
      };
    }
    return { kind: 'failed', reason: `HTTP ${status}` };
  }

  onModuleDestroy(): void {
    this.httpAgent.destroy();
    this.httpsAgent.destroy();
  }

  /** `vapid t=<JWT for origin>, k=<public key>`, signed once per origin and reused while fresh. */
  private async authorization(origin: string): Promise<string> {
    const now = Date.now();
    const cached = this.vapidHeaders.get(origin);
    if (cached && now - cached.signedAt < VAPID_TOKEN_REUSE_MS) return cached.authorization;
    const { publicKey, privateKey } = await this.keys.get();
    const { Authorization: authorization } = webpush.getVapidHeaders(
      origin,
      this.config.push.vapidSubject,
      publicKey,
      privateKey,
      'aes128gcm',
      Math.floor(now / 1000) + VAPID_TOKEN_LIFETIME_S,
    );
    this.vapidHeaders.set(origin, { authorization, signedAt: now });
    return authorization;
  }

  /** POSTs and reads the answer to its end (so the socket goes back to the pool). */
  private post(url: URL, headers: Record<string, string>, body: Buffer): Promise<IncomingMessage> {
    const https = url.protocol === 'https:';
    const send = https ? httpsRequest : httpRequest;
    return new Promise((resolve, reject) => {
      const request = send(
        url,
        {
          method: 'POST',
          headers,
          agent: https ? this.httpsAgent : this.httpAgent,
          timeout: REQUEST_TIMEOUT_MS,
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response));
          response.on('error', reject);
        },
      );
      request.on('timeout', () => request.destroy(new Error('the push service did not answer in time')));
      request.on('error', reject);
      request.end(body);
    });
  }
}
