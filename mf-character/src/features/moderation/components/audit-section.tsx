// 監査ログ: who did what, when and why, newest first; もっと見る reads older entries.
import type { AuditEntry } from '@anifan/contract';
import { actionErrorMessage } from '../../../shared/action-error-messages';
import { DateTime } from '../../../shared/date-time';
import type { Moderation } from '../hooks/use-moderation';
import { MODERATION_LOG } from '../hooks/use-moderation';
import type { KnownAuthors } from '../lib/known-authors';
import { AUDIT_ACTION_LABELS } from '../lib/labels';
import { MoreButton } from './more-button';
import styles from './moderation.module.css';

/** What an entry acted on: the comment and its author, or the suspended user. */
function target(entry: AuditEntry, authors: KnownAuthors): string {
  const user =
    entry.targetUserId === null
      ? null
      : (authors.get(entry.targetUserId)?.name ?? `ユーザーID ${entry.targetUserId}`);
  const comment = entry.commentId === null ? null : `コメント #${entry.commentId}`;
  return [comment, user].filter(Boolean).join('・') || '—';
}

export function AuditSection({ moderation, authors }: { moderation: Moderation; authors: KnownAuthors }) {
  const { audit } = moderation;
  return (
    <section className={styles.section} aria-labelledby="mf-character-moderation-audit">
      <h2 id="mf-character-moderation-audit" className={styles.heading}>
        監査ログ
      </h2>
      {audit.status === 'idle' || audit.status === 'loading' ? (
        <p className={styles.muted}>Loading...</p>
      ) : audit.status === 'error' ? (
        <p role="alert" className={styles.error}>
          {actionErrorMessage(audit.error, MODERATION_LOG.audit)}{' '}
          <button type="button" className={styles.secondaryButton} onClick={audit.reload}>
            再試行
          </button>
        </p>
      ) : audit.items.length === 0 ? (
        <p className={styles.muted}>記録はまだありません</p>
      ) : (
        <div className={styles.tableScroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">日時</th>
                <th scope="col">操作</th>
                <th scope="col">実行者</th>
                <th scope="col">対象</th>
                <th scope="col">理由</th>
              </tr>
            </thead>
            <tbody>
              {audit.items.map((entry) => (
                <tr key={entry.id}>
                  <td>
                    <DateTime iso={entry.createdAt} />
                  </td>
                  <td>{AUDIT_ACTION_LABELS[entry.action]}</td>
                  <td>{entry.moderator?.name ?? '自動（通報）'}</td>
                  <td>{target(entry, authors)}</td>
                  <td className={styles.text}>{entry.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <MoreButton list={audit} onMore={audit.loadMore} />
    </section>
  );
}
