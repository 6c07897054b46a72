// What the content area shows while a page is on its way (its remote's code, or the list of pages).
import styles from './remote-page.module.css';

export function PageLoading() {
  return (
    <div className={styles.loading} role="status" aria-busy="true">
      Loading...
    </div>
  );
}
