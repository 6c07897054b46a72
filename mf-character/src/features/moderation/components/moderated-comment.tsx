// A comment as the moderation page shows it: author, time, ネタバレ mark and text (always as text).
import type { ThreadComment } from '@anifan/contract';
import { DateTime } from '../../../shared/date-time';
import { UserAvatar } from '../../../shared/user-avatar';
import styles from './moderation.module.css';

export function ModeratedComment({ comment }: { comment: ThreadComment }) {
  return (
    <div className={styles.comment}>
      <UserAvatar name={comment.authorName} photoURL={comment.authorPhotoURL} />
      <div className={styles.commentBody}>
        <p className={styles.meta}>
          <span className={styles.author}>{comment.authorName}</span>
          <DateTime iso={comment.createdAt} className={styles.time} />
          {comment.updatedAt !== comment.createdAt && <span className={styles.time}>（編集済み）</span>}
          {comment.spoiler && <span className={styles.tag}>ネタバレ</span>}
        </p>
        <p className={styles.text}>{comment.commentText}</p>
      </div>
    </div>
  );
}
