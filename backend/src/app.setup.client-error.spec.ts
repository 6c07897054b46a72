// Requests Node's HTTP parser rejects or a client sends too slowly, sent byte for byte over a raw
// socket, are answered in the JSON error shape.
import net from 'node:net';
import { createTestApp, uniqueCharacterId, type TestApp } from './testing';

interface RawAnswer {
  raw: string;
  statusLine: string;
  headers: Map<string, string>;
  body: string;
}

function parseAnswer(text: string): RawAnswer {
  const [head = '', body = ''] = text.split('\r\n\r\n');
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const headers = new Map(
    headerLines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()] as const;
    }),
  );
  return { raw: text, statusLine, headers, body };
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
    socket.on('close', () => resolve(parseAnswer(Buffer.concat(chunks).toString('utf8'))));
  });
}

/**
 * Writes `head`, then one byte of `trickle` every `everyMs`, as a slow-loris client does, until the
 * server closes the connection (or `giveUpMs` passes); `closedAfterMs` is when it closed.
 */
function dribble(
  url: string,
  head: string,
  trickle: string,
  everyMs: number,
  giveUpMs = 10_000,
): Promise<RawAnswer & { closedAfterMs: number }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect({ host: hostname, port: Number(port) });
    const chunks: Buffer[] = [];
    let sent = 0;
    const timer = setInterval(() => {
      if (socket.writable) socket.write(trickle[sent++ % trickle.length] ?? '');
    }, everyMs);
    socket.setTimeout(giveUpMs, () => socket.destroy(new Error(`still open after ${giveUpMs} ms`)));
    socket.on('connect', () => socket.write(head));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error) => {
      clearInterval(timer);
      reject(error);
    });
    socket.on('close', () => {
      clearInterval(timer);
      resolve({
        ...parseAnswer(Buffer.concat(chunks).toString('utf8')),
        closedAfterMs: Date.now() - started,
      });
    });
  });
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

describe('clients too slow to send their request', () => {
  /** Short, so the tests take seconds; the default is REQUEST_TIMEOUT_MS's 30 s. */
  const TIMEOUT_MS = 1000;
  let server: TestApp;

  beforeAll(async () => {
    server = await createTestApp({ REQUEST_TIMEOUT_MS: String(TIMEOUT_MS) });
  });

  afterAll(() => server.close());

  const TIMED_OUT = { error: { code: 'request/invalid', message: 'Request was not received in time' } };

  function expectCutOff(answer: RawAnswer & { closedAfterMs: number }): void {
    expect(answer.statusLine).toBe('HTTP/1.1 408 Request Timeout');
    expect(answer.headers.get('connection')).toBe('close');
    expect(JSON.parse(answer.body)).toEqual(TIMED_OUT);
    expect(answer.closedAfterMs).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    // Node checks for late requests every tenth of the timeout; the rest is the test's own slack.
    expect(answer.closedAfterMs).toBeLessThan(TIMEOUT_MS * 2);
  }

  it('answers a body dribbled a byte at a time with a JSON 408 and closes the connection', async () => {
    expectCutOff(
      await dribble(
        server.url,
        'POST /api/telemetry/remote-load-failure HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n',
        '{"remote":"mf_chat"}',
        100,
      ),
    );
  });

  it('answers headers dribbled a line at a time with a JSON 408 and closes the connection', async () => {
    expectCutOff(await dribble(server.url, 'GET /healthz HTTP/1.1\r\nHost: x\r\n', 'X: y\r\n', 100));
  });

  it('does not cut an event stream that lasts longer than the timeout', async () => {
    const leave = new AbortController();
    const response = await fetch(`${server.url}/api/characterComment/events/${uniqueCharacterId()}`, {
      signal: leave.signal,
    });
    expect(response.status).toBe(200);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    await reader.read();
    const ended = reader.read().then(({ done }) => done);
    const outcome = await Promise.race([ended, delay(TIMEOUT_MS * 2.5).then(() => 'still open')]);
    expect(outcome).toBe('still open');
    leave.abort();
    await ended.catch(() => undefined);
  });

  it('keeps an idle keep-alive connection past the timeout for its next request', async () => {
    const { hostname, port } = new URL(server.url);
    const socket = net.connect({ host: hostname, port: Number(port) });
    const received: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    const answers = () => Buffer.concat(received).toString('utf8').split('HTTP/1.1 200 OK').length - 1;
    try {
      socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
      for (let waited = 0; answers() < 1 && waited < 2000; waited += 20) await delay(20);
      await delay(TIMEOUT_MS * 2);
      expect(socket.destroyed).toBe(false);
      socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
      for (let waited = 0; answers() < 2 && waited < 2000; waited += 20) await delay(20);
      expect(answers()).toBe(2);
      expect(Buffer.concat(received).toString('utf8')).not.toContain('HTTP/1.1 408');
    } finally {
      socket.destroy();
    }
  });
});
