// Requests Node's HTTP parser rejects, sent byte for byte over a raw socket, are answered in the JSON error shape.
import net from 'node:net';
import { createTestApp, type TestApp } from './testing';

interface RawAnswer {
  raw: string;
  statusLine: string;
  headers: Map<string, string>;
  body: string;
}

/** Writes `bytes`, then reads until the server closes the connection. */
function exchange(url: string, bytes: string | Buffer): Promise<RawAnswer> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: hostname, port: Number(port) });
    const chunks: Buffer[] = [];
    socket.setTimeout(5000, () => socket.destroy(new Error('no answer within 5 s')));
    socket.on('connect', () => socket.write(bytes));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const headers = new Map(
        headerLines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()] as const;
        }),
      );
      resolve({ raw: text, statusLine, headers, body });
    });
  });
}

const MALFORMED_BODY = { error: { code: 'request/invalid', message: 'Malformed HTTP request' } };

describe('requests the HTTP parser rejects', () => {
  let server: TestApp;

  beforeAll(async () => {
    server = await createTestApp();
  });

  afterAll(() => server.close());

  it.each([
    ['a garbage request line', 'HELLO THERE\r\n\r\n'],
    ['a space inside the request target', 'GET /a b HTTP/1.1\r\nHost: x\r\n\r\n'],
    ['a non-numeric Content-Length', 'POST /api/config HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n'],
    [
      'two different Content-Lengths',
      'POST /api/config HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab',
    ],
    [
      'a broken chunked body',
      'POST /api/characterComment/process HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nhello\r\n0\r\n\r\n',
    ],
    ['a header name with a space', 'GET /healthz HTTP/1.1\r\nHost: x\r\nBad Header: 1\r\n\r\n'],
  ])('answers %s with a JSON 400 and closes the connection', async (_name, bytes) => {
    const answer = await exchange(server.url, bytes);
    expect(answer.statusLine).toBe('HTTP/1.1 400 Bad Request');
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(answer.headers.get('connection')).toBe('close');
    expect(Number(answer.headers.get('content-length'))).toBe(Buffer.byteLength(answer.body));
    expect(JSON.parse(answer.body)).toEqual(MALFORMED_BODY);
  });

  it('answers headers over 16 KB with a JSON 431', async () => {
    const answer = await exchange(
      server.url,
      `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer.statusLine).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(answer.headers.get('connection')).toBe('close');
    expect(JSON.parse(answer.body)).toEqual({
      error: { code: 'request/headers_too_large', message: 'Request headers are too large' },
    });
  });

  it('answers an HTTP/1.1 request without a Host header with a JSON 400', async () => {
    const answer = await exchange(server.url, 'GET /healthz HTTP/1.1\r\nConnection: close\r\n\r\n');
    expect(answer.statusLine).toBe('HTTP/1.1 400 Bad Request');
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(JSON.parse(answer.body)).toEqual({
      error: { code: 'request/invalid', message: 'Missing Host header' },
    });
  });

  it('answers a good request first, then the malformed one that follows on the same connection', async () => {
    const answer = await exchange(server.url, 'GET /healthz HTTP/1.1\r\nHost: x\r\n\r\nNONSENSE\r\n\r\n');
    expect(answer.statusLine).toBe('HTTP/1.1 200 OK');
    // The 400 follows the complete 200, so a client reading the stream sees two intact answers.
    const refusal = answer.raw.indexOf('HTTP/1.1 400 Bad Request');
    expect(refusal).toBeGreaterThan(answer.raw.indexOf('"status"'));
    expect(answer.raw.endsWith(JSON.stringify(MALFORMED_BODY))).toBe(true);
  });

  it('keeps serving well-formed requests after refusing malformed ones', async () => {
    await exchange(server.url, 'HELLO\r\n\r\n');
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
  });
});
