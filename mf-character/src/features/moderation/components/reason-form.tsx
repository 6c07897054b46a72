// The reason a moderator gives for an action (the audit log's "why"), asked before it is sent: required,
// at most MAX_REPORT_TEXT_LENGTH characters. The form stays open with the server's refusal until it is
// done or cancelled (キャンセル, Escape); the caller closes it on success.
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { MAX_REPORT_TEXT_LENGTH } from '@anifan/contract';
import type { ActionOutcome } from '../hooks/use-moderation';
import styles from './moderation.module.css';

interface ReasonFormProps {
  /** The text box's label: `非表示にする理由`. */
  label: string;
  /** The send button's: `非表示にする`. */
  submitLabel: string;
  onSubmit(reason: string): ActionOutcome;
  onCancel(): void;
  /** Fields before the reason (the suspension's length). */
  children?: ReactNode;
}

export function ReasonForm({ label, submitLabel, onSubmit, onCancel, children }: ReasonFormProps) {
  const id = useId();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => fieldRef.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    const refusal =
      text === ''
        ? '理由を入力してください'
        : [...text].length > MAX_REPORT_TEXT_LENGTH
          ? `理由は${MAX_REPORT_TEXT_LENGTH}文字以内で入力してください`
          : null;
    if (refusal) {
      setError(refusal);
      fieldRef.current?.focus();
      return;
    }
    setSending(true);
    setError(null);
    const outcome = await onSubmit(text);
    // Done: the caller has closed the form. Refused: the reason stays for another try.
    if (outcome !== null) {
      setSending(false);
      setError(outcome);
      fieldRef.current?.focus();
    }
  };

  return (
    <form
      className={styles.form}
      aria-label={submitLabel}
      noValidate
      onSubmit={(event) => void submit(event)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !sending) {
          event.stopPropagation();
          onCancel();
        }
      }}
    >
      {children}
      <label className={styles.fieldLabel} htmlFor={`${id}-reason`}>
        {label}
      </label>
      <textarea
        id={`${id}-reason`}
        ref={fieldRef}
        className={styles.field}
        value={reason}
        rows={2}
        aria-invalid={error !== null}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setReason(event.target.value)}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <div className={styles.formActions}>
        <button type="submit" className={styles.primaryButton} disabled={sending}>
          {sending ? '送信中…' : submitLabel}
        </button>
        <button type="button" className={styles.secondaryButton} disabled={sending} onClick={onCancel}>
          キャンセル
        </button>
      </div>
    </form>
  );
}
