// `/animeList`: only a placeholder saying the page is in preparation.
import type { RemotePageProps } from '@anifan/contract';
import styles from './page.module.css';

export default function AnimeListPage(_props: RemotePageProps) {
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>アニメ一覧</h1>
      <p>このページは準備中です。</p>
    </div>
  );
}
