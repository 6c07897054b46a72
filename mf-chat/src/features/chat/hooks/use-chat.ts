// The conversation: greeting first, your messages, and the persona's replies as they stream in; kept
// per persona in this tab's sessionStorage, so a reload brings it back.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { streamChat } from '../api/stream-chat';
import { FAILURE_LINE, toHistory, type ChatMessage } from '../lib/chat-message';
import { loadConversation, saveConversation } from '../lib/conversation-store';
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

/** The messages and the conversation (`conversationKey`) they belong to. */
interface Conversation {
  key: string | null;
  messages: ChatMessage[];
}

/**
 * `conversationKey` names whom the conversation is with (`targetKey`): the conversation this tab kept
 * under that key is restored when the persona loads, and kept again whenever no reply is streaming.
 */
export function useChat(
  api: ApiClient,
  persona: PersonaInfo | null,
  conversationKey: string,
  storage: Storage | undefined = globalThis.sessionStorage,
): ChatState {
  const [conversation, setConversation] = useState<Conversation>({ key: null, messages: [] });
  const [answering, setAnswering] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const nextId = useRef(1);
  const inFlight = useRef<AbortController | null>(null);
  const { messages } = conversation;

  // A new persona starts its conversation: the one this tab kept for it, or its greeting; a reply
  // still streaming is dropped.
  useEffect(() => {
    inFlight.current?.abort();
    inFlight.current = null;
    setAnswering(false);
    setWaiting(false);
    if (!persona) {
      setConversation({ key: null, messages: [] });
      return;
    }
    const kept = loadConversation(storage, conversationKey);
    nextId.current = Math.max(nextId.current, ...(kept ?? []).map((message) => message.id + 1));
    setConversation({
      key: conversationKey,
      messages: kept ?? [{ id: nextId.current++, role: 'persona', text: persona.greeting, kind: 'greeting' }],
    });
  }, [persona, conversationKey, storage]);

  // Kept once the fan has said something, so a greeting alone never outlives a change of greeting;
  // before the browser paints, so a reply on screen is already kept when the page is reloaded.
  useLayoutEffect(() => {
    const { key, messages: kept } = conversation;
    if (key !== null && !answering && kept.some((message) => message.role === 'you'))
      saveConversation(storage, key, kept);
  }, [conversation, answering, storage]);

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
      const setMessages = (change: (current: ChatMessage[]) => ChatMessage[]) =>
        setConversation((current) => ({ ...current, messages: change(current.messages) }));
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
