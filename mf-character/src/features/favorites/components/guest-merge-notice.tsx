// What became of a guest's favorites at sign-in: how many went into the account, or how many are still
// kept in this browser, with 再試行.
import type { UseFavorites } from '../hooks/use-favorites';
import styles from './favorites.module.css';

export function GuestMergeNotice({ merge, onRetry }: { merge: UseFavorites['merge']; onRetry(): void }) {
  if (!merge) return null;
  if (!merge.failed) {
    return (
      <p role="status" className={styles.mergeNotice}>
        {merge.message}
      </p>
    );
  }
  return (
    <p role="alert" className={styles.mergeNotice}>
      {merge.message}{' '}
      <button type="button" className={styles.mergeRetry} onClick={onRetry}>
        再試行
      </button>
    </p>
  );
}
