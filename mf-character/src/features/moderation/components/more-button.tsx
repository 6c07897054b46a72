// もっと見る under a paged list while there is more, with why the last one failed.
import type { PagedList } from '../hooks/use-paged-list';
import styles from './moderation.module.css';

interface MoreButtonProps {
  list: Pick<PagedList<unknown>, 'hasMore' | 'loadingMore' | 'moreError'>;
  onMore(): void;
}

export function MoreButton({ list, onMore }: MoreButtonProps) {
  return (
    <>
      {list.moreError && (
        <p role="alert" className={styles.error}>
          {list.moreError}
        </p>
      )}
      {list.hasMore && (
        <button type="button" className={styles.moreButton} disabled={list.loadingMore} onClick={onMore}>
          {list.loadingMore ? '読み込み中…' : 'もっと見る'}
        </button>
      )}
    </>
  );
}
