import { Link } from 'react-router-dom';
import { NOT_FOUND_TITLE, documentTitle } from '../app/routes';
import { useDocumentTitle } from '../app/use-document-title';
import styles from './not-found-page.module.css';

export function NotFoundPage() {
  useDocumentTitle(documentTitle(NOT_FOUND_TITLE));
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{NOT_FOUND_TITLE}</h1>
      <p className={styles.text}>お探しのページは移動したか、削除された可能性があります。</p>
      <Link to="/" className={styles.home}>
        ホームへ戻る
      </Link>
    </section>
  );
}
