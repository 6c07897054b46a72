// The list of comments, oldest first, with もっと見る above it for older pages; owns which one is being
// edited (lib/comment-edit-reducer).
import { useEffect, useReducer, useRef, useState } from 'react';
import type { Reaction, ReportReason } from '@anifan/contract';
import type { RequestStatus } from '../../../shared/request-status';
import type { ReportOutcome } from '../hooks/use-thread';
import { commentEditReducer, initialEditState, type EditAction } from '../lib/comment-edit-reducer';
import type { CommentView } from '../types';
import { CommentItem, type CommentActions } from './comment-item';
import styles from './comments.module.css';

interface CommentListProps {
  status: RequestStatus;
  comments: CommentView[];
  signedIn: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder(): Promise<boolean>;
  onUpdate(comment: CommentView, text: string, spoiler: boolean): void;
  onDelete(comment: CommentView): void;
  onReply(parent: CommentView, text: string, spoiler: boolean): Promise<boolean>;
  onReact(comment: CommentView, reaction: Reaction): void;
  onReport(comment: CommentView, reason: ReportReason, text: string): Promise<ReportOutcome>;
  onMute(comment: CommentView): void;
  onSignIn(): void;
}

function findByKey(comments: CommentView[], key: string): CommentView | undefined {
  for (const comment of comments) {
    if (comment.key === key) return comment;
    const reply = comment.replies.find((r) => r.key === key);
    if (reply) return reply;
  }
  return undefined;
}

export function CommentList({
  status,
  comments,
  signedIn,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  onUpdate,
  onDelete,
  onReply,
  onReact,
  onReport,
  onMute,
  onSignIn,
}: CommentListProps) {
  const [edit, dispatch] = useReducer(commentEditReducer, initialEditState);
  const firstRef = useRef<HTMLLIElement>(null);
  const [focusFirst, setFocusFirst] = useState(0);

  useEffect(() => {
    // The older comments arrive above the ones read so far: the focus goes to the oldest shown, where
    // reading goes on downwards (もっと見る may have gone with the last page).
    if (focusFirst > 0) firstRef.current?.focus();
  }, [focusFirst]);

  const send = (action: EditAction) => {
    // The reducer is pure, so the next state can be computed here to run the save's side effect once.
    const next = commentEditReducer(edit, action);
    dispatch(action);
    if (next.status === 'saved') {
      const target = findByKey(comments, next.key);
      if (target) onUpdate(target, next.text, next.spoiler);
    }
    if (next.status === 'saved' || next.status === 'cancelled') dispatch({ type: 'finish' });
  };

  const loadOlder = () => {
    void onLoadOlder().then((added) => {
      if (added) setFocusFirst((n) => n + 1);
    });
  };

  const actions: CommentActions = {
    signedIn,
    draftFor: (comment) =>
      edit.status === 'editing' && edit.key === comment.key
        ? { draft: edit.draft, spoiler: edit.spoiler }
        : null,
    onStartEdit: (comment) =>
      send({ type: 'start', key: comment.key, text: comment.text, spoiler: comment.spoiler }),
    onDraftChange: (draft) => send({ type: 'change', draft }),
    onSpoilerChange: (spoiler) => send({ type: 'markSpoiler', spoiler }),
    onSave: () => send({ type: 'save' }),
    onCancel: () => send({ type: 'cancel' }),
    onDelete,
    onReply,
    onReact,
    onReport,
    onMute,
    onSignIn,
  };

  const loading = status === 'idle' || status === 'loading';
  if (loading && comments.length === 0) return <p className={styles.status}>Loading...</p>;
  if (comments.length === 0) return <p className={styles.status}>まだコメントはありません。</p>;

  return (
    <>
      {hasOlder && (
        <button
          type="button"
          className={styles.moreButton}
          onClick={loadOlder}
          disabled={loadingOlder}
          aria-busy={loadingOlder}
        >
          もっと見る
        </button>
      )}
      <ul className={styles.list} aria-label="コメント一覧">
        {comments.map((comment, index) => (
          <CommentItem
            key={comment.key}
            comment={comment}
            actions={actions}
            itemRef={index === 0 && focusFirst > 0 ? firstRef : undefined}
          />
        ))}
      </ul>
    </>
  );
}
