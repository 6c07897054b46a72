// The list's messages bar, once per page: what the sign-in merge did, a save that failed (and was
// rolled back), and 元に戻す for the last removal or progress change.
import { useMyList } from '../hooks/use-my-list';
import styles from './my-list.module.css';

export function MyListMessages() {
  const { notice, error, undo, dismissNotice, dismissError, runUndo } = useMyList();
  return (
    <div className={styles.messages}>
      <div role="alert" className={`${styles.message} ${styles.error}`}>
        {error && (
          <>
            <span>{error}</span>
            <button type="button" className={styles.undoButton} onClick={dismissError}>
              閉じる
            </button>
          </>
        )}
      </div>
      <div role="status" className={styles.message}>
        {notice && (
          <>
            <span>{notice}</span>
            <button type="button" className={styles.undoButton} onClick={dismissNotice}>
              閉じる
            </button>
          </>
        )}
      </div>
      <div role="status" className={styles.message}>
        {undo && (
          <>
            <span>{undo.message}</span>
            <button type="button" className={styles.undoButton} onClick={() => void runUndo()}>
              元に戻す
            </button>
          </>
        )}
      </div>
    </div>
  );
}
