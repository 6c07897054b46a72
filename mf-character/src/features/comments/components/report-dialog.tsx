// 通報: a modal dialog with the reason (ネタバレ, 誹謗中傷, スパム, その他) and optional details. Focus stays
// inside while it is open; Escape or キャンセル closes it and the row gives focus back to its menu button.
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import {
  MAX_REPORT_TEXT_LENGTH,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportReason,
} from '@anifan/contract';
import type { ReportOutcome } from '../hooks/use-thread';
import styles from './comments.module.css';

interface ReportDialogProps {
  authorName: string;
  onSend(reason: ReportReason, text: string): Promise<ReportOutcome>;
  onClose(): void;
}

export function ReportDialog({ authorName, onSend, onClose }: ReportDialogProps) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const reasonName = useId();

  useEffect(() => {
    dialogRef.current?.querySelector<HTMLElement>('input')?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    // A modal keeps Tab within itself.
    const focusable = Array.from(
      dialogRef.current?.querySelectorAll<HTMLElement>('input, textarea, button:not(:disabled)') ?? [],
    );
    const first = focusable[0];
    const last = focusable.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reason === null || sending) return;
    setSending(true);
    setError(null);
    const outcome = await onSend(reason, text);
    if (outcome.status === 'sent') {
      onClose();
      return;
    }
    setSending(false);
    setError(outcome.message);
  };

  return (
    <div className={styles.backdrop}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={styles.dialog}
        onKeyDown={onKeyDown}
      >
        <h3 id={titleId} className={styles.dialogTitle}>
          コメントを通報
        </h3>
        <form className={styles.dialogForm} onSubmit={(event) => void submit(event)}>
          <fieldset className={styles.reasons}>
            <legend>{authorName}さんのコメントを通報する理由</legend>
            {REPORT_REASONS.map((value) => (
              <label key={value} className={styles.reason}>
                <input
                  type="radio"
                  name={reasonName}
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                />
                {REPORT_REASON_LABELS[value]}
              </label>
            ))}
          </fieldset>
          <label className={styles.reportDetails}>
            詳細（任意）
            <textarea
              className={styles.editField}
              maxLength={MAX_REPORT_TEXT_LENGTH}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          </label>
          {error && (
            <div role="alert" className={styles.dialogError}>
              {error}
            </div>
          )}
          <div className={styles.editActions}>
            <button type="submit" className={styles.primaryButton} disabled={reason === null || sending}>
              通報する
            </button>
            <button type="button" className={styles.secondaryButton} onClick={onClose}>
              キャンセル
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
