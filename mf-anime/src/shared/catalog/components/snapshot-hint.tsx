// Under an empty season list from the offline snapshot: where the snapshot ends, and a way to see that season.
import { formatSeasonJa } from '@anifan/contract';
import styles from './snapshot-hint.module.css';

interface SnapshotHintProps {
  newestSeason: string;
  onShowSeason: () => void;
  /** What the button shows of that season: `{season}の{subject}を見る`. */
  subject?: string;
}

export function SnapshotHint({ newestSeason, onShowSeason, subject = 'アニメ' }: SnapshotHintProps) {
  const label = formatSeasonJa(newestSeason);
  return (
    <div className={styles.snapshotHint}>
      <p>オフラインのアニメ情報は{label}までを収録しています。</p>
      <button type="button" className={styles.secondaryButton} onClick={onShowSeason}>
        {label}の{subject}を見る
      </button>
    </div>
  );
}
