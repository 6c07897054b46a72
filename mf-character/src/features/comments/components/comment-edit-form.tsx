// The edit box that replaces a comment's text while it is being edited (保存 / キャンセル), with the
// ネタバレ mark for a server comment.
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { isBlank, MAX_COMMENT_LENGTH } from '@anifan/contract';
import { SpoilerCheckbox } from './spoiler-checkbox';
import styles from './comments.module.css';

interface CommentEditFormProps {
  draft: string;
  /** The ネタバレ mark being edited, or null where there is none (a guest's comment). */
  spoiler: boolean | null;
  onChange(draft: string): void;
  onSpoilerChange(spoiler: boolean): void;
  onSave(): void;
  onCancel(): void;
}

export function CommentEditForm({
  draft,
  spoiler,
  onChange,
  onSpoilerChange,
  onSave,
  onCancel,
}: CommentEditFormProps) {
  const fieldRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    const field = fieldRef.current;
    if (!field) return;
    field.focus();
    field.setSelectionRange(field.value.length, field.value.length);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  };

  return (
    <div className={styles.editForm}>
      <textarea
        ref={fieldRef}
        className={styles.editField}
        aria-label="コメントを編集"
        maxLength={MAX_COMMENT_LENGTH}
        value={draft}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {spoiler !== null && <SpoilerCheckbox checked={spoiler} onChange={onSpoilerChange} />}
      <div className={styles.editActions}>
        <button type="button" className={styles.primaryButton} onClick={onSave} disabled={isBlank(draft)}>
          保存
        </button>
        <button type="button" className={styles.secondaryButton} onClick={onCancel}>
          キャンセル
        </button>
      </div>
    </div>
  );
}
