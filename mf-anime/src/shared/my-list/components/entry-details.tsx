// An entry's own fields on the anime detail: the score (0–10 in steps of 0.5), the start and completion
// dates, and the private memo (at most 1,000 characters, counted as typed).
import { useEffect, useId, useState } from 'react';
import type { FuzzyDate } from '@anifan/contract';
import { useListEntry } from '../hooks/use-my-list';
import { dateFromInput, dateInputValue, rawFromScore, scoreFromRaw } from '../lib/progress';
import { MAX_NOTES_LENGTH, type ListEntry } from '../types';
import styles from './my-list.module.css';

const SCORES = Array.from({ length: 20 }, (_, index) => (index + 1) / 2);

export function EntryDetails({ mediaId }: { mediaId: number }) {
  const { entry, save } = useListEntry(mediaId);
  if (!entry) return null;
  return (
    <>
      <div className={styles.fields}>
        <ScoreField entry={entry} onSave={(scoreRaw) => void save({ scoreRaw })} />
        <DateField
          label="視聴開始日"
          value={entry.startedAt}
          onSave={(startedAt) => void save({ startedAt })}
        />
        <DateField
          label="視聴完了日"
          value={entry.completedAt}
          onSave={(completedAt) => void save({ completedAt })}
        />
      </div>
      <MemoField entry={entry} onSave={(notes) => void save({ notes })} />
    </>
  );
}

function ScoreField({ entry, onSave }: { entry: ListEntry; onSave: (scoreRaw: number) => void }) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>評価</label>
      <select
        id={id}
        value={String(scoreFromRaw(entry.scoreRaw))}
        onChange={(event) => onSave(rawFromScore(Number(event.target.value)))}
      >
        <option value="0">未評価</option>
        {SCORES.map((score) => (
          <option key={score} value={String(score)}>
            {score.toFixed(1)}
          </option>
        ))}
      </select>
    </div>
  );
}

function DateField({
  label,
  value,
  onSave,
}: {
  label: string;
  value: FuzzyDate | null;
  onSave: (date: FuzzyDate | null) => void;
}) {
  const id = useId();
  const shown = dateInputValue(value);
  // A date field changes as each part is typed: saved once it names a whole day or is cleared.
  const [draft, setDraft] = useState(shown);
  useEffect(() => setDraft(shown), [shown]);
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="date"
        min="1900-01-01"
        max="2100-12-31"
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
          if (event.target.value === '' || dateFromInput(event.target.value))
            onSave(dateFromInput(event.target.value));
        }}
      />
    </div>
  );
}

function MemoField({ entry, onSave }: { entry: ListEntry; onSave: (notes: string | null) => void }) {
  const id = useId();
  const counterId = useId();
  const saved = entry.notes ?? '';
  const [draft, setDraft] = useState(saved);
  useEffect(() => setDraft(saved), [saved]);
  const changed = draft !== saved;
  return (
    <div className={`${styles.field} ${styles.memo}`}>
      <label htmlFor={id}>メモ（自分だけに表示）</label>
      <textarea
        id={id}
        value={draft}
        maxLength={MAX_NOTES_LENGTH}
        aria-describedby={counterId}
        onChange={(event) => setDraft(event.target.value)}
      />
      <div className={styles.memoFooter}>
        <span id={counterId} className={styles.counter}>
          {draft.length} / {MAX_NOTES_LENGTH}文字
        </span>
        <button
          type="button"
          className={styles.secondaryButton}
          disabled={!changed}
          onClick={() => onSave(draft.trim() === '' ? null : draft)}
        >
          メモを保存
        </button>
      </div>
    </div>
  );
}
