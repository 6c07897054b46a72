// マイリストのインポート（MyAnimeList のエクスポートファイル: preview, then apply）and エクスポート
// (MyAnimeList XML or JSON): the signed-in fan's panels, a chunk of their own that a guest never loads.
import { apiFor } from '@anifan/contract';
import { useId, useState, type ChangeEvent } from 'react';
import type { MediaListImportResult } from '@anifan/contract';
import { usePlatform } from '../../../lib/platform-context';
import { exportFileName, exportList, importMalFile, type ExportFormat } from '../api/list-transfer';
import { fileProblem, REQUEST_MESSAGES, SKIP_REASONS, transferErrorMessage } from '../lib/import-messages';
import { saveFile } from '../lib/save-file';
import styles from './my-list.module.css';

type ImportState =
  | { step: 'idle' }
  | { step: 'checking'; file: File }
  | { step: 'preview'; file: File; result: MediaListImportResult }
  | { step: 'applying'; file: File; result: MediaListImportResult }
  | { step: 'done'; result: MediaListImportResult }
  | { step: 'failed'; message: string };

const counts = ({ added, updated, unchanged }: MediaListImportResult) =>
  `追加 ${added}件・更新 ${updated}件・変更なし ${unchanged}件`;

export function TransferPanels() {
  return (
    <div className={styles.transferBody}>
      <ImportPanel />
      <ExportPanel />
    </div>
  );
}

function ImportPanel() {
  const api = apiFor(usePlatform());
  const inputId = useId();
  const [state, setState] = useState<ImportState>({ step: 'idle' });

  const preview = async (file: File) => {
    setState({ step: 'checking', file });
    try {
      setState({ step: 'preview', file, result: await importMalFile(api, file, true) });
    } catch (error) {
      setState({ step: 'failed', message: transferErrorMessage(error, REQUEST_MESSAGES.importFailed) });
    }
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file can be chosen again after a failure or a cancel.
    event.target.value = '';
    if (!file) return;
    const problem = fileProblem(file);
    if (problem) setState({ step: 'failed', message: problem });
    else void preview(file);
  };

  const apply = async (file: File, result: MediaListImportResult) => {
    setState({ step: 'applying', file, result });
    try {
      setState({ step: 'done', result: await importMalFile(api, file, false) });
    } catch (error) {
      setState({ step: 'failed', message: transferErrorMessage(error, REQUEST_MESSAGES.importFailed) });
    }
  };

  const busy = state.step === 'checking' || state.step === 'applying';
  return (
    <div className={styles.panel}>
      <h3 className={styles.panelTitle}>インポート</h3>
      <p className={styles.note}>
        MyAnimeList の「Export My List」でダウンロードしたファイル（animelist_….xml.gz または .xml、5 MB
        まで）を選ぶと、取り込む前に内容を確認できます。
      </p>
      <label htmlFor={inputId} className={styles.fileLabel}>
        MyAnimeList のエクスポートファイルを選ぶ
      </label>
      <input
        id={inputId}
        type="file"
        accept=".xml,.gz,application/xml,text/xml,application/gzip"
        disabled={busy}
        onChange={choose}
        className={styles.fileInput}
      />
      {state.step === 'checking' && <p role="status">「{state.file.name}」を確認しています…</p>}
      {state.step === 'failed' && (
        <p role="alert" className={styles.error}>
          {state.message}
        </p>
      )}
      {(state.step === 'preview' || state.step === 'applying') && (
        <div className={styles.preview} aria-labelledby={`${inputId}-preview`}>
          <h4 id={`${inputId}-preview`} className={styles.previewTitle}>
            「{state.file.name}」を取り込むと
          </h4>
          <ImportSummary result={state.result} withCounts />
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.primary}
              disabled={state.step === 'applying'}
              onClick={() => void apply(state.file, state.result)}
            >
              {state.step === 'applying' ? 'インポートしています…' : 'この内容でインポート'}
            </button>
            <button
              type="button"
              className={styles.secondary}
              disabled={state.step === 'applying'}
              onClick={() => setState({ step: 'idle' })}
            >
              キャンセル
            </button>
          </div>
        </div>
      )}
      {state.step === 'done' && (
        <div role="status" className={styles.done}>
          <p>インポートしました: {counts(state.result)}</p>
          <ImportSummary result={state.result} />
        </div>
      )}
    </div>
  );
}

/** The counts, then the works not found and what was left out or repaired. */
function ImportSummary({
  result,
  withCounts = false,
}: {
  result: MediaListImportResult;
  withCounts?: boolean;
}) {
  return (
    <>
      {withCounts && <p className={styles.counts}>{counts(result)}</p>}
      {result.unknown.length > 0 && (
        <details className={styles.details} open={result.unknown.length <= 10}>
          <summary>AniFan の作品に見つからない {result.unknown.length}件（取り込みません）</summary>
          <ul>
            {result.unknown.map(({ malId, title }) => (
              <li key={malId}>
                {title ?? 'タイトル不明'}（MyAnimeList ID {malId}）
              </li>
            ))}
          </ul>
        </details>
      )}
      {result.skipped.length > 0 && (
        <details className={styles.details} open={result.skipped.length <= 10}>
          <summary>読み込めなかった項目 {result.skipped.length}件</summary>
          <ul>
            {result.skipped.map((skip, index) => (
              <li key={index}>
                {skip.title ?? (skip.malId === null ? 'タイトル不明' : `MyAnimeList ID ${skip.malId}`)}
                {skip.field && `（${skip.field}）`}: {SKIP_REASONS[skip.reason]}
              </li>
            ))}
          </ul>
        </details>
      )}
      {result.invalidByteSequences > 0 && (
        <p className={styles.note}>
          ファイルに UTF-8 として読めない部分が {result.invalidByteSequences}
          か所ありました（「�」として読み込みます）。
        </p>
      )}
    </>
  );
}

const EXPORTS: readonly { format: ExportFormat; label: string }[] = [
  { format: 'mal', label: 'MyAnimeList 形式（XML）でダウンロード' },
  { format: 'json', label: 'JSON でダウンロード' },
];

function ExportPanel() {
  const api = apiFor(usePlatform());
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [error, setError] = useState<string | null>(null);

  const download = async (format: ExportFormat) => {
    setBusy(format);
    setError(null);
    try {
      saveFile(await exportList(api, format), exportFileName(format, new Date()));
    } catch (cause) {
      setError(transferErrorMessage(cause, REQUEST_MESSAGES.exportFailed));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className={styles.panel}>
      <h3 className={styles.panelTitle}>エクスポート</h3>
      <p className={styles.note}>
        MyAnimeList 形式のファイルは MyAnimeList・AniList・Kitsu に取り込めます（MyAnimeList の ID
        がない作品は含まれません）。JSON にはすべての項目が入ります。
      </p>
      <div className={styles.actions}>
        {EXPORTS.map(({ format, label }) => (
          <button
            key={format}
            type="button"
            className={styles.secondary}
            disabled={busy !== null}
            onClick={() => void download(format)}
          >
            {busy === format ? '準備しています…' : label}
          </button>
        ))}
      </div>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
