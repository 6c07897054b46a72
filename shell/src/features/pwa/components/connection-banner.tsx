// 「オフラインです」 while the app runs without the network, and a note when a newer deployment took over.
import { useSyncExternalStore } from 'react';
import { subscribeTo } from '@anifan/contract';
import type { ServiceWorkerClient } from '../lib/service-worker-client';
import styles from './connection-banner.module.css';

export function ConnectionBanner({ client, reload }: { client: ServiceWorkerClient; reload: () => void }) {
  const { offline, updated } = useSyncExternalStore(subscribeTo(client.state$), client.snapshot);
  if (offline) {
    return (
      <p className={styles.banner} role="status">
        オフラインです。最後に表示した内容を表示しています。
      </p>
    );
  }
  if (!updated) return null;
  return (
    <p className={styles.banner} role="status">
      新しいバージョンがあります。
      <button type="button" className={styles.action} onClick={reload}>
        再読み込み
      </button>
    </p>
  );
}
