// ミュートしたユーザー: each muted author (photo, name, since when) with ミュート解除. The row goes at once;
// the focus moves to the next row's button (or the previous one's, or the heading when none is left),
// and back to the author's button if the server refused.
import { useEffect, useRef, useState } from 'react';
import type { MutedAuthor, Platform } from '@anifan/contract';
import { actionErrorMessage } from '../../../shared/action-error-messages';
import { DateTime } from '../../../shared/date-time';
import { UserAvatar } from '../../../shared/user-avatar';
import { MUTES_LOG, useMutes } from '../hooks/use-mutes';
import styles from './settings.module.css';

export function MutedUsers({ platform }: { platform: Platform }) {
  const mutes = useMutes(platform);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  // Whose button takes the focus once the list shows it (null: the heading).
  const [focusTarget, setFocusTarget] = useState<{ userId: string | null } | null>(null);

  useEffect(() => {
    if (!focusTarget) return;
    const button = focusTarget.userId === null ? null : buttons.current.get(focusTarget.userId);
    (button ?? headingRef.current)?.focus();
    setFocusTarget(null);
  }, [focusTarget, mutes.items]);

  const unmute = async (author: MutedAuthor) => {
    const index = mutes.items.findIndex((each) => each.userId === author.userId);
    const neighbour = mutes.items[index + 1] ?? mutes.items[index - 1];
    setFocusTarget({ userId: neighbour?.userId ?? null });
    if (!(await mutes.unmute(author))) setFocusTarget({ userId: author.userId });
  };

  return (
    <section className={styles.section} aria-labelledby="mf-character-settings-mutes">
      <h2 id="mf-character-settings-mutes" ref={headingRef} tabIndex={-1} className={styles.heading}>
        ミュートしたユーザー
      </h2>
      <p className={styles.muted}>
        ミュートしたユーザーのコメント・返信・リアクションは、あなたには表示されません。
      </p>
      <p role="status" className={styles.live}>
        {mutes.announcement}
      </p>
      {mutes.failure && (
        <p role="alert" className={styles.error}>
          {mutes.failure}
        </p>
      )}
      {mutes.status === 'idle' || mutes.status === 'loading' ? (
        <p className={styles.muted}>Loading...</p>
      ) : mutes.status === 'error' ? (
        <p role="alert" className={styles.error}>
          {actionErrorMessage(mutes.error, MUTES_LOG.load)}{' '}
          <button type="button" className={styles.secondaryButton} onClick={mutes.reload}>
            再試行
          </button>
        </p>
      ) : mutes.items.length === 0 ? (
        <p className={styles.muted}>ミュートしているユーザーはいません</p>
      ) : (
        <ul className={styles.list}>
          {mutes.items.map((author) => (
            <li key={author.userId} className={styles.row}>
              <UserAvatar name={author.authorName} photoURL={author.authorPhotoURL} />
              <div className={styles.who}>
                <span className={styles.name}>{author.authorName}</span>
                <span className={styles.since}>
                  <DateTime iso={author.mutedAt} />
                  からミュート中
                </span>
              </div>
              <button
                type="button"
                ref={(element) => {
                  if (element) buttons.current.set(author.userId, element);
                  else buttons.current.delete(author.userId);
                }}
                className={styles.secondaryButton}
                aria-label={`${author.authorName}をミュート解除`}
                onClick={() => void unmute(author)}
              >
                ミュート解除
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
