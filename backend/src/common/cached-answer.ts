// Sends a JSON body prepared ahead of the request (a cached comment list or catalogue answer) with its
// ETag: a 304 when the client's copy is current, else the bytes, compressed once per ETag and encoding.
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Below this a compressed body saves less than compressing costs (also @fastify/compress's threshold). */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** Compressed bodies kept; an ETag names one body, so an entry never goes stale, only unused. */
const MAX_ENTRIES = 1000;

type Encoding = 'br' | 'gzip';

const compressed = new Map<string, Buffer>();

/** `br` when the client takes it, else `gzip`, else none; `q=0` refuses an encoding. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
    if (!refused) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
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

function compressedBody(etag: string, encoding: Encoding, body: Buffer | string): Buffer {
  const key = `${encoding}:${etag}`;
  let bytes = compressed.get(key);
  if (!bytes) {
    // Fast settings: a list's ETag changes with every write, so each new body is compressed on its first read.
    bytes =
      encoding === 'br'
        ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipSync(body, { level: 6 });
    if (compressed.size >= MAX_ENTRIES) {
      const oldest = compressed.keys().next().value;
      if (oldest !== undefined) compressed.delete(oldest);
    }
    compressed.set(key, bytes);
  }
  return bytes;
}

/**
 * `etag` null means the body was built for this request only: it is sent as is, and the compression
 * plugin decides whether it is worth compressing.
 */
export function sendCachedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  body: Buffer | string,
  etag: string | null,
): FastifyReply {
  if (!reply.hasHeader('Content-Type')) reply.type('application/json; charset=utf-8');
  if (etag === null) return reply.send(body);
  reply.header('ETag', etag);
  if (isFresh(request, etag)) return reply.code(304).send();
  if (Buffer.byteLength(body) < COMPRESSION_THRESHOLD_BYTES) return reply.send(body);
  reply.header('Vary', 'Accept-Encoding');
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (encoding === null) return reply.send(body);
  return reply.header('Content-Encoding', encoding).send(compressedBody(etag, encoding, body));
}
