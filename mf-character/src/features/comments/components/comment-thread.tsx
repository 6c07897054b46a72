// A comment thread (a character's, or an episode's through the exposed ./CommentThread): heading,
// もっと見る and the list, notices (errors, what a 通報 or a ミュート did, and 元に戻す after a delete)
// and the sticky input.
import { useId, useRef } from 'react';
import type { Platform, ThreadKey } from '@anifan/contract';
import { useThread } from '../hooks/use-thread';
import { useUndoableDelete } from '../hooks/use-undoable-delete';
import type { CommentView } from '../types';
import { CommentInput } from './comment-input';
import { CommentList } from './comment-list';
import styles from './comments.module.css';

interface CommentThreadProps {
  platform: Platform;
  thread: ThreadKey;
  /** The heading: コメント on a character's page, 第N話の感想 for an episode. */
  title: string;
}

/** The comments without the one whose delete is waiting (a top-level comment or a reply). */
function withoutKey(comments: CommentView[], key: string | undefined): CommentView[] {
  if (key === undefined) return comments;
  return comments
    .filter((c) => c.key !== key)
    .map((c) =>
      c.replies.some((r) => r.key === key) ? { ...c, replies: c.replies.filter((r) => r.key !== key) } : c,
    );
}

export function CommentThread({ platform, thread, title }: CommentThreadProps) {
  const model = useThread(platform, thread);
  const headingId = useId();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const deletion = useUndoableDelete(model.remove);
  const shown = withoutKey(model.comments, deletion.pending?.key);

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

  const onMute = (comment: CommentView) => {
    void model.mute(comment);
    // The author's comments leave the list, the focused menu with them.
    inputRef.current?.focus();
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      <CommentList
        status={model.status}
        comments={shown}
        signedIn={model.signedIn}
        hasOlder={model.hasOlder}
        loadingOlder={model.loadingOlder}
        onLoadOlder={model.loadOlder}
        onUpdate={(comment, text, spoiler) => void model.update(comment, text, spoiler)}
        onDelete={onDelete}
        onReply={model.reply}
        onReact={(comment, reaction) => void model.toggleReaction(comment, reaction)}
        onReport={model.report}
        onMute={onMute}
        onSignIn={model.signIn}
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
          {model.info && <div className={`${styles.notice} ${styles.undoNotice}`}>{model.info}</div>}
        </div>
        {model.notice && (
          <div role="alert" className={styles.notice}>
            <span>{model.notice}</span>
            <button type="button" className={styles.noticeClose} onClick={model.dismissNotice}>
              閉じる
            </button>
          </div>
        )}
        <CommentInput onSubmit={model.create} fieldRef={inputRef} allowSpoiler={model.signedIn} />
      </div>
    </section>
  );
}
