// 通報・非表示のコメント: the queue, most recently reported first; もっと見る reads older ones and moves the
// focus to the first it added.
import { useState } from 'react';
import type { CharacterNames, WorkTitles } from '../hooks/use-catalog-names';
import type { Moderation } from '../hooks/use-moderation';
import { ModerationItemView } from './moderation-item';
import { MoreButton } from './more-button';
import styles from './moderation.module.css';

interface QueueSectionProps {
  moderation: Moderation;
  characterNames: CharacterNames;
  workTitles: WorkTitles;
}

export function QueueSection({ moderation, characterNames, workTitles }: QueueSectionProps) {
  const { queue } = moderation;
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  return (
    <section className={styles.section} aria-labelledby="mf-character-moderation-queue">
      <h2 id="mf-character-moderation-queue" className={styles.heading}>
        通報・非表示のコメント
      </h2>
      {queue.items.length === 0 ? (
        <p className={styles.muted}>確認待ちのコメントはありません</p>
      ) : (
        <ul className={styles.list}>
          {queue.items.map((item, index) => (
            <ModerationItemView
              key={item.comment.commentId}
              item={item}
              moderation={moderation}
              characterNames={characterNames}
              workTitles={workTitles}
              focusOnMount={index === focusIndex}
            />
          ))}
        </ul>
      )}
      <MoreButton
        list={queue}
        onMore={() => {
          setFocusIndex(queue.items.length);
          queue.loadMore();
        }}
      />
    </section>
  );
}
