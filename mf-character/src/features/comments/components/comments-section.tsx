// The character page's fan comments: heading, notices (errors, and 元に戻す after a delete), list and the sticky input.
import { useRef } from 'react';
import type { CharacterId, Platform } from '@anifan/contract';
import { useComments } from '../hooks/use-comments';
import { useUndoableDelete } from '../hooks/use-undoable-delete';
import type { CommentView } from '../types';
import { CommentInput } from './comment-input';
import { CommentList } from './comment-list';
import styles from './comments.module.css';

interface CommentsSectionProps {
  platform: Platform;
  characterId: CharacterId;
}

export function CommentsSection({ platform, characterId }: CommentsSectionProps) {
  const { status, comments, notice, dismissNotice, create, update, remove } = useComments(
    platform,
    characterId,
  );
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const deletion = useUndoableDelete(remove);
  const pendingKey = deletion.pending?.key;
  const shown = pendingKey === undefined ? comments : comments.filter((c) => c.key !== pendingKey);

  const onDelete = (comment: CommentView) => {
    deletion.request(comment);
    // The focused menu item disappears with the comment; the input is the natural place to continue,
    // and the 元に戻す button is the control right before it.
    inputRef.current?.focus();
  };

  const onUndo = () => {
    deletion.undo();
    // The button goes with the notice; focus stays in the sticky bar instead of falling to the page.
    inputRef.current?.focus();
  };

  return (
    <section className={styles.section} aria-labelledby="mf-character-comments-heading">
      <h2 id="mf-character-comments-heading" className={styles.heading}>
        コメント
      </h2>
      <CommentList
        status={status}
        comments={shown}
        onUpdate={(comment, text) => void update(comment, text)}
        onDelete={onDelete}
      />
      <div className={styles.sticky}>
        {/* Always in the page, so screen readers announce what appears in it. */}
        <div role="status" className={styles.undoArea}>
          {deletion.pending && (
            <div className={`${styles.notice} ${styles.undoNotice}`}>
              <span>コメントを削除しました</span>
              <button type="button" className={styles.undoButton} onClick={onUndo}>
                元に戻す
              </button>
            </div>
          )}
        </div>
        {notice && (
          <div role="alert" className={styles.notice}>
            <span>{notice}</span>
            <button type="button" className={styles.noticeClose} onClick={dismissNotice}>
              閉じる
            </button>
          </div>
        )}
        <CommentInput onSubmit={create} fieldRef={inputRef} />
      </div>
    </section>
  );
}
