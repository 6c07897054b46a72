// A scripted server for お知らせ's tests: endpoint name → answer, every call recorded, and the notification
// stream a test writes events into.
import { ReadableStream, type ReadableStreamDefaultController } from 'node:stream/web';
import { TextEncoder } from 'node:util';
import { BehaviorSubject } from 'rxjs';
import {
  ApiError,
  type ApiClient,
  type AuthState,
  type NotificationSubject,
  type NotificationView,
  type PlatformAuth,
} from '@anifan/contract';

type Handler = (options: Record<string, unknown> | undefined) => unknown;

export interface FakeNotificationsApi extends Pick<ApiClient, 'call' | 'stream'> {
  /** Every whole-answer call: `[name, options]`. */
  calls: [string, Record<string, unknown> | undefined][];
  /** Sets (or replaces) what an endpoint answers; a thrown error is thrown to the caller. */
  on(name: string, handler: Handler): void;
  /** Writes an event into the open stream. */
  emit(event: string, data: unknown): void;
  /** Ends the open stream (the client opens it again). */
  closeStream(): void;
  /** How many times the stream was opened. */
  streamsOpened(): number;
}

export function createFakeNotificationsApi(): FakeNotificationsApi {
  const handlers = new Map<string, Handler>();
  const calls: [string, Record<string, unknown> | undefined][] = [];
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  let opened = 0;
  const encoder = new TextEncoder();
  return {
    calls,
    on: (name, handler) => handlers.set(name, handler),
    call: (async (name: string, options?: Record<string, unknown>) => {
      calls.push([name, options]);
      const handler = handlers.get(name);
      if (!handler) throw new ApiError(500, 'test/unscripted', `no answer for ${name}`);
      return handler(options);
    }) as ApiClient['call'],
    stream: (async (_name: string, options?: { signal?: AbortSignal }) => {
      opened += 1;
      const body = new ReadableStream<Uint8Array>({
        start(streamController) {
          controller = streamController;
          options?.signal?.addEventListener('abort', () => {
            try {
              streamController.error(new DOMException('aborted', 'AbortError'));
            } catch {
              // Already closed.
            }
          });
        },
      });
      return { ok: true, status: 200, body } as unknown as Response;
    }) as ApiClient['stream'],
    emit(event, data) {
      controller?.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
    },
    closeStream() {
      controller?.close();
      controller = null;
    },
    streamsOpened: () => opened,
  };
}

/** An auth state a test moves on. */
export function createAuthState(initial: AuthState): Pick<PlatformAuth, 'state$' | 'snapshot' | 'signIn'> & {
  set(state: AuthState): void;
} {
  const state = new BehaviorSubject(initial);
  return {
    state$: state.asObservable(),
    snapshot: () => state.value,
    signIn: jest.fn(async () => undefined),
    set: (next) => state.next(next),
  };
}

export const airingSubject = (
  episode: number,
  title = '呪術廻戦',
  mediaId = 113415,
): NotificationSubject => ({
  kind: 'airing',
  mediaId,
  title,
  episode,
  airingAt: '2026-11-26T15:00:00.000Z',
});

/** A stored notification as the server sends it. */
export function notificationView(
  id: number,
  subject: NotificationSubject = airingSubject(id),
  read = false,
): NotificationView {
  return {
    id,
    kind: subject.kind,
    subject,
    createdAt: '2026-11-26T15:00:00.000Z',
    updatedAt: '2026-11-26T15:00:00.000Z',
    read,
  };
}
