// エピソード on the anime detail (docs/screens.md#anime-detail): the episodes the catalogue knows, each
// opening 「第N話の感想」, the episode's comment thread, which mf-character owns and the shell mounts
// (platform.slots). Nothing of the thread loads before one is opened. A thread of an episode the viewer
// has not marked seen in マイリスト is veiled until they choose 表示する, remembered per episode.
import { useEffect, useRef, useState } from 'react';
import { episodeThread } from '@anifan/contract';
import { useListEntry, type KnownEpisodes } from '../../../shared/my-list';
import { SlotHost } from '../../../shared/slots/slot-host';
import { episodesNote, rememberVeilLifted, veilLifted, watchedThrough } from '../lib/episode-threads';
import styles from './episodes-section.module.css';

/** Episodes listed at first; a longer series offers the rest behind a button (a year of weekly episodes). */
export const EPISODES_AT_FIRST = 52;

interface Props {
  mediaId: number;
  /** The work's title as the page shows it. */
  title: string;
  known: KnownEpisodes;
}

export function EpisodesSection({ mediaId, title, known }: Props) {
  const [opened, setOpened] = useState<number | null>(null);
  const [all, setAll] = useState(false);
  const { entry, ready } = useListEntry(mediaId);
  const watched = watchedThrough(entry);
  const listed = all ? known.count : Math.min(known.count, EPISODES_AT_FIRST);
  const episodes = Array.from({ length: listed }, (_, index) => index + 1);
  return (
    <section className={styles.section} aria-labelledby="episodes-heading">
      <h2 id="episodes-heading" className={styles.heading}>
        エピソード
      </h2>
      {known.count === 0 ? (
        <p className={styles.note}>この作品の話数はまだわかっていません。</p>
      ) : (
        <>
          <p className={styles.note}>{episodesNote(known)}</p>
          <ul className={styles.episodes} aria-label={`『${title}』のエピソード`}>
            {episodes.map((episode) => (
              <li key={episode}>
                <button
                  type="button"
                  className={styles.episodeButton}
                  aria-expanded={opened === episode}
                  aria-controls={opened === episode ? 'episode-thread' : undefined}
                  onClick={() => setOpened(opened === episode ? null : episode)}
                >
                  第{episode}話の感想
                  {episode <= watched && <span className={styles.seen}>視聴済み</span>}
                </button>
              </li>
            ))}
          </ul>
          {listed < known.count && (
            <button type="button" className={styles.moreButton} onClick={() => setAll(true)}>
              {`第${listed + 1}話〜第${known.count}話も表示する`}
            </button>
          )}
        </>
      )}
      {opened !== null && (
        <EpisodeThread
          key={opened}
          mediaId={mediaId}
          title={title}
          episode={opened}
          seen={ready ? opened <= watched : null}
          onClose={() => setOpened(null)}
        />
      )}
    </section>
  );
}

function EpisodeThread({
  mediaId,
  title,
  episode: number,
  seen,
  onClose,
}: {
  mediaId: number;
  title: string;
  episode: number;
  /** Whether the viewer's マイリスト says they have seen it; null until the list is known. */
  seen: boolean | null;
  onClose: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [lifted, setLifted] = useState(() => veilLifted(mediaId, number));
  // Opening an episode takes the reader to its thread, which comes after the whole list.
  useEffect(() => heading.current?.focus(), []);
  const veiled = !seen && !lifted;
  return (
    <div id="episode-thread" className={styles.thread}>
      <div className={styles.threadHeader}>
        <h3 ref={heading} tabIndex={-1} className={styles.threadHeading}>
          第{number}話の感想
        </h3>
        <button type="button" className={styles.closeButton} onClick={onClose}>
          閉じる
        </button>
      </div>
      {seen === null && !lifted ? (
        // Neither veiled nor shown before the list says whether the viewer has seen the episode.
        <p className={styles.note} role="status">
          Loading...
        </p>
      ) : veiled ? (
        <div className={styles.veil}>
          <p className={styles.veilTitle}>第{number}話をまだ見ていません</p>
          <p className={styles.note}>
            ネタバレを避けるため、マイリストで見たことにしていない話の感想は隠しています。
          </p>
          <button
            type="button"
            className={styles.showButton}
            onClick={() => {
              rememberVeilLifted(mediaId, number);
              setLifted(true);
              // The button goes with the veil: the reader stays at the thread's heading.
              heading.current?.focus();
            }}
          >
            表示する
          </button>
        </div>
      ) : (
        <SlotHost
          name="comment-thread"
          props={{ thread: episodeThread(mediaId, number), title: `『${title}』第${number}話` }}
          className={styles.slot}
          unavailable={
            <p className={styles.note}>
              お使いのアプリのバージョンでは感想を表示できません。ページを再読み込みしてください。
            </p>
          }
        />
      )}
    </div>
  );
}
