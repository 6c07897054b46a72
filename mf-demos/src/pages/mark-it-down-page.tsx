// `/markItDown`: the download page (docs/screens.md#markitdown) with the in-browser converter, which loads only here, on demand.
import { lazy, Suspense } from 'react';
import type { RemotePageProps } from '@anifan/contract';
import styles from '../features/markitdown/components/mark-it-down.module.css';
import pageStyles from './page.module.css';

/** Served by the backend at the shell's origin, so an absolute path works wherever the remote came from. */
export const ARCHIVE_URL = '/downloads/markitdown.tar.gz';

const INTRO =
  'Excel ファイル（.xlsx、古い形式の .xls）、OpenDocument（.ods）、CSV を Markdown の表に変換できます。';
const RULES =
  'シートごとに「## シート名」の見出しと表を出力します。パスワードで保護されたファイルは変換できません。';
const USAGE_EXAMPLE = [
  'tar xzf markitdown.tar.gz',
  './markitdown/markitdown 売上.xlsx -o 売上.md',
  './markitdown/markitdown 名簿.xls --sheet 4月',
].join('\n');

const Converter = lazy(() => import('../features/markitdown/components/converter'));

export default function MarkItDownPage(_props: RemotePageProps) {
  return (
    <div className={pageStyles.page}>
      <h1 className={pageStyles.heading}>MarkItDown</h1>
      <p>{INTRO}</p>
      <p>{RULES}</p>
      <section className={styles.download} aria-labelledby="markitdown-download">
        <h2 id="markitdown-download">インストーラーのダウンロード</h2>
        <p>
          コマンドラインで使うには、インストーラーをダウンロードしてください（Node.js 18 以上が必要です）。
        </p>
        <a className={styles.downloadLink} href={ARCHIVE_URL} download>
          markitdown.tar.gz をダウンロード
        </a>
        <pre className={styles.usage}>
          <code>{USAGE_EXAMPLE}</code>
        </pre>
      </section>
      <section className={styles.converter} aria-labelledby="markitdown-try">
        <h2 id="markitdown-try">ブラウザで変換する</h2>
        <Suspense fallback={<p>Loading...</p>}>
          <Converter />
        </Suspense>
      </section>
    </div>
  );
}
