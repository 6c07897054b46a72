// The list of comments; owns which one is being edited (lib/comment-edit-reducer).
import { useReducer } from 'react';
import type { RequestStatus } from '../../../shared/request-status';
import { commentEditReducer, initialEditState, type EditAction } from '../lib/comment-edit-reducer';
import type { CommentView } from '../types';
import { CommentItem } from './comment-item';
import styles from './comments.module.css';

interface CommentListProps {
  status: RequestStatus;
  comments: CommentView[];
  onUpdate(comment: CommentView, text: string): void;
  onDelete(comment: CommentView): void;
}

export function CommentList({ status, comments, onUpdate, onDelete }: CommentListProps) {
  const [edit, dispatch] = useReducer(commentEditReducer, initialEditState);

  const send = (action: EditAction) => {
    // The reducer is pure, so the next state can be computed here to run the save's side effect once.
    const next = commentEditReducer(edit, action);
    dispatch(action);
    if (next.status === 'saved') {
      const target = comments.find((c) => c.key === next.key);
      if (target) onUpdate(target, next.text);
    }
    if (next.status === 'saved' || next.status === 'cancelled') dispatch({ type: 'finish' });
  };

  const loading = status === 'idle' || status === 'loading';
  if (loading && comments.length === 0) return <p className={styles.status}>Loading...</p>;
  if (comments.length === 0) return <p className={styles.status}>まだコメントはありません。</p>;

  return (
    <ul className={styles.list} aria-label="コメント一覧">
      {comments.map((comment) => (
        <CommentItem
          key={comment.key}
          comment={comment}
          draft={edit.status === 'editing' && edit.key === comment.key ? edit.draft : null}
          onStartEdit={() => send({ type: 'start', key: comment.key, text: comment.text })}
          onDraftChange={(draft) => send({ type: 'change', draft })}
          onSave={() => send({ type: 'save' })}
          onCancel={() => send({ type: 'cancel' })}
          onDelete={() => onDelete(comment)}
        />
      ))}
    </ul>
  );
}
