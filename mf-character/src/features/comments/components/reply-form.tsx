// The reply box under a top-level comment: Enter sends (Shift+Enter adds a line), Escape or キャンセル closes it.
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { isBlank, isSubmitKey, MAX_COMMENT_LENGTH } from '@anifan/contract';
import { SpoilerCheckbox } from './spoiler-checkbox';
import styles from './comments.module.css';

export interface ReplyDraft {
  text: string;
  spoiler: boolean;
}

interface ReplyFormProps {
  authorName: string;
  /** Empty at first; a refused reply's text when the box opens again. */
  initial: ReplyDraft;
  onSubmit(draft: ReplyDraft): void;
  onClose(): void;
}

export function ReplyForm({ authorName, initial, onSubmit, onClose }: ReplyFormProps) {
  const [draft, setDraft] = useState(initial.text);
  const [spoiler, setSpoiler] = useState(initial.spoiler);
  const fieldRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => fieldRef.current?.focus(), []);

  const submit = () => {
    if (!isBlank(draft)) onSubmit({ text: draft, spoiler });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
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
    <form className={styles.editForm} aria-label={`${authorName}さんへの返信`} onSubmit={onFormSubmit}>
      <textarea
        ref={fieldRef}
        className={styles.editField}
        aria-label="返信"
        placeholder="返信する..."
        maxLength={MAX_COMMENT_LENGTH}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <SpoilerCheckbox checked={spoiler} onChange={setSpoiler} />
      <div className={styles.editActions}>
        <button type="submit" className={styles.primaryButton} disabled={isBlank(draft)}>
          返信する
        </button>
        <button type="button" className={styles.secondaryButton} onClick={onClose}>
          キャンセル
        </button>
      </div>
    </form>
  );
}
