import styles from './remote-page.module.css';

const EXPLANATIONS = {
  load: 'ページの部品をサーバーから取得できませんでした。通信状態を確かめて、もう一度お試しください。',
  crash: 'ページの表示中に問題が起きました。もう一度お試しください。',
} as const;

export function RemoteErrorPanel({
  kind,
  onRetry,
}: {
  kind: keyof typeof EXPLANATIONS;
  onRetry: () => void;
}) {
  return (
    <section className={styles.errorPanel} role="alert" aria-labelledby="remote-error-title">
      <h1 id="remote-error-title" className={styles.errorTitle}>
        このページを読み込めませんでした
      </h1>
      <p className={styles.errorText}>{EXPLANATIONS[kind]}</p>
      <p className={styles.errorText}>ヘッダーやサイドバー、ほかのページはそのままお使いいただけます。</p>
      <button type="button" className={styles.retryButton} onClick={onRetry}>
        再試行
      </button>
    </section>
  );
}
