// The anime detail's status control: the five statuses as toggle buttons, and マイリストから外す (with
// 元に戻す in the messages bar). The buttons stay where they are, so focus stays on the one pressed.
import { useRef } from 'react';
import { useListEntry, useMyList } from '../hooks/use-my-list';
import { statusPatch, todayInJapan, type KnownEpisodes } from '../lib/progress';
import { PICKABLE_STATUSES, STATUS_LABELS, pickableStatus, type PickableStatus } from '../lib/status';
import styles from './my-list.module.css';

/** 「『呪術廻戦』をマイリストから外しました」. */
export function removedMessage(title: string): string {
  return `『${title}』をマイリストから外しました`;
}

/** Removing a work in one action, with 元に戻す offered in the messages bar. */
export function useRemoveWithUndo(mediaId: number, title: string): () => Promise<void> {
  const { remove } = useListEntry(mediaId);
  const { offerUndo } = useMyList();
  return async () => {
    const undo = await remove();
    offerUndo(removedMessage(title), undo);
  };
}

interface ListStatusControlProps {
  mediaId: number;
  title: string;
  /** The episodes the catalogue knows: 見た marks them all when their count is final. */
  known?: KnownEpisodes | null;
}

export function ListStatusControl({ mediaId, title, known = null }: ListStatusControlProps) {
  const { entry, ready, save } = useListEntry(mediaId);
  const removeWithUndo = useRemoveWithUndo(mediaId, title);
  const firstButton = useRef<HTMLButtonElement>(null);
  const current = entry ? pickableStatus(entry.status) : null;
  const pick = (status: PickableStatus) => {
    if (status !== current) void save(statusPatch(entry, status, todayInJapan(Date.now()), known));
  };
  const remove = () => {
    // The button goes with the entry: focus moves to the first status instead of the page's top.
    firstButton.current?.focus();
    void removeWithUndo();
  };
  return (
    <div className={styles.statuses}>
      <div role="group" aria-label={`『${title}』の視聴状況`} className={styles.statuses}>
        {PICKABLE_STATUSES.map((status, index) => (
          <button
            key={status}
            ref={index === 0 ? firstButton : undefined}
            type="button"
            className={styles.statusButton}
            aria-pressed={status === current}
            disabled={!ready}
            onClick={() => pick(status)}
          >
            {STATUS_LABELS[status]}
          </button>
        ))}
      </div>
      {entry && (
        <button type="button" className={styles.secondaryButton} onClick={remove}>
          マイリストから外す
        </button>
      )}
      {entry?.status === 'REPEATING' && <p className={styles.note}>再視聴中（{entry.repeat + 1}回目）</p>}
    </div>
  );
}
