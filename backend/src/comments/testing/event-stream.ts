// A minimal EventSource over fetch for the live-event specs (comments-live, discussions-live): the raw
// protocol as a browser receives it — ids, event names, data — one event at a time.
export interface LiveEvent {
  event: string;
  data: unknown;
}

/** A minimal EventSource over fetch that exposes the raw protocol, so the tests see exactly what a browser would. */
export class EventStream {
  readonly status: number;
  readonly headers: Headers;
  /** What an EventSource would send as Last-Event-ID on reconnecting: the last `id:` received. */
  lastEventId: string | undefined;
  private readonly events: LiveEvent[] = [];
  private waiter: (() => void) | null = null;
  private finished = false;
  readonly ended: Promise<void>;

  private constructor(
    response: Response,
    private readonly abort: AbortController,
    connected: () => void,
  ) {
    this.status = response.status;
    this.headers = response.headers;
    this.ended = this.read(response, connected);
  }

  /** Resolves once the server has confirmed the subscription (its first comment line). */
  static async open(url: string, headers: Record<string, string> = {}): Promise<EventStream> {
    const abort = new AbortController();
    const response = await fetch(url, {
      signal: abort.signal,
      headers: { accept: 'text/event-stream', ...headers },
    });
    let stream: EventStream | undefined;
    await new Promise<void>((resolve, reject) => {
      stream = new EventStream(response, abort, resolve);
      stream.ended.then(() => reject(new Error('stream ended before it was connected')), reject);
    });
    return stream as EventStream;
  }

  /** The next event, waiting up to `timeoutMs`. */
  async next(timeoutMs = 5000): Promise<LiveEvent> {
    const deadline = Date.now() + timeoutMs;
    while (this.events.length === 0) {
      if (this.finished) throw new Error('stream ended');
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new Error('no event within the time limit');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, remaining);
        this.waiter = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
    return this.events.shift() as LiveEvent;
  }

  pending(): number {
    return this.events.length;
  }

  close(): void {
    this.abort.abort();
  }

  private async read(response: Response, connected: () => void): Promise<void> {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          this.parse(buffer.slice(0, end), connected);
          buffer = buffer.slice(end + 2);
        }
      }
    } catch (error) {
      if ((error as Error).name !== 'AbortError') throw error;
    } finally {
      this.finished = true;
      this.waiter?.();
    }
  }

  private parse(block: string, connected: () => void): void {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line === ': connected') connected();
      else if (line.startsWith('id: ')) this.lastEventId = line.slice(4);
      else if (line.startsWith('event: ')) event = line.slice(7);
      else if (line.startsWith('data: ')) data.push(line.slice(6));
    }
    if (data.length > 0) {
      this.events.push({ event, data: JSON.parse(data.join('\n')) });
      this.waiter?.();
    }
  }
}
