// The anime detail's マイリスト section: the status control, the episodes and the entry's own fields.
import type { KnownEpisodes } from '../lib/progress';
import { EntryDetails } from './entry-details';
import { EpisodeProgress } from './episode-progress';
import { ListStatusControl } from './status-control';
import styles from './my-list.module.css';

interface MyListPanelProps {
  mediaId: number;
  title: string;
  /** The episodes known so far; null while they are asked. */
  known: KnownEpisodes | null;
}

export function MyListPanel({ mediaId, title, known }: MyListPanelProps) {
  return (
    <section className={styles.section} aria-labelledby={`my-list-${mediaId}`}>
      <h2 id={`my-list-${mediaId}`} className={styles.heading}>
        マイリスト
      </h2>
      <ListStatusControl mediaId={mediaId} title={title} known={known} />
      {known && <EpisodeProgress mediaId={mediaId} known={known} />}
      <EntryDetails mediaId={mediaId} />
    </section>
  );
}
