// エピソード on the anime detail (docs/screens.md#anime-detail): the episodes the catalogue knows, each
// opening 「第N話の感想」, the episode's comment thread, which mf-character owns and the shell mounts
// (platform.slots). Nothing of the thread loads before one is opened. A thread of an episode the viewer
// has not marked seen in マイリスト is veiled until they choose 表示する, remembered per episode.
import { useEffect, useRef, useState } from 'react';
import { episodeThread } from '@anifan/contract';
import { useListEntry, type KnownEpisodes } from '../../../shared/my-list';
import { SlotHost } from '../../../shared/slots/slot-host';
import { useBroughtIntoView } from '../hooks/use-brought-into-view';
import { episodesNote, rememberVeilLifted, veilLifted, watchedThrough } from '../lib/episode-threads';
import styles from './episodes-section.module.css';

/** Episodes listed at first; a longer series offers the rest behind a button (a year of weekly episodes). */
export const EPISODES_AT_FIRST = 52;

interface Props {
  mediaId: number;
  /** The work's title as the page shows it. */
  title: string;
  known: KnownEpisodes;
  /** The episode the address names (EPISODE_PARAM): its thread opens, veiled as any other. */
  linkedEpisode?: number | null;
  /** The visitor opened an episode's thread (or closed it: null), for the address to follow. */
  onOpenedChange?: (episode: number | null) => void;
}

export function EpisodesSection({ mediaId, title, known, linkedEpisode = null, onOpenedChange }: Props) {
  const [opened, setOpened] = useState<number | null>(linkedEpisode);
  const [all, setAll] = useState(linkedEpisode !== null && linkedEpisode > EPISODES_AT_FIRST);
  // A link followed while the page is open (another notification of this work) opens its episode.
  useEffect(() => {
    if (linkedEpisode === null) return;
    setOpened(linkedEpisode);
    if (linkedEpisode > EPISODES_AT_FIRST) setAll(true);
  }, [linkedEpisode]);
  const list = useRef<HTMLUListElement>(null);
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
          <p className={styles.note}>
            {episodesNote(known)}
            {watched > 0 && '・✓ はマイリストで見た話'}
          </p>
          <ul ref={list} className={styles.episodes} aria-label={`『${title}』のエピソード`}>
            {episodes.map((episode) => (
              <li key={episode}>
                <button
                  type="button"
                  className={styles.episodeButton}
                  data-episode={episode}
                  aria-expanded={opened === episode}
                  aria-controls={opened === episode ? 'episode-thread' : undefined}
                  onClick={() => {
                    const next = opened === episode ? null : episode;
                    setOpened(next);
                    onOpenedChange?.(next);
                  }}
                >
                  第{episode}話の感想
                  {episode <= watched && (
                    // A mark, not a word: every button keeps one line, so the grid's rows stay even.
                    <span className={styles.seen}>
                      <span aria-hidden="true">✓</span>
                      <span className={styles.visuallyHidden}>（視聴済み）</span>
                    </span>
                  )}
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
          episode={opened}
          seen={ready ? opened <= watched : null}
          onClose={() => {
            // 閉じる goes with the panel: the reader is taken back to the episode that opened it.
            list.current?.querySelector<HTMLElement>(`[data-episode="${opened}"]`)?.focus();
            setOpened(null);
            onOpenedChange?.(null);
          }}
        />
      )}
    </section>
  );
}

function EpisodeThread({
  mediaId,
  episode: number,
  seen,
  onClose,
}: {
  mediaId: number;
  episode: number;
  /** Whether the viewer's マイリスト says they have seen it; null until the list is known. */
  seen: boolean | null;
  onClose: () => void;
}) {
  const panel = useRef<HTMLDivElement>(null);
  const [lifted, setLifted] = useState(() => veilLifted(mediaId, number));
  // Opening an episode takes the reader to its thread, which comes after the whole list.
  useBroughtIntoView(panel);
  const name = `第${number}話の感想`;
  // The thread heads itself with `name`; the page heads what it shows instead of it.
  const heading = <h3 className={styles.threadHeading}>{name}</h3>;
  return (
    // Not a named region: the thread is one already, named by the heading it shows.
    <div ref={panel} id="episode-thread" className={styles.thread} tabIndex={-1}>
      <div className={styles.threadBar}>
        <button type="button" className={styles.closeButton} onClick={onClose}>
          閉じる
        </button>
      </div>
      {seen === null && !lifted ? (
        // Neither veiled nor shown before the list says whether the viewer has seen the episode.
        <>
          {heading}
          <p className={styles.note} role="status">
            Loading...
          </p>
        </>
      ) : !seen && !lifted ? (
        <>
          {heading}
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
                // The button goes with the veil: the reader stays at the thread.
                panel.current?.focus();
              }}
            >
              表示する
            </button>
          </div>
        </>
      ) : (
        <SlotHost
          name="comment-thread"
          props={{ thread: episodeThread(mediaId, number), title: name }}
          className={styles.slot}
          unavailable={
            <>
              {heading}
              <p className={styles.note}>
                お使いのアプリのバージョンでは感想を表示できません。ページを再読み込みしてください。
              </p>
            </>
          }
        />
      )}
    </div>
  );
}
