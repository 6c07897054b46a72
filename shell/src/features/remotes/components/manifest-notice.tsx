// Tells the visitor the page list (/remotes.json) could not be read; pages then show their own panel.
import { useSyncExternalStore } from 'react';
import type { Observable } from 'rxjs';
import { subscribeTo } from '@anifan/contract';
import styles from '../../layout/components/layout.module.css';

export function ManifestNotice({ failed$, failed }: { failed$: Observable<boolean>; failed: () => boolean }) {
  const hasFailed = useSyncExternalStore(subscribeTo(failed$), failed);
  if (!hasFailed) return null;
  return (
    <p className={styles.notice} role="alert">
      ページの構成情報を読み込めませんでした。しばらくしてから再読み込みしてください。
    </p>
  );
}
