// Event streams read over fetch in backend tests, as the web app's ApiClient.stream reads them.
export interface Frame {
  id?: string;
  event?: string;
  data?: unknown;
}

/**
 * A signed-in event stream (マイリスト's changes, お知らせ) as a fetch-based reader (ApiClient.stream) sees
 * it, with the Authorization header an EventSource cannot send: each frame (id, event, data) in order.
 */
export class FetchedEventStream {
  private readonly frames: Frame[] = [];
  private wake: (() => void) | null = null;
  private readonly abort = new AbortController();
  status = 0;
  /** The id of the last frame received, as a reconnecting client sends it back. */
  lastEventId: string | undefined;

  async open(url: string, headers: Record<string, string>): Promise<this> {
    const response = await fetch(url, {
      headers: { accept: 'text/event-stream', ...headers },
      signal: this.abort.signal,
    });
    this.status = response.status;
    if (response.ok) void this.read(response);
    else await response.text();
    return this;
  }

  /** The next frame carrying `event` (skipping others), within `timeoutMs`. */
  async next(event: string, timeoutMs = 5000): Promise<Frame> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.frames.findIndex((frame) => frame.event === event);
      if (index !== -1) return this.frames.splice(0, index + 1).at(-1) as Frame;
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new Error(`no ${event} event within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, remaining);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  /** Frames with an event received and not yet taken by next(). */
  events(): Frame[] {
    return this.frames.filter((frame) => frame.event !== undefined);
  }

  close(): void {
    this.abort.abort();
  }

  private async read(response: Response): Promise<void> {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          this.parse(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
        }
      }
    } catch (error) {
      if ((error as Error).name !== 'AbortError') throw error;
    }
  }

  private parse(block: string): void {
    const frame: Frame = {};
    for (const line of block.split('\n')) {
      if (line.startsWith('id: ')) frame.id = line.slice(4);
      else if (line.startsWith('event: ')) frame.event = line.slice(7);
      else if (line.startsWith('data: ')) frame.data = JSON.parse(line.slice(6));
    }
    if (frame.id === undefined && frame.data === undefined) return;
    if (frame.id !== undefined) this.lastEventId = frame.id;
    this.frames.push(frame);
    this.wake?.();
  }
}
