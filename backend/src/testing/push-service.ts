// A local Web Push service for tests, e2e runs and the bench: a real node:http server that speaks RFC 8030
// (POST /push/<id> → 201 with Location; TTL, Urgency and Topic), checks the VAPID Authorization header
// as RFC 8292 requires (an ES256 JWT for the endpoint's origin, not expired, signed by the key `k`), and
// decrypts the RFC 8291 aes128gcm body with the subscription's private key and authentication secret,
// as a browser does, so a test reads the plaintext. No test framework is imported here.
import {
  createECDH,
  createPublicKey,
  createDecipheriv,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
  type ECDH,
} from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A message the service accepted, decrypted. */
export interface ReceivedPushMessage {
  /** The subscription's id (the last segment of its endpoint). */
  subscriptionId: string;
  /** The message's id, the last segment of the Location answered. */
  messageId: string;
  ttl: number;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
  topic: string | null;
  /** The decrypted body as text, and parsed when it is JSON (else null). */
  text: string;
  json: unknown;
  /** The VAPID public key (`k`) and the JWT's claims the message was sent with. */
  vapid: { publicKey: string; aud: string; exp: number; sub: string | null };
  receivedAt: number;
}

/** A request the service refused, and why (for tests of what the sender got wrong). */
export interface RefusedPushRequest {
  subscriptionId: string;
  status: number;
  reason: string;
}

/** How a subscription answers its next pushes instead of accepting them. */
export interface PushServiceAnswer {
  status: number;
  /** Sent as Retry-After (seconds), e.g. with 429 or 503. */
  retryAfterSeconds?: number;
  /** How many of the next pushes get this answer; unset: every one until changed. */
  times?: number;
}

/** A browser's subscription on the local service: what it sends the app, and the keys only it holds. */
export interface BrowserSubscription {
  id: string;
  endpoint: string;
  /** `PushSubscription.toJSON()`: what the app's putPushSubscription receives. */
  toJSON(): { endpoint: string; keys: { p256dh: string; auth: string } };
}

export interface LocalPushService {
  /** `http://127.0.0.1:<port>`: the origin VAPID tokens must name as `aud`. */
  origin: string;
  /** `127.0.0.1:<port>`: the value for PUSH_SERVICE_HOSTS. */
  host: string;
  /** Every accepted message, in arrival order. */
  readonly messages: readonly ReceivedPushMessage[];
  /** Every refused request (bad VAPID, bad encryption, missing TTL…), in arrival order. */
  readonly refused: readonly RefusedPushRequest[];
  /** Accepted messages of one subscription. */
  messagesFor(subscription: BrowserSubscription | string): ReceivedPushMessage[];
  /** Makes a subscription answer its next pushes with `answer.status` (404, 410, 429, 5xx). */
  answerWith(subscription: BrowserSubscription | string, answer: PushServiceAnswer): void;
  /**
   * Takes a subscription's device offline (messages are kept: a newer one with the same Topic replaces
   * an older one, TTL 0 is dropped) or back online (the kept ones still within their TTL arrive).
   */
  setOnline(subscription: BrowserSubscription | string, online: boolean): void;
  /** Messages kept for an offline device. */
  queuedFor(subscription: BrowserSubscription | string): ReceivedPushMessage[];
  /** Resolves once `count` messages in all (or `filter`'s) have arrived; rejects after `timeoutMs`. */
  waitForMessages(
    count: number,
    options?: { timeoutMs?: number; filter?: (message: ReceivedPushMessage) => boolean },
  ): Promise<ReceivedPushMessage[]>;
  close(): Promise<void>;
}

interface SubscriptionKeys {
  ecdh: ECDH;
  publicKey: Buffer;
  auth: Buffer;
  /** The application server key the browser subscribed with; other keys are refused (403). */
  applicationServerKey: string | null;
}

const URGENCIES = new Set(['very-low', 'low', 'normal', 'high']);
const MAX_TOKEN_LIFETIME_S = 24 * 60 * 60;
const MAX_BODY_BYTES = 4096;
const TAG_LENGTH = 16;

const registries = new WeakMap<LocalPushService, Map<string, SubscriptionKeys>>();

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** `vapid t=<jwt>, k=<key>` (RFC 8292, section 3), parameters in any order. */
function vapidParameters(header: string | undefined): { t: string; k: string } {
  const match = /^vapid\s+(.*)$/i.exec(header ?? '');
  if (!match?.[1]) throw new Refusal(401, 'Authorization is not a vapid credential');
  const parameters = new Map<string, string>();
  for (const part of match[1].split(',')) {
    const [name, ...value] = part.trim().split('=');
    if (name) parameters.set(name.trim().toLowerCase(), value.join('=').trim());
  }
  const t = parameters.get('t');
  const k = parameters.get('k');
  if (!t || !k) throw new Refusal(401, 'vapid credential without t or k');
  return { t, k };
}

/** Checks the ES256 JWT against the raw P-256 key `k`; answers its claims. */
function verifyVapid(header: string | undefined, origin: string, now: number): ReceivedPushMessage['vapid'] {
  const { t, k } = vapidParameters(header);
  const raw = Buffer.from(k, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) throw new Refusal(401, 'k is not an uncompressed P-256 key');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const [headerPart, payloadPart, signaturePart] = t.split('.');
  if (!headerPart || !payloadPart || !signaturePart) throw new Refusal(401, 'the token is not a JWT');
  const jwtHeader = JSON.parse(Buffer.from(headerPart, 'base64url').toString()) as { alg?: string };
  if (jwtHeader.alg !== 'ES256') throw new Refusal(401, `the token is signed with ${jwtHeader.alg}`);
  const signed = verify(
    'sha256',
    Buffer.from(`${headerPart}.${payloadPart}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signaturePart, 'base64url'),
  );
  if (!signed) throw new Refusal(401, 'the token’s signature does not verify with k');
  const claims = JSON.parse(Buffer.from(payloadPart, 'base64url').toString()) as {
    aud?: unknown;
    exp?: unknown;
    sub?: unknown;
  };
  if (claims.aud !== origin) throw new Refusal(401, `aud ${String(claims.aud)} is not ${origin}`);
  const nowSeconds = Math.floor(now / 1000);
  if (typeof claims.exp !== 'number' || claims.exp <= nowSeconds) {
    throw new Refusal(401, 'the token has expired');
  }
  if (claims.exp > nowSeconds + MAX_TOKEN_LIFETIME_S) {
    throw new Refusal(401, 'the token expires more than 24 hours ahead');
  }
  return {
    publicKey: k,
    aud: claims.aud,
    exp: claims.exp,
    sub: typeof claims.sub === 'string' ? claims.sub : null,
  };
}

/** RFC 8291 (sections 3.3 and 3.4) and RFC 8188: the plaintext of an aes128gcm body for the subscription's keys. */
export function decryptPushBody(body: Buffer, keys: { ecdh: ECDH; publicKey: Buffer; auth: Buffer }): Buffer {
  if (body.length < 21) throw new Refusal(400, 'the body is shorter than the aes128gcm header');
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body[20] ?? 0;
  const senderKey = body.subarray(21, 21 + keyIdLength);
  if (keyIdLength !== 65 || senderKey[0] !== 4) throw new Refusal(400, 'keyid is not the sender’s P-256 key');
  if (recordSize < 18) throw new Refusal(400, 'the record size is too small');
  let ecdhSecret: Buffer;
  try {
    ecdhSecret = keys.ecdh.computeSecret(senderKey);
  } catch {
    throw new Refusal(400, 'keyid is not a point on P-256');
  }
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.publicKey, senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, keys.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const records = body.subarray(21 + keyIdLength);
  const plain: Buffer[] = [];
  for (let offset = 0, sequence = 0; offset < records.length; offset += recordSize, sequence++) {
    const record = records.subarray(offset, offset + recordSize);
    const last = offset + recordSize >= records.length;
    const recordNonce = Buffer.from(nonce);
    // The record's sequence number XORed into the nonce's last bytes (fewer than 2^32 records).
    recordNonce.writeUInt32BE((recordNonce.readUInt32BE(8) ^ sequence) >>> 0, 8);
    const decipher = createDecipheriv('aes-128-gcm', cek, recordNonce);
    decipher.setAuthTag(record.subarray(record.length - TAG_LENGTH));
    let padded: Buffer;
    try {
      padded = Buffer.concat([
        decipher.update(record.subarray(0, record.length - TAG_LENGTH)),
        decipher.final(),
      ]);
    } catch {
      throw new Refusal(400, 'the body does not decrypt with the subscription’s keys');
    }
    // Data, then the delimiter (2 in the last record, 1 before), then zero padding.
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end--;
    if (padded[end] !== (last ? 2 : 1)) throw new Refusal(400, 'the record’s padding delimiter is wrong');
    plain.push(padded.subarray(0, end));
  }
  return Buffer.concat(plain);
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    request.on('end', () => {
      if (size > MAX_BODY_BYTES) reject(new Refusal(413, `the body is over ${MAX_BODY_BYTES} bytes`));
      else resolve(Buffer.concat(chunks));
    });
    request.on('error', reject);
  });
}

/** Starts the service on 127.0.0.1 (`port` 0: any free port). */
export async function startLocalPushService(options: { port?: number } = {}): Promise<LocalPushService> {
  const subscriptions = new Map<string, SubscriptionKeys>();
  const answers = new Map<string, PushServiceAnswer>();
  const messages: ReceivedPushMessage[] = [];
  /** Messages kept for devices that are offline, per subscription (RFC 8030, sections 5.2 and 5.4). */
  const queued = new Map<string, ReceivedPushMessage[]>();

  const deliver = (message: ReceivedPushMessage) => {
    messages.push(message);
    for (const wake of waiters) wake();
  };

  /** Delivered at once to an online device; kept for an offline one, replacing a message of the same topic. */
  const accepted = (message: ReceivedPushMessage) => {
    const queue = queued.get(message.subscriptionId);
    if (!queue) return deliver(message);
    // TTL 0: only for a device reachable now.
    if (message.ttl === 0) return;
    const kept = message.topic === null ? queue : queue.filter((m) => m.topic !== message.topic);
    queued.set(message.subscriptionId, [...kept, message]);
  };
  const refused: RefusedPushRequest[] = [];
  const waiters = new Set<() => void>();
  let origin = '';

  async function accept(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const match = /^\/push\/([A-Za-z0-9_-]+)$/.exec(request.url ?? '');
    const subscriptionId = match?.[1] ?? '';
    try {
      if (request.method !== 'POST' || !match) throw new Refusal(404, 'no such push resource');
      const body = await readBody(request);
      const keys = subscriptions.get(subscriptionId);
      if (!keys) throw new Refusal(404, 'no such subscription');
      const answer = answers.get(subscriptionId);
      if (answer) {
        if (answer.times !== undefined && --answer.times <= 0) answers.delete(subscriptionId);
        if (answer.retryAfterSeconds !== undefined) {
          response.setHeader('Retry-After', String(answer.retryAfterSeconds));
        }
        throw new Refusal(answer.status, 'answered as the test asked');
      }
      const now = Date.now();
      const vapid = verifyVapid(request.headers.authorization, origin, now);
      if (keys.applicationServerKey !== null && vapid.publicKey !== keys.applicationServerKey) {
        throw new Refusal(403, 'k is not the key the subscription was made with');
      }
      const ttlHeader = request.headers.ttl;
      if (typeof ttlHeader !== 'string' || !/^\d+$/.test(ttlHeader)) throw new Refusal(400, 'TTL is missing');
      const urgency = request.headers.urgency ?? 'normal';
      if (typeof urgency !== 'string' || !URGENCIES.has(urgency))
        throw new Refusal(400, 'Urgency is invalid');
      const topic = request.headers.topic;
      if (topic !== undefined && (typeof topic !== 'string' || !/^[A-Za-z0-9_-]{1,32}$/.test(topic))) {
        throw new Refusal(400, 'Topic must be at most 32 base64url characters');
      }
      if (request.headers['content-encoding'] !== 'aes128gcm') {
        throw new Refusal(415, 'Content-Encoding must be aes128gcm');
      }
      const text = decryptPushBody(body, keys).toString('utf8');
      let json: unknown = null;
      try {
        json = JSON.parse(text);
      } catch {
        json = null;
      }
      const messageId = randomUUID();
      accepted({
        subscriptionId,
        messageId,
        ttl: Number(ttlHeader),
        urgency: urgency as ReceivedPushMessage['urgency'],
        topic: topic ?? null,
        text,
        json,
        vapid,
        receivedAt: now,
      });
      response.writeHead(201, { Location: `${origin}/message/${messageId}`, TTL: ttlHeader });
      response.end();
    } catch (error) {
      const status = error instanceof Refusal ? error.status : 500;
      refused.push({ subscriptionId, status, reason: (error as Error).message });
      response.writeHead(status, { 'Content-Type': 'text/plain' });
      response.end((error as Error).message);
    }
  }

  const server: Server = createServer((request, response) => void accept(request, response));
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  const idOf = (subscription: BrowserSubscription | string) =>
    typeof subscription === 'string' ? subscription : subscription.id;

  const service: LocalPushService = {
    origin,
    host: `127.0.0.1:${port}`,
    messages,
    refused,
    messagesFor: (subscription) => messages.filter((m) => m.subscriptionId === idOf(subscription)),
    answerWith(subscription, answer) {
      answers.set(idOf(subscription), { ...answer });
    },
    setOnline(subscription, online) {
      const id = idOf(subscription);
      const queue = queued.get(id);
      if (!online) {
        if (!queue) queued.set(id, []);
        return;
      }
      queued.delete(id);
      const now = Date.now();
      for (const message of queue ?? []) if (message.receivedAt + message.ttl * 1000 >= now) deliver(message);
    },
    queuedFor: (subscription) => [...(queued.get(idOf(subscription)) ?? [])],
    waitForMessages(count, { timeoutMs = 10_000, filter = () => true } = {}) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const matching = messages.filter(filter);
          if (matching.length < count) return false;
          waiters.delete(wake);
          clearTimeout(timer);
          resolve(matching);
          return true;
        };
        const wake = () => void check();
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(
            new Error(`${messages.filter(filter).length} of ${count} push messages within ${timeoutMs} ms`),
          );
        }, timeoutMs);
        waiters.add(wake);
        check();
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  registries.set(service, subscriptions);
  return service;
}

/**
 * What `pushManager.subscribe()` does: a new P-256 key pair and 16-byte authentication secret, and an
 * endpoint on the service. With `applicationServerKey`, pushes signed with another VAPID key are refused.
 */
export function createBrowserSubscription(
  service: LocalPushService,
  options: { applicationServerKey?: string } = {},
): BrowserSubscription {
  const subscriptions = registries.get(service);
  if (!subscriptions) throw new Error('not a service from startLocalPushService');
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const auth = randomBytes(16);
  const id = randomBytes(12).toString('base64url');
  subscriptions.set(id, {
    ecdh,
    publicKey,
    auth,
    applicationServerKey: options.applicationServerKey ?? null,
  });
  const endpoint = `${service.origin}/push/${id}`;
  return {
    id,
    endpoint,
    toJSON: () => ({
      endpoint,
      keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') },
    }),
  };
}
