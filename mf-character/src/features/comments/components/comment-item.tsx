// One comment: author, time, text (always as text, newlines kept by CSS), its menu or its edit box.
import { useEffect, useRef, useState } from 'react';
import type { CommentView } from '../types';
import { CommentEditForm } from './comment-edit-form';
import { CommentMenu } from './comment-menu';
import styles from './comments.module.css';

const timeFormat = new Intl.DateTimeFormat('ja-JP', { dateStyle: 'medium', timeStyle: 'short' });

interface CommentItemProps {
  comment: CommentView;
  /** The draft while this comment is being edited, else null. */
  draft: string | null;
  onStartEdit(): void;
  onDraftChange(draft: string): void;
  onSave(): void;
  onCancel(): void;
  onDelete(): void;
}

function Avatar({ name, photoURL }: { name: string; photoURL: string | null }) {
  const [failed, setFailed] = useState(false);
  if (photoURL && !failed) {
    // The name is printed beside it, so the picture itself is decorative.
    return (
      <img
        className={styles.avatar}
        src={photoURL}
        alt=""
        width={36}
        height={36}
        referrerPolicy="no-referrer"
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <span className={`${styles.avatar} ${styles.avatarInitial}`} aria-hidden="true">
      {Array.from(name)[0] ?? '?'}
    </span>
  );
}

export function CommentItem({
  comment,
  draft,
  onStartEdit,
  onDraftChange,
  onSave,
  onCancel,
  onDelete,
}: CommentItemProps) {
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const editing = draft !== null;
  const wasEditing = useRef(editing);

  useEffect(() => {
    // When the edit box closes its focus would fall to <body>; give it back to the menu button.
    if (wasEditing.current && !editing) menuButtonRef.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const createdAt = new Date(comment.createdAt);
  return (
    <li className={styles.item} aria-busy={comment.source === 'pending'}>
      <Avatar name={comment.authorName} photoURL={comment.authorPhotoURL} />
      <div className={styles.body}>
        <div className={styles.meta}>
          <span className={styles.author}>{comment.authorName}</span>
          {comment.createdAt > 0 && (
            <time className={styles.time} dateTime={createdAt.toISOString()}>
              {timeFormat.format(createdAt)}
            </time>
          )}
          {comment.edited && <span className={styles.time}>（編集済み）</span>}
          {comment.source === 'pending' && <span className={styles.time}>送信中…</span>}
        </div>
        {editing ? (
          <CommentEditForm draft={draft} onChange={onDraftChange} onSave={onSave} onCancel={onCancel} />
        ) : (
          <p className={styles.text}>{comment.text}</p>
        )}
      </div>
      {!editing && (
        <CommentMenu
          authorName={comment.authorName}
          canModify={comment.canModify}
          onEdit={onStartEdit}
          onDelete={onDelete}
          buttonRef={menuButtonRef}
        />
      )}
    </li>
  );
}
