// The states every catalogue list goes through besides showing cards: loading, failed and empty.
import type { ReactNode } from 'react';
import { gridStyle } from './card-grid';
import type { CoverShape } from './cover-image';
import styles from './cards.module.css';

const SKELETON_CARDS = 8;

export function LoadingState({ shape, minColumn }: { shape: CoverShape; minColumn: 200 | 240 }) {
  return (
    <div className={styles.state}>
      <p role="status" className={styles.message}>
        Loading...
      </p>
      <ul className={styles.grid} aria-hidden="true" style={gridStyle(minColumn)}>
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <li key={index} className={styles.item}>
            <span className={`${styles.skeleton} ${styles[shape]}`} />
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className={styles.state}>
      <p className={styles.message}>{message}</p>
      <button type="button" className={styles.action} onClick={onRetry}>
        再試行
      </button>
    </div>
  );
}

export function EmptyState({ children }: { children?: ReactNode }) {
  return (
    <div className={styles.state}>
      <p className={styles.message}>データがありません</p>
      {children}
    </div>
  );
}
