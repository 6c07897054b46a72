// The conversation: greeting first, your messages, and the persona's replies as they stream in.
import { useCallback, useEffect, useRef, useState } from 'react';
import { streamChat } from '../api/stream-chat';
import { FAILURE_LINE, toHistory, type ChatMessage } from '../lib/chat-message';
import type { PersonaInfo } from '../lib/persona-target';
import { isBlank, type ApiClient } from '@anifan/contract';

export interface ChatState {
  messages: ChatMessage[];
  /** True from sending until the reply is complete or has failed. */
  answering: boolean;
  /** True while answering and no piece of the reply has arrived yet (the typing indicator). */
  waiting: boolean;
  send(text: string): boolean;
}

export function useChat(api: ApiClient, persona: PersonaInfo | null): ChatState {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [answering, setAnswering] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const nextId = useRef(1);
  const inFlight = useRef<AbortController | null>(null);

  // A new persona starts a new conversation with its greeting; a reply still streaming is dropped.
  useEffect(() => {
    inFlight.current?.abort();
    inFlight.current = null;
    setAnswering(false);
    setWaiting(false);
    setMessages(
      persona ? [{ id: nextId.current++, role: 'persona', text: persona.greeting, kind: 'greeting' }] : [],
    );
  }, [persona]);

  useEffect(() => () => inFlight.current?.abort(), []);

  const send = useCallback(
    (text: string): boolean => {
      if (!persona || inFlight.current || isBlank(text)) return false;
      const message = text.trim();
      const history = toHistory(messages);
      const you: ChatMessage = { id: nextId.current++, role: 'you', text: message, kind: 'reply' };
      const replyId = nextId.current++;
      const controller = new AbortController();
      inFlight.current = controller;
      setMessages((current) => [...current, you]);
      setAnswering(true);
      setWaiting(true);

      let received = '';
      const update = (change: (current: ChatMessage[]) => ChatMessage[]) => {
        if (!controller.signal.aborted) setMessages(change);
      };
      streamChat(
        api,
        { message, history, personaId: persona.id },
        (delta) => {
          const first = received === '';
          received += delta;
          const text = received;
          if (first) setWaiting(false);
          update((current) =>
            first
              ? [...current, { id: replyId, role: 'persona', text, kind: 'reply' }]
              : current.map((m) => (m.id === replyId ? { ...m, text } : m)),
          );
        },
        controller.signal,
      )
        .catch(() => {
          if (controller.signal.aborted) return;
          // What already streamed stays visible; the failure line follows it.
          update((current) => [
            ...current.map((m) => (m.id === replyId ? { ...m, kind: 'failure' as const } : m)),
            { id: nextId.current++, role: 'persona', text: FAILURE_LINE, kind: 'failure' },
          ]);
        })
        .finally(() => {
          if (inFlight.current !== controller) return;
          inFlight.current = null;
          setAnswering(false);
          setWaiting(false);
        });
      return true;
    },
    [api, messages, persona],
  );

  return { messages, answering, waiting, send };
}
