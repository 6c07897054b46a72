// What a subscription may be: an endpoint on an allowed push service (the SSRF guard: the server posts
// only to hosts in PUSH_SERVICE_HOSTS) and keys a message can be encrypted for (RFC 8291).
import { createECDH } from 'node:crypto';
import type { PushSubscriptionRequest } from '@anifan/contract';

const LOOPBACK_HOST = /^(127\.\d+\.\d+\.\d+|localhost|\[::1\])$/;

/** Whether `pattern` (`host`, `host:port` or `*.domain`) names the URL's host. */
function hostMatches(pattern: string, url: URL): boolean {
  if (pattern.startsWith('*.')) {
    return url.port === '' && url.hostname.endsWith(pattern.slice(1));
  }
  // A pattern without a port allows the scheme's default port only.
  return pattern.includes(':') ? url.host === pattern : url.port === '' && url.hostname === pattern;
}

/**
 * Why the endpoint may not be posted to, or null when it may: https on an allowed host without
 * credentials; plain http only for a loopback host that PUSH_SERVICE_HOSTS names (a local push service).
 */
export function endpointProblem(endpoint: string, allowedHosts: readonly string[]): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'the endpoint is not a URL';
  }
  if (url.username !== '' || url.password !== '') return 'the endpoint may not carry credentials';
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK_HOST.test(url.hostname))) {
    return 'the endpoint must be an https URL';
  }
  if (!allowedHosts.some((pattern) => hostMatches(pattern, url))) {
    return `${url.host} is not a push service this server sends to`;
  }
  return null;
}

/** Why the keys cannot be encrypted for, or null: p256dh must be a point on P-256 (RFC 8291, section 2). */
export function keysProblem(keys: PushSubscriptionRequest['keys']): string | null {
  const point = Buffer.from(keys.p256dh, 'base64url');
  if (point[0] !== 4) return 'keys.p256dh is not an uncompressed P-256 public key';
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(point);
  } catch {
    return 'keys.p256dh is not a point on P-256';
  }
  return null;
}
