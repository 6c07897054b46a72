// A thread's live changes over SSE; reconnects with capped backoff when the browser gives up on the stream.
// While the browser reconnects by itself it sends the last event id it saw (Last-Event-ID) and the
// server replays what was missed, or sends `reset` when it cannot tell; a new EventSource starts
// without an id, so only then, or on `reset`, is the list fetched again.
import type { ApiClient, ThreadKey } from '@anifan/contract';
import { useEffect, useRef } from 'react';
import {
  parseThreadEvent,
  RESET_EVENT_TYPE,
  THREAD_EVENT_TYPES,
  type ThreadEvent,
} from '../api/thread-events';

export const RECONNECT_BASE_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;

export function reconnectDelay(attempt: number): number {
  return Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** attempt);
}

interface Handlers {
  onEvent(event: ThreadEvent): void;
  /** Called when events may have been missed: the list is to be fetched again. */
  onResync(): void;
}

export function useThreadEvents(api: ApiClient, thread: ThreadKey, handlers: Handlers): void {
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  });

  useEffect(() => {
    // jsdom and very old browsers lack EventSource; the list then simply isn't live.
    if (typeof EventSource === 'undefined') return;
    const url = api.url('threadEvents', { query: { thread } });
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let replaced = false;
    let stopped = false;

    const connect = () => {
      const current = new EventSource(url);
      source = current;
      current.onopen = () => {
        attempt = 0;
        if (replaced) handlersRef.current.onResync();
        replaced = false;
      };
      current.addEventListener(RESET_EVENT_TYPE, () => handlersRef.current.onResync());
      for (const type of THREAD_EVENT_TYPES) {
        current.addEventListener(type, (message) => {
          const event = parseThreadEvent(type, (message as MessageEvent<string>).data);
          if (event) handlersRef.current.onEvent(event);
        });
      }
      current.onerror = () => {
        // While CONNECTING the browser retries by itself; only a CLOSED stream needs a new EventSource.
        if (stopped || current.readyState !== EventSource.CLOSED) return;
        current.close();
        replaced = true;
        timer = setTimeout(connect, reconnectDelay(attempt));
        attempt += 1;
      };
    };

    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [api, thread]);
}
