// A local HTTP server speaking the OpenAI Chat Completions protocol, for the chat provider's tests.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeBehaviour =
  /** 200 and an SSE stream of `chat.completion.chunk`s, one per entry, then `data: [DONE]`. */
  | { kind: 'stream'; chunks: string[]; delayMs?: number }
  /** An error answer as OpenAI sends it. */
  | { kind: 'status'; status: number; headers?: Record<string, string> }
  /** 200 and the given chunks, then silence: the response never ends. */
  | { kind: 'stall'; chunks: string[] };

export interface ReceivedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: {
    model?: string;
    stream?: boolean;
    messages?: Array<{ role: string; content: string }>;
  };
}

export interface FakeOpenAiServer {
  /** Base URL for OPENAI_BASE_URL, ending in `/v1`. */
  baseUrl: string;
  requests: ReceivedRequest[];
  behave(behaviour: FakeBehaviour): void;
  /** Resolves when a response is closed by the client before the server finished it. */
  nextClientAbort(): Promise<void>;
  close(): Promise<void>;
}

function chunk(id: number, delta: Record<string, string>, finishReason: string | null = null): string {
  const payload = {
    id: `chatcmpl-${id}`,
    object: 'chat.completion.chunk',
    created: 0,
    model: 'fake-model',
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  };
  return `data: ${JSON.stringify(payload)}\n\n`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    request.on('data', (part: Buffer) => parts.push(part));
    request.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
    request.on('error', reject);
  });
}

export async function startFakeOpenAiServer(): Promise<FakeOpenAiServer> {
  let behaviour: FakeBehaviour = { kind: 'stream', chunks: ['こんにちは'] };
  const requests: ReceivedRequest[] = [];
  let abortWaiters: Array<() => void> = [];

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const raw = await readBody(request);
    requests.push({
      method: request.method ?? '',
      path: request.url ?? '',
      authorization: request.headers.authorization,
      body: raw ? (JSON.parse(raw) as ReceivedRequest['body']) : {},
    });
    response.on('close', () => {
      if (response.writableFinished) return;
      const waiters = abortWaiters;
      abortWaiters = [];
      for (const resolve of waiters) resolve();
    });
    const current = behaviour;
    if (current.kind === 'status') {
      response.writeHead(current.status, { 'Content-Type': 'application/json', ...current.headers });
      response.end(
        JSON.stringify({ error: { message: `fake failure ${current.status}`, type: 'fake', code: null } }),
      );
      return;
    }
    response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
    response.write(chunk(0, { role: 'assistant', content: '' }));
    for (const [index, content] of current.chunks.entries()) {
      if (current.kind === 'stream' && current.delayMs) await sleep(current.delayMs);
      if (response.destroyed) return;
      response.write(chunk(index + 1, { content }));
    }
    if (current.kind === 'stall') return;
    response.write(chunk(current.chunks.length + 1, {}, 'stop'));
    response.end('data: [DONE]\n\n');
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    behave(next) {
      behaviour = next;
    },
    nextClientAbort: () => new Promise<void>((resolve) => abortWaiters.push(resolve)),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
