// The chat endpoints through the real app against a local OpenAI-compatible server.
import type { TestApp } from '../testing';
import { satoru } from './personas/satoru.persona';
import { createChatTestApp } from './testing/chat-test-app';
import { startFakeOpenAiServer, type FakeOpenAiServer } from './testing/fake-openai-server';
import { parseSse } from './testing/sse-client';

const SECRET_KEY = 'sk-test-never-leaves-the-server-1234567890';
const TIMEOUT_MS = 400;

describe('chat with an OpenAI-compatible model', () => {
  let upstream: FakeOpenAiServer;
  let app: TestApp;
  /** Every body and header value the client received, checked for the key at the end. */
  const seen: string[] = [];

  async function post(path: string, body: unknown, signal?: AbortSignal): Promise<Response> {
    const response = await fetch(`${app.url}/api/chat/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal,
    });
    seen.push(...response.headers.values());
    return response;
  }

  async function text(response: Response): Promise<string> {
    const body = await response.text();
    seen.push(body);
    return body;
  }

  beforeAll(async () => {
    upstream = await startFakeOpenAiServer();
    app = await createChatTestApp(
      { OPENAI_BASE_URL: upstream.baseUrl, OPENAI_API_KEY: SECRET_KEY, CHAT_MODEL: 'fake-model' },
      { upstreamTimeoutMs: TIMEOUT_MS, rateLimit: { limit: 10_000, windowMs: 60_000 } },
    );
  });
  afterAll(async () => {
    await app.close();
    await upstream.close();
  });
  beforeEach(() => {
    upstream.requests.length = 0;
  });

  it('reports model mode in the persona summary', async () => {
    const response = await fetch(`${app.url}/api/chat/persona`);
    expect(((await response.json()) as { mode: string }).mode).toBe('model');
  });

  it('streams the model reply chunk by chunk through /api/chat/stream', async () => {
    upstream.behave({ kind: 'stream', chunks: ['やあ', '、僕は', 'サトル'] });
    const history = [
      { role: 'assistant', content: satoru.greeting },
      { role: 'user', content: 'こんにちは' },
      { role: 'assistant', content: 'やあ！' },
    ];
    const response = await post('stream', { message: '君は誰？', history });
    expect(response.status).toBe(200);
    const events = parseSse(await text(response));
    expect(events).toEqual([
      { event: 'message', data: { delta: 'やあ' } },
      { event: 'message', data: { delta: '、僕は' } },
      { event: 'message', data: { delta: 'サトル' } },
      { event: 'done', data: {} },
    ]);

    const [request] = upstream.requests;
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(request?.body.model).toBe('fake-model');
    expect(request?.body.stream).toBe(true);
    expect(request?.body.messages).toEqual([
      { role: 'system', content: satoru.systemPrompt },
      ...history,
      { role: 'user', content: '君は誰？' },
    ]);
  });

  it('answers /api/chat/chat with the whole streamed reply as text/plain', async () => {
    upstream.behave({ kind: 'stream', chunks: ['最強', 'だから', 'ね'], delayMs: 5 });
    const response = await post('chat', { message: 'やあ' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await text(response)).toBe('最強だからね');
  });

  it('sends the derived system prompt for a character persona', async () => {
    upstream.behave({ kind: 'stream', chunks: ['はい'] });
    await text(await post('stream', { message: 'やあ', personaId: 'character:竈門炭治郎@鬼滅の刃' }));
    const system = upstream.requests[0]?.body.messages?.[0];
    expect(system?.role).toBe('system');
    expect(system?.content).toContain('アニメ『鬼滅の刃』に登場するキャラクター「竈門炭治郎」');
  });

  it('caps the history it forwards', async () => {
    upstream.behave({ kind: 'stream', chunks: ['ok'] });
    // 30 turns of 1100 characters: within the 64 kB body limit, beyond every history cap.
    const history = Array.from({ length: 30 }, (_, i) => ({
      role: i % 2 ? 'assistant' : 'user',
      content: `${i}:${'a'.repeat(1100)}`,
    }));
    expect((await post('chat', { message: 'まとめて', history })).status).toBe(200);
    const messages = upstream.requests[0]?.body.messages ?? [];
    const forwarded = messages.slice(1, -1);
    expect(forwarded.length).toBeGreaterThan(0);
    expect(forwarded.length).toBeLessThanOrEqual(20);
    expect(forwarded.every((m) => [...m.content].length <= 1000)).toBe(true);
    expect(forwarded.reduce((sum, m) => sum + [...m.content].length, 0)).toBeLessThanOrEqual(8000);
    expect(forwarded.at(-1)?.content.startsWith('29:')).toBe(true);
  });

  describe.each([401, 429, 500])('when the model answers %i', (status) => {
    beforeEach(() => upstream.behave({ kind: 'status', status, headers: { 'Retry-After': '0' } }));

    it('/api/chat/chat answers 502 chat/upstream_failed', async () => {
      const response = await post('chat', { message: 'やあ' });
      expect(response.status).toBe(502);
      expect(JSON.parse(await text(response))).toEqual({
        error: { code: 'chat/upstream_failed', message: expect.any(String) },
      });
      // No retry storm: the fan gets the failure line at once and may ask again.
      expect(upstream.requests).toHaveLength(1);
    });

    it('/api/chat/stream ends with an error event and no done event', async () => {
      const response = await post('stream', { message: 'やあ' });
      expect(response.status).toBe(200);
      const events = parseSse(await text(response));
      expect(events).toEqual([
        { event: 'error', data: { error: { code: 'chat/upstream_failed', message: expect.any(String) } } },
      ]);
    });
  });

  it('fails with chat/upstream_timeout when the model stalls mid-stream', async () => {
    upstream.behave({ kind: 'stall', chunks: ['途中まで'] });
    const started = Date.now();
    const events = parseSse(await text(await post('stream', { message: 'やあ' })));
    expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 3000);
    expect(events).toEqual([
      { event: 'message', data: { delta: '途中まで' } },
      { event: 'error', data: { error: { code: 'chat/upstream_timeout', message: expect.any(String) } } },
    ]);
  });

  it('answers 504 on /api/chat/chat when the model stalls, and closes the upstream request', async () => {
    upstream.behave({ kind: 'stall', chunks: [] });
    const aborted = upstream.nextClientAbort();
    const response = await post('chat', { message: 'やあ' });
    expect(response.status).toBe(504);
    expect(JSON.parse(await text(response))).toEqual({
      error: { code: 'chat/upstream_timeout', message: expect.any(String) },
    });
    await aborted;
  });

  it('aborts the upstream request when the browser disconnects from the stream', async () => {
    upstream.behave({ kind: 'stream', chunks: Array.from({ length: 50 }, (_, i) => `${i} `), delayMs: 100 });
    const aborted = upstream.nextClientAbort();
    const browser = new AbortController();
    const response = await post('stream', { message: 'やあ' }, browser.signal);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toContain('"delta"');
    browser.abort();
    const started = Date.now();
    await aborted;
    expect(Date.now() - started).toBeLessThan(2000);
    expect(upstream.requests).toHaveLength(1);
  });

  it('aborts the upstream request when the browser gives up on /api/chat/chat', async () => {
    upstream.behave({ kind: 'stream', chunks: Array.from({ length: 50 }, (_, i) => `${i} `), delayMs: 100 });
    const aborted = upstream.nextClientAbort();
    const browser = new AbortController();
    const pending = post('chat', { message: 'やあ' }, browser.signal).catch((error: Error) => error.name);
    setTimeout(() => browser.abort(), 250);
    expect(await pending).toBe('AbortError');
    await aborted;
  });

  it('never lets the API key reach a client', () => {
    expect(seen.length).toBeGreaterThan(10);
    for (const value of seen) expect(value).not.toContain(SECRET_KEY);
  });
});

describe('chat with an unreachable model', () => {
  it('answers 502 chat/upstream_failed', async () => {
    const closed = await startFakeOpenAiServer();
    const baseUrl = closed.baseUrl;
    await closed.close();
    const app = await createChatTestApp({ OPENAI_BASE_URL: baseUrl, OPENAI_API_KEY: SECRET_KEY });
    try {
      const response = await fetch(`${app.url}/api/chat/chat`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ message: 'やあ' }),
      });
      expect(response.status).toBe(502);
      const body = await response.text();
      expect(JSON.parse(body)).toEqual({
        error: { code: 'chat/upstream_failed', message: expect.any(String) },
      });
      expect(body).not.toContain(SECRET_KEY);
    } finally {
      await app.close();
    }
  });
});
