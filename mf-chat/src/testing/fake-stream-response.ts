// A fetch Response whose body the test writes to piece by piece, like a server streaming SSE.
import { ReadableStream } from 'node:stream/web';

export interface FakeStreamResponse {
  response: Response;
  /** Sends raw text (SSE framing included) to the reader. */
  push(text: string): void;
  /** Sends `data: {"delta": …}` for each piece. */
  delta(...pieces: string[]): void;
  done(): void;
  close(): void;
}

export function fakeStreamResponse(status = 200): FakeStreamResponse {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c as unknown as ReadableStreamDefaultController<Uint8Array>;
    },
  });
  const push = (text: string) => controller.enqueue(encoder.encode(text));
  return {
    response: { ok: status >= 200 && status < 300, status, body } as unknown as Response,
    push,
    delta: (...pieces) => pieces.forEach((piece) => push(`data: ${JSON.stringify({ delta: piece })}\n\n`)),
    done: () => {
      push('event: done\ndata: {}\n\n');
      controller.close();
    },
    close: () => controller.close(),
  };
}
