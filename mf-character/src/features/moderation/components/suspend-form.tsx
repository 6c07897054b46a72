// 投稿停止: how long (1日, 7日, 無期限) and why, for an author by their pseudonymous id.
import { useId, useState } from 'react';
import {
  SUSPENSION_DURATION_LABELS,
  SUSPENSION_DURATIONS,
  type SuspendRequest,
  type SuspensionDuration,
} from '@anifan/contract';
import type { ActionOutcome } from '../hooks/use-moderation';
import { ReasonForm } from './reason-form';
import styles from './moderation.module.css';

interface SuspendFormProps {
  userId: string;
  onSubmit(request: SuspendRequest): ActionOutcome;
  onCancel(): void;
}

export function SuspendForm({ userId, onSubmit, onCancel }: SuspendFormProps) {
  const name = useId();
  const [duration, setDuration] = useState<SuspensionDuration>('1d');
  return (
    <ReasonForm
      label="投稿停止の理由"
      submitLabel="投稿停止にする"
      onSubmit={(reason) => onSubmit({ userId, duration, reason })}
      onCancel={onCancel}
    >
      <fieldset className={styles.durations}>
        <legend className={styles.fieldLabel}>停止する期間</legend>
        {SUSPENSION_DURATIONS.map((value) => (
          <label key={value} className={styles.duration}>
            <input
              type="radio"
              name={name}
              value={value}
              checked={duration === value}
              onChange={() => setDuration(value)}
            />
            {SUSPENSION_DURATION_LABELS[value]}
          </label>
        ))}
      </fieldset>
    </ReasonForm>
  );
}
