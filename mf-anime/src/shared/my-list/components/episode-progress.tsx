// Episode progress on the anime detail: the episodes known so far, each a checkbox, with ここまで見た;
// each change offers 元に戻す. The progress rules (見てる, 見た and their dates) are lib/progress.ts's.
import { useListEntry, useMyList } from '../hooks/use-my-list';
import { progressMessage, progressPatch, todayInJapan, type KnownEpisodes } from '../lib/progress';
import styles from './my-list.module.css';

/** What the list of episodes stands on, said under it. */
function knownNote(known: KnownEpisodes): string {
  return known.final
    ? `全${known.count}話`
    : `放送済みの第${known.count}話まで（以降は放送後に追加されます）`;
}

export function EpisodeProgress({ mediaId, known }: { mediaId: number; known: KnownEpisodes }) {
  const { entry, ready, save } = useListEntry(mediaId);
  const { offerUndo } = useMyList();
  const progress = entry?.progress ?? 0;
  const setProgress = async (next: number) => {
    if (next === progress) return;
    const undo = await save(progressPatch(entry, next, known, todayInJapan(Date.now())));
    offerUndo(progressMessage(progress, next), undo);
  };
  if (known.count === 0) {
    return <p className={styles.note}>この作品の話数はまだわかっていません。</p>;
  }
  const episodes = Array.from({ length: known.count }, (_, index) => index + 1);
  return (
    <fieldset className={styles.fieldset}>
      <legend>視聴した話</legend>
      <p className={styles.note}>
        {knownNote(known)}・{progress}話まで視聴
      </p>
      <ul className={styles.episodes}>
        {episodes.map((episode) => (
          <li key={episode} className={styles.episode}>
            <label>
              <input
                type="checkbox"
                checked={episode <= progress}
                disabled={!ready}
                onChange={(event) => void setProgress(event.target.checked ? episode : episode - 1)}
              />
              第{episode}話
            </label>
            <button
              type="button"
              className={styles.episodeButton}
              aria-label={`第${episode}話：ここまで見た`}
              disabled={!ready || episode === progress}
              onClick={() => void setProgress(episode)}
            >
              ここまで見た
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
