// The sticky input under the list: Enter sends, Shift+Enter adds a line, IME composition is respected.
import { useState, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { isBlank, isSubmitKey, MAX_COMMENT_LENGTH } from '@anifan/contract';
import styles from './comments.module.css';

interface CommentInputProps {
  onSubmit(text: string): Promise<boolean>;
  fieldRef: RefObject<HTMLTextAreaElement | null>;
}

export function CommentInput({ onSubmit, fieldRef }: CommentInputProps) {
  const [draft, setDraft] = useState('');

  const submit = () => {
    if (isBlank(draft)) return;
    const text = draft;
    // Cleared at once (the comment appears optimistically); given back if the server refuses it.
    setDraft('');
    void onSubmit(text).then((kept) => {
      if (!kept) setDraft((current) => (current === '' ? text : current));
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const submits = isSubmitKey({
      key: event.key,
      shiftKey: event.shiftKey,
      isComposing: event.nativeEvent.isComposing,
      keyCode: event.keyCode,
    });
    if (submits) {
      event.preventDefault();
      submit();
    }
  };

  const onFormSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  return (
    <form className={styles.inputBar} onSubmit={onFormSubmit}>
      <textarea
        ref={fieldRef}
        className={styles.inputField}
        aria-label="コメント"
        placeholder="コメントする..."
        rows={1}
        maxLength={MAX_COMMENT_LENGTH}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className={styles.sendButton} aria-label="送信" disabled={isBlank(draft)}>
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M3.4 20.4 21 12 3.4 3.6 3.39 10.1 15 12 3.39 13.9z" />
        </svg>
      </button>
    </form>
  );
}
