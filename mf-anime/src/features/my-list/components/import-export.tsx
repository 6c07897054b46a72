// マイリストのインポート and エクスポート (MyAnimeList files) for a signed-in fan, whose panels load when
// shown (transfer-panels.tsx); a guest is told to sign in.
import { lazy, Suspense } from 'react';
import { usePlatform } from '../../../lib/platform-context';
import styles from './my-list.module.css';

// Only a signed-in fan uses them: kept out of the page's first chunk.
const TransferPanels = lazy(async () => ({
  default: (await import(/* webpackChunkName: "my-list-transfer" */ './transfer-panels')).TransferPanels,
}));

export function ImportExport({ signedIn }: { signedIn: boolean }) {
  const { auth } = usePlatform();
  return (
    <section className={styles.transfer} aria-labelledby="my-list-transfer">
      <h2 id="my-list-transfer" className={styles.sectionTitle}>
        インポート・エクスポート
      </h2>
      {signedIn ? (
        <Suspense
          fallback={
            <p role="status" className={styles.note}>
              Loading...
            </p>
          }
        >
          <TransferPanels />
        </Suspense>
      ) : (
        <p className={styles.note}>
          MyAnimeList からのインポートとエクスポートは、サインインすると使えます。
          <button type="button" className={styles.linkButton} onClick={() => void auth.signIn()}>
            サインインする
          </button>
        </p>
      )}
    </section>
  );
}
