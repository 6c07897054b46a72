// Replaces @fastify/compress on the comment list, the thread pages and /graphql: bytes compressed once per ETag, other answers in one synchronous call (npm run bench, replacements.cached_answers: a repeated 13 KB JSON answer in br at 11–16× the requests per second, 16–22 vs 444–664 µs of server CPU each, 2026-11). Recheck when @fastify/compress can compress without streams or key results by ETag.
// Sends a JSON body prepared ahead of the request (a cached comment list or catalogue answer) with its
// ETag: a 304 when the client's copy is current, else the bytes, compressed once per ETag and encoding.
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { boundedCache } from '../common';

/** Below this a compressed body saves less than compressing costs (also @fastify/compress's threshold). */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** Brotli quality for a body compressed for one request (here and by @fastify/compress, app.setup.ts). */
export const PER_REQUEST_BROTLI_QUALITY = 4;

/**
 * Fastify route config for routes that answer through CachedAnswers.send only: it compresses every body
 * itself, so the compression plugin's per-request hooks are skipped (`decompress` stays on for
 * routes that take a body).
 */
export const COMPRESSES_ITSELF = { compress: false } as const;

/**
 * Bodies kept per ETag: the bytes to send and each compressed encoding. An ETag names one body, so
 * an entry never goes stale, only unused; the least recently used go first once either bound is reached.
 */
const MAX_ENTRIES = 1000;
const MAX_BYTES = 64 * 1024 * 1024;
/** A body above this is encoded for its request only, so one huge answer cannot empty the cache. */
const MAX_KEPT_BODY_BYTES = MAX_BYTES / 16;
/** Distinct Accept-Encoding values are few (one or two per browser); the parsed choice is kept per value. */
const MAX_ACCEPT_ENCODINGS = 64;

type Encoding = 'br' | 'gzip';

interface Representations {
  /** The body as bytes: a string body is encoded once, not on every send. */
  readonly identity: Buffer;
  readonly br?: Buffer;
  readonly gzip?: Buffer;
}

const representationBytes = (entry: Representations): number =>
  entry.identity.length + (entry.br?.length ?? 0) + (entry.gzip?.length ?? 0);

/**
 * Cache-Control of an answer built for the signed-in caller (their `mine` flags): no shared cache may
 * keep it, and the browser checks its own copy (ETag) on every use. Such answers also carry
 * `Vary: Authorization`, so no cache hands a guest's copy to a signed-in viewer or the reverse.
 */
export const SIGNED_IN_ANSWER = 'private, no-cache';

/** Adds Accept-Encoding to whatever the route already varies on (Authorization on an answer per caller). */
function varyOnEncoding(reply: FastifyReply): FastifyReply {
  const vary = reply.getHeader('Vary');
  return reply.header('Vary', vary === undefined ? 'Accept-Encoding' : `${String(vary)}, Accept-Encoding`);
}

/** Whether the client's cached copy (If-None-Match) is the current one; `no-cache` asks for the body. */
export function isFresh(request: FastifyRequest, etag: string): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (!ifNoneMatch) return false;
  if (/(?:^|,)\s*no-cache\s*(?:,|$)/.test(request.headers['cache-control'] ?? '')) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = bare(etag);
  return ifNoneMatch === '*' || ifNoneMatch.split(',').some((tag) => bare(tag) === wanted);
}

/** The answer kept for no encoding, since a cache holds no null. */
const IDENTITY = 'identity';

/**
 * Sends JSON bodies prepared ahead of the request, each application instance with its own kept bytes
 * (both caches end with the application).
 */
@Injectable()
export class CachedAnswers {
  private readonly representations = boundedCache<string, Representations>({
    maxEntries: MAX_ENTRIES,
    bytes: { max: MAX_BYTES, sizeOf: representationBytes },
  });

  private readonly encodingChoices = boundedCache<string, Encoding | typeof IDENTITY>({
    maxEntries: MAX_ACCEPT_ENCODINGS,
  });

  /** `br` when the client takes it, else `gzip`, else none; `q=0` refuses an encoding. */
  preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
    if (!acceptEncoding) return null;
    let choice = this.encodingChoices.get(acceptEncoding);
    if (choice === undefined) {
      choice = parseAcceptEncoding(acceptEncoding) ?? IDENTITY;
      this.encodingChoices.set(acceptEncoding, choice);
    }
    return choice === IDENTITY ? null : choice;
  }

  /**
   * `etag` null means the body was built for this request only: it is compressed for this request when
   * it is worth it, and not kept. With an ETag the body is sent as bytes kept for that ETag, so a
   * repeated answer is neither encoded nor compressed again. Routes answering through here alone may
   * skip the compression plugin (COMPRESSES_ITSELF).
   */
  send(
    request: FastifyRequest,
    reply: FastifyReply,
    body: Buffer | string,
    etag: string | null,
  ): FastifyReply {
    if (!reply.hasHeader('Content-Type')) reply.type('application/json; charset=utf-8');
    if (etag === null) return this.sendOnce(request, reply, body);
    reply.header('ETag', etag);
    if (isFresh(request, etag)) return reply.code(304).send();
    const entry = this.representationsOf(etag, body);
    if (entry.identity.length < COMPRESSION_THRESHOLD_BYTES) return reply.send(entry.identity);
    varyOnEncoding(reply);
    const encoding = this.preferredEncoding(request.headers['accept-encoding']);
    if (encoding === null) return reply.send(entry.identity);
    return reply.header('Content-Encoding', encoding).send(this.compressed(etag, entry, encoding));
  }

  private representationsOf(etag: string, body: Buffer | string): Representations {
    const kept = this.representations.get(etag);
    if (kept) return kept;
    const entry: Representations = { identity: typeof body === 'string' ? Buffer.from(body, 'utf8') : body };
    if (entry.identity.length <= MAX_KEPT_BODY_BYTES) this.representations.set(etag, entry);
    return entry;
  }

  private compressed(etag: string, entry: Representations, encoding: Encoding): Buffer {
    const kept = entry[encoding];
    if (kept) return kept;
    // Fast settings: a list's ETag changes with every write, so each new body is compressed on its first read.
    const bytes =
      encoding === 'br'
        ? brotliCompressSync(entry.identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipSync(entry.identity, { level: 6 });
    // A new entry, so the cache counts the added bytes.
    if (entry.identity.length <= MAX_KEPT_BODY_BYTES)
      this.representations.set(etag, { ...entry, [encoding]: bytes });
    return bytes;
  }

  /** A body for this request only, compressed as @fastify/compress does (gzip at zlib's default level 6). */
  private sendOnce(request: FastifyRequest, reply: FastifyReply, body: Buffer | string): FastifyReply {
    const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
    const encoding =
      bytes.length < COMPRESSION_THRESHOLD_BYTES
        ? null
        : this.preferredEncoding(request.headers['accept-encoding']);
    if (encoding === null) return reply.send(bytes);
    const zipped =
      encoding === 'br'
        ? brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: PER_REQUEST_BROTLI_QUALITY } })
        : gzipSync(bytes, { level: 6 });
    return varyOnEncoding(reply).header('Content-Encoding', encoding).send(zipped);
  }
}

/** `br` when the client takes it, else `gzip`, else none; `q=0` refuses an encoding. */
function parseAcceptEncoding(acceptEncoding: string): Encoding | null {
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
    if (!refused) accepted.add(name.trim());
  }
  return accepted.has('br') ? 'br' : accepted.has('gzip') || accepted.has('*') ? 'gzip' : null;
}
