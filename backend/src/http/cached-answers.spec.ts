import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { CachedAnswers } from './cached-answers';

const LONG_BODY = JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => `コメント ${i}`) });

function serve(answers: CachedAnswers, etag: string | null): FastifyInstance {
  const app = Fastify();
  app.get('/', (request, reply) => answers.send(request, reply, LONG_BODY, etag));
  return app;
}

describe('CachedAnswers', () => {
  it('answers br to a client that takes it, gzip to one that takes only gzip, and the bytes as they are otherwise', async () => {
    const app = serve(new CachedAnswers(), 'W/"1"');
    const br = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(LONG_BODY);
    const gzip = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(LONG_BODY);
    const plain = await app.inject({ url: '/' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(LONG_BODY);
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('answers 304 to a client holding the current ETag, and the body when it asks for no-cache', async () => {
    const app = serve(new CachedAnswers(), 'W/"2"');
    const fresh = await app.inject({ url: '/', headers: { 'if-none-match': 'W/"2"' } });
    expect(fresh.statusCode).toBe(304);
    expect(fresh.body).toBe('');
    const reloaded = await app.inject({
      url: '/',
      headers: { 'if-none-match': 'W/"2"', 'cache-control': 'no-cache' },
    });
    expect(reloaded.statusCode).toBe(200);
    expect(reloaded.headers.etag).toBe('W/"2"');
  });

  it('compresses a body built for one request without an ETag', async () => {
    const response = await serve(new CachedAnswers(), null).inject({
      url: '/',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers.etag).toBeUndefined();
    expect(gunzipSync(response.rawPayload).toString('utf8')).toBe(LONG_BODY);
  });

  it('keeps answering every ETag correctly past its entry bound', async () => {
    const answers = new CachedAnswers();
    const app = Fastify();
    app.get('/:n', (request, reply) => {
      const n = (request.params as { n: string }).n;
      return answers.send(request, reply, `${LONG_BODY}${' '.repeat(Number(n) % 7)}`, `"${n}"`);
    });
    for (let n = 0; n < 1100; n += 1) {
      const response = await app.inject({ url: `/${n}`, headers: { 'accept-encoding': 'gzip' } });
      expect(gunzipSync(response.rawPayload).toString('utf8')).toBe(`${LONG_BODY}${' '.repeat(n % 7)}`);
    }
  });
});
