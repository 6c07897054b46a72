// The message box: Enter sends, Shift+Enter adds a line, Enter while the IME is converting does neither.
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { isBlank, isSubmitKey, MAX_CHAT_MESSAGE_LENGTH } from '@anifan/contract';
import styles from './chat.module.css';

interface ChatInputProps {
  placeholder: string;
  /** No sending while the persona is loading or answering; typing stays possible. */
  canSend: boolean;
  /** Returns whether the message was sent; the box is cleared only then. */
  onSend(text: string): boolean;
}

export function ChatInput({ placeholder, canSend, onSend }: ChatInputProps) {
  const [text, setText] = useState('');
  const id = useId();

  const submit = () => {
    if (canSend && !isBlank(text) && onSend(text)) setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const { key, shiftKey, nativeEvent } = event;
    if (!isSubmitKey({ key, shiftKey, isComposing: nativeEvent.isComposing, keyCode: nativeEvent.keyCode }))
      return;
    event.preventDefault();
    submit();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit();
  };

  return (
    <form className={styles.inputBar} onSubmit={onSubmit}>
      <label htmlFor={id} className={styles.visuallyHidden}>
        メッセージ
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        value={text}
        rows={2}
        maxLength={MAX_CHAT_MESSAGE_LENGTH}
        placeholder={placeholder}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className={styles.send} disabled={!canSend || isBlank(text)}>
        送信
      </button>
    </form>
  );
}
