// The character page's fan comments: heading, notice, list and the sticky input.
import { useRef } from 'react';
import type { Platform } from '@anifan/contract';
import { useComments } from '../hooks/use-comments';
import type { CommentView } from '../types';
import { CommentInput } from './comment-input';
import { CommentList } from './comment-list';
import styles from './comments.module.css';

interface CommentsSectionProps {
  platform: Platform;
  characterId: string;
}

export function CommentsSection({ platform, characterId }: CommentsSectionProps) {
  const { status, comments, notice, dismissNotice, create, update, remove } = useComments(
    platform,
    characterId,
  );
  const inputRef = useRef<HTMLTextAreaElement>(null);

  const onDelete = (comment: CommentView) => {
    void remove(comment);
    // The focused menu item disappears with the comment; the input is the natural place to continue.
    inputRef.current?.focus();
  };

  return (
    <section className={styles.section} aria-labelledby="mf-character-comments-heading">
      <h2 id="mf-character-comments-heading" className={styles.heading}>
        コメント
      </h2>
      <CommentList
        status={status}
        comments={comments}
        onUpdate={(comment, text) => void update(comment, text)}
        onDelete={onDelete}
      />
      <div className={styles.sticky}>
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
