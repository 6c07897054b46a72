// The in-page converter: pick or drop an .xlsx/.xls/.ods/.csv, preview the Markdown, copy or save it. Nothing leaves the browser.
import { useId, useRef, useState, type DragEvent } from 'react';
import { assertSize, convertToMarkdown, type Conversion } from '../lib/convert';
import { japaneseMessage, MarkItDownError } from '../lib/errors';
import { SheetPreview } from './sheet-preview';
import styles from './mark-it-down.module.css';

type ConverterState =
  | { status: 'idle' }
  | { status: 'converting'; fileName: string }
  | { status: 'done'; fileName: string; result: Conversion }
  | { status: 'error'; fileName: string; message: string };

type View = 'rendered' | 'raw';

const ACCEPT = [
  '.xlsx',
  '.xls',
  '.ods',
  '.csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-excel',
  'application/vnd.oasis.opendocument.spreadsheet',
  'text/csv',
].join(',');

export const markdownFileName = (fileName: string) => `${fileName.replace(/\.[^.]+$/, '') || 'sheet'}.md`;

export default function Converter() {
  const [state, setState] = useState<ConverterState>({ status: 'idle' });
  const [view, setView] = useState<View>('rendered');
  const [dragOver, setDragOver] = useState(false);
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const inputId = useId();
  const latest = useRef(0);

  const convert = async (file: File) => {
    const run = (latest.current += 1);
    setCopyState('idle');
    setState({ status: 'converting', fileName: file.name });
    try {
      assertSize(file.size);
      const bytes = new Uint8Array(await file.arrayBuffer());
      const result = await convertToMarkdown(file.name, bytes);
      if (run === latest.current) setState({ status: 'done', fileName: file.name, result });
    } catch (error) {
      if (run !== latest.current) return;
      const message =
        error instanceof MarkItDownError ? japaneseMessage(error) : 'ファイルを変換できませんでした。';
      setState({ status: 'error', fileName: file.name, message });
    }
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragOver(false);
    const file = event.dataTransfer.files[0];
    if (file) void convert(file);
  };

  const copy = async () => {
    if (state.status !== 'done') return;
    try {
      await navigator.clipboard.writeText(state.result.markdown);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  };

  const download = () => {
    if (state.status !== 'done') return;
    const url = URL.createObjectURL(
      new Blob([state.result.markdown], { type: 'text/markdown;charset=utf-8' }),
    );
    const link = document.createElement('a');
    link.href = url;
    link.download = markdownFileName(state.fileName);
    link.click();
    // Revoked on the next task, after the browser has started the download.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  return (
    <div className={styles.converterBody}>
      <p className={styles.privacy}>
        変換はこのブラウザの中だけで行われます。ファイルはどこにもアップロードされません。
      </p>
      <div
        className={dragOver ? `${styles.dropZone} ${styles.dropZoneActive}` : styles.dropZone}
        onDragOver={(event) => {
          event.preventDefault();
          setDragOver(true);
        }}
        onDragLeave={() => setDragOver(false)}
        onDrop={onDrop}
        data-testid="markitdown-drop-zone"
      >
        <p>ここに .xlsx、.xls、.ods または .csv ファイルをドロップするか、</p>
        <label htmlFor={inputId} className={styles.pickButton}>
          ファイルを選ぶ
        </label>
        <input
          id={inputId}
          className={styles.fileInput}
          type="file"
          accept={ACCEPT}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void convert(file);
            event.target.value = '';
          }}
        />
      </div>

      <div aria-live="polite">
        {state.status === 'converting' && <p>「{state.fileName}」を変換しています...</p>}
      </div>
      {state.status === 'error' && (
        <p role="alert" className={styles.error}>
          「{state.fileName}」: {state.message}
        </p>
      )}
      {state.status === 'done' && (
        <div className={styles.result}>
          <div className={styles.actions}>
            <div role="group" aria-label="表示の切り替え" className={styles.viewSwitch}>
              <button type="button" aria-pressed={view === 'rendered'} onClick={() => setView('rendered')}>
                プレビュー
              </button>
              <button type="button" aria-pressed={view === 'raw'} onClick={() => setView('raw')}>
                Markdown
              </button>
            </div>
            <button type="button" onClick={() => void copy()}>
              {copyState === 'copied' ? 'コピーしました' : 'コピー'}
            </button>
            <button type="button" onClick={download}>
              .md をダウンロード
            </button>
          </div>
          {copyState === 'failed' && (
            <p role="alert" className={styles.error}>
              クリップボードにコピーできませんでした。Markdown 表示から選択してコピーしてください。
            </p>
          )}
          {view === 'rendered' ? (
            <SheetPreview tables={state.result.tables} />
          ) : (
            <textarea
              className={styles.raw}
              aria-label="変換された Markdown"
              readOnly
              value={state.result.markdown}
              data-testid="markitdown-raw"
            />
          )}
        </div>
      )}
    </div>
  );
}
