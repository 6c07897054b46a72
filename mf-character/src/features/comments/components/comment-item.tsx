// One comment: author, time, marks, its text (a ネタバレ one blurred until shown), its reactions, its
// menu or its edit box; under a top-level comment, 返信 and its replies, folded beyond three.
import { useEffect, useRef, useState, type Ref } from 'react';
import type { Reaction, ReportReason } from '@anifan/contract';
import type { ReportOutcome } from '../hooks/use-thread';
import { DateTime } from '../../../shared/date-time';
import { UserAvatar } from '../../../shared/user-avatar';
import type { CommentView } from '../types';
import { CommentEditForm } from './comment-edit-form';
import { CommentMenu, type MenuAction } from './comment-menu';
import { CommentText } from './comment-text';
import { ReactionBar } from './reaction-bar';
import { ReplyForm, type ReplyDraft } from './reply-form';
import { ReportDialog } from './report-dialog';
import styles from './comments.module.css';

/** Replies shown under a comment before 「返信をあと N 件表示」. */
export const SHOWN_REPLIES = 3;

/** The draft of the comment being edited. */
export interface EditDraft {
  draft: string;
  spoiler: boolean;
}

/** What the rows can do, given by the list (the same for every row). */
export interface CommentActions {
  signedIn: boolean;
  /** The draft while this comment is being edited, else null. */
  draftFor(comment: CommentView): EditDraft | null;
  onStartEdit(comment: CommentView): void;
  onDraftChange(draft: string): void;
  onSpoilerChange(spoiler: boolean): void;
  onSave(): void;
  onCancel(): void;
  onDelete(comment: CommentView): void;
  onReply(parent: CommentView, text: string, spoiler: boolean): Promise<boolean>;
  onReact(comment: CommentView, reaction: Reaction): void;
  onReport(comment: CommentView, reason: ReportReason, text: string): Promise<ReportOutcome>;
  onMute(comment: CommentView): void;
  onSignIn(): void;
}

interface CommentItemProps {
  comment: CommentView;
  actions: CommentActions;
  /** Set on a row the focus is moved to (the first reply 「返信をあと N 件表示」 showed). */
  itemRef?: Ref<HTMLLIElement>;
}

function menuActions(
  comment: CommentView,
  actions: CommentActions,
  openReport: () => void,
): { items: MenuAction[]; note: boolean } {
  if (comment.canModify) {
    return {
      items: [
        { label: '編集', onSelect: () => actions.onStartEdit(comment) },
        { label: '削除', onSelect: () => actions.onDelete(comment), danger: true },
      ],
      note: false,
    };
  }
  if (comment.source !== 'server') return { items: [], note: true };
  if (!actions.signedIn)
    return { items: [{ label: 'サインインして通報', onSelect: actions.onSignIn }], note: true };
  return {
    items: [
      { label: '通報する', onSelect: openReport },
      { label: `${comment.authorName}さんをミュート`, onSelect: () => actions.onMute(comment) },
    ],
    note: false,
  };
}

export function CommentItem({ comment, actions, itemRef }: CommentItemProps) {
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const replyButtonRef = useRef<HTMLButtonElement>(null);
  const firstFoldedRef = useRef<HTMLLIElement>(null);
  const edit = actions.draftFor(comment);
  const editing = edit !== null;
  const wasEditing = useRef(editing);
  const [reporting, setReporting] = useState(false);
  const [replyDraft, setReplyDraft] = useState<ReplyDraft | null>(null);
  const [unfolded, setUnfolded] = useState(false);
  const [focusFolded, setFocusFolded] = useState(false);
  const replying = replyDraft !== null;
  const wasReplying = useRef(replying);

  useEffect(() => {
    // When the edit box closes its focus would fall to <body>; give it back to the menu button.
    if (wasEditing.current && !editing) menuButtonRef.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  useEffect(() => {
    // The same when the reply box closes: the focus goes back to 返信, which shows again.
    if (wasReplying.current && !replying) replyButtonRef.current?.focus();
    wasReplying.current = replying;
  }, [replying]);

  useEffect(() => {
    // 「返信をあと N 件表示」 goes away as it is pressed: the focus moves to the first reply it showed.
    if (focusFolded) firstFoldedRef.current?.focus();
  }, [focusFolded]);

  const closeReport = () => {
    setReporting(false);
    menuButtonRef.current?.focus();
  };

  const sendReply = (draft: ReplyDraft) => {
    setReplyDraft(null);
    // The visitor's own reply must not land among the folded ones.
    setUnfolded(true);
    void actions.onReply(comment, draft.text, draft.spoiler).then((kept) => {
      if (!kept) setReplyDraft(draft);
    });
  };

  const menu = menuActions(comment, actions, () => setReporting(true));
  const topLevel = comment.parentId === null;
  const canReply = topLevel && comment.source === 'server' && !comment.hidden;
  const shownReplies = unfolded ? comment.replies : comment.replies.slice(0, SHOWN_REPLIES);
  const folded = comment.replies.length - shownReplies.length;

  return (
    <li
      ref={itemRef}
      tabIndex={itemRef ? -1 : undefined}
      className={topLevel ? styles.item : `${styles.item} ${styles.replyItem}`}
      aria-busy={comment.source === 'pending'}
    >
      <div className={styles.row}>
        <UserAvatar name={comment.authorName} photoURL={comment.authorPhotoURL} />
        <div className={styles.body}>
          <div className={styles.meta}>
            <span className={styles.author}>{comment.authorName}</span>
            {comment.createdAt > 0 && (
              <DateTime iso={new Date(comment.createdAt).toISOString()} className={styles.time} />
            )}
            {comment.edited && <span className={styles.time}>（編集済み）</span>}
            {comment.source === 'pending' && <span className={styles.time}>送信中…</span>}
            {comment.spoiler && <span className={styles.badge}>ネタバレ</span>}
            {comment.hidden && <span className={styles.hiddenMark}>モデレーションにより非表示</span>}
          </div>
          {edit ? (
            <CommentEditForm
              draft={edit.draft}
              spoiler={comment.source === 'server' ? edit.spoiler : null}
              onChange={actions.onDraftChange}
              onSpoilerChange={actions.onSpoilerChange}
              onSave={actions.onSave}
              onCancel={actions.onCancel}
            />
          ) : (
            <CommentText text={comment.text} spoiler={comment.spoiler} />
          )}
          {comment.reactions && !editing && (
            <div className={styles.actionsRow}>
              <ReactionBar
                reactions={comment.reactions}
                myReactions={comment.myReactions}
                signedIn={actions.signedIn}
                onToggle={(reaction) => actions.onReact(comment, reaction)}
                onSignIn={actions.onSignIn}
              />
              {canReply && replyDraft === null && (
                <button
                  ref={replyButtonRef}
                  type="button"
                  className={styles.replyButton}
                  aria-label={actions.signedIn ? `${comment.authorName}さんに返信` : undefined}
                  onClick={() =>
                    actions.signedIn ? setReplyDraft({ text: '', spoiler: false }) : actions.onSignIn()
                  }
                >
                  {actions.signedIn ? '返信' : 'サインインして返信'}
                </button>
              )}
            </div>
          )}
          {replyDraft && (
            <ReplyForm
              authorName={comment.authorName}
              initial={replyDraft}
              onSubmit={sendReply}
              onClose={() => setReplyDraft(null)}
            />
          )}
        </div>
        {!editing && (
          <CommentMenu
            authorName={comment.authorName}
            actions={menu.items}
            note={menu.note}
            buttonRef={menuButtonRef}
          />
        )}
      </div>
      {shownReplies.length > 0 && (
        <ul className={styles.replies} aria-label={`${comment.authorName}さんのコメントへの返信`}>
          {shownReplies.map((reply, index) => (
            <CommentItem
              key={reply.key}
              comment={reply}
              actions={actions}
              itemRef={index === SHOWN_REPLIES ? firstFoldedRef : undefined}
            />
          ))}
        </ul>
      )}
      {folded > 0 && (
        <button
          type="button"
          className={styles.moreReplies}
          onClick={() => {
            setUnfolded(true);
            setFocusFolded(true);
          }}
        >
          返信をあと {folded} 件表示
        </button>
      )}
      {reporting && (
        <ReportDialog
          authorName={comment.authorName}
          onSend={(reason, text) => actions.onReport(comment, reason, text)}
          onClose={closeReport}
        />
      )}
    </li>
  );
}
