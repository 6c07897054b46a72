// The conversation as a live log: your messages on the right, the persona's on the left with its name.
import { useRef } from 'react';
import type { ChatMessage } from '../lib/chat-message';
import { useScrollFollow } from '../hooks/use-scroll-follow';
import { PersonaAvatar } from './persona-avatar';
import styles from './chat.module.css';

interface MessageListProps {
  messages: readonly ChatMessage[];
  personaName: string;
  personaImage?: string;
  /** Shows the typing indicator. */
  waiting: boolean;
  answering: boolean;
}

export function MessageList({ messages, personaName, personaImage, waiting, answering }: MessageListProps) {
  const listRef = useRef<HTMLDivElement>(null);
  // Sending a message jumps back to the end even after reading back.
  const lastYours = messages.findLast((message) => message.role === 'you')?.id;
  const onScroll = useScrollFollow(listRef, [messages, waiting], lastYours);

  return (
    <div
      ref={listRef}
      className={styles.log}
      role="log"
      aria-live="polite"
      aria-busy={answering}
      aria-label={`${personaName}との会話`}
      // Focusable so keyboard users can scroll back through the conversation.
      tabIndex={0}
      onScroll={onScroll}
    >
      <ol className={styles.messages}>
        {messages.map((message) =>
          message.role === 'you' ? (
            <li key={message.id} className={`${styles.message} ${styles.fromYou}`} data-sender="you">
              <div className={styles.bubble}>
                <span className={styles.visuallyHidden}>あなた: </span>
                <p className={styles.text}>{message.text}</p>
              </div>
            </li>
          ) : (
            <li
              key={message.id}
              className={`${styles.message} ${styles.fromPersona} ${message.kind === 'failure' ? styles.failure : ''}`}
              data-sender="persona"
            >
              <PersonaAvatar name={personaName} image={personaImage} />
              <div className={styles.bubble}>
                <span className={styles.sender}>{personaName}</span>
                <p className={styles.text}>{message.text}</p>
              </div>
            </li>
          ),
        )}
        {waiting && (
          <li className={`${styles.message} ${styles.fromPersona}`} data-testid="typing-indicator">
            <PersonaAvatar name={personaName} image={personaImage} />
            <div className={`${styles.bubble} ${styles.typing}`}>
              <span className={styles.dot} aria-hidden="true" />
              <span className={styles.dot} aria-hidden="true" />
              <span className={styles.dot} aria-hidden="true" />
              <span className={styles.visuallyHidden}>{personaName}が入力中…</span>
            </div>
          </li>
        )}
      </ol>
    </div>
  );
}
