// The sticky input under the list: Enter sends, Shift+Enter adds a line, IME composition is respected.
// Signed in, a ネタバレを含む checkbox marks the comment as a spoiler (blurred for everyone until clicked).
import { useState, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { isBlank, isSubmitKey, MAX_COMMENT_LENGTH } from '@anifan/contract';
import { SpoilerCheckbox } from './spoiler-checkbox';
import styles from './comments.module.css';

interface CommentInputProps {
  onSubmit(text: string, spoiler: boolean): Promise<boolean>;
  fieldRef: RefObject<HTMLTextAreaElement | null>;
  /** Guests' comments stay in their own tab, where a ネタバレ mark would hide nothing from anyone. */
  allowSpoiler: boolean;
}

export function CommentInput({ onSubmit, fieldRef, allowSpoiler }: CommentInputProps) {
  const [draft, setDraft] = useState('');
  const [spoiler, setSpoiler] = useState(false);

  const submit = () => {
    if (isBlank(draft)) return;
    const text = draft;
    const marked = allowSpoiler && spoiler;
    // Cleared at once (the comment appears optimistically); given back if the server refuses it.
    setDraft('');
    setSpoiler(false);
    void onSubmit(text, marked).then((kept) => {
      if (kept) return;
      setDraft((current) => (current === '' ? text : current));
      setSpoiler(marked);
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
    <form className={styles.inputForm} onSubmit={onFormSubmit}>
      <div className={styles.inputBar}>
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
      </div>
      {allowSpoiler && <SpoilerCheckbox checked={spoiler} onChange={setSpoiler} />}
    </form>
  );
}
