// Episode progress on the anime detail: the episodes known so far, each a checkbox, with ここまで見た;
// each change offers 元に戻す. The progress rules (見てる, 見た and their dates) are lib/progress.ts's.
// The episodes are one toolbar, a single Tab stop moved through with the arrow keys (a 26-episode work
// would otherwise put 52 stops between the status and the characters).
import { useState, type KeyboardEvent } from 'react';
import { useListEntry, useMyList } from '../hooks/use-my-list';
import { progressMessage, progressPatch, todayInJapan, type KnownEpisodes } from '../lib/progress';
import styles from './my-list.module.css';

/** What the list of episodes stands on, said under it. */
function knownNote(known: KnownEpisodes): string {
  if (known.final) return `全${known.count}話`;
  if (known.slots) {
    return `放送枠${known.count}回分（休止の週はデータにないため、実際の話数はこれより少ないことがあります。見終わったら「見た」を選んでください）`;
  }
  return `放送済みの第${known.count}話まで（以降は放送後に追加されます）`;
}

/** Where each key moves in the toolbar, whose items go checkbox, button, checkbox, button… */
function keyTarget(key: string, at: number, count: number): number | null {
  const moves: Record<string, number> = {
    ArrowRight: at + 1,
    ArrowLeft: at - 1,
    ArrowDown: at + 2,
    ArrowUp: at - 2,
    Home: 0,
    End: count - 1,
  };
  const target = moves[key];
  return target === undefined ? null : Math.min(Math.max(target, 0), count - 1);
}

export function EpisodeProgress({ mediaId, known }: { mediaId: number; known: KnownEpisodes }) {
  const { entry, ready, save } = useListEntry(mediaId);
  const { offerUndo } = useMyList();
  const progress = entry?.progress ?? 0;
  // The toolbar's one Tab stop: the item last focused, at first the next episode's checkbox.
  const [active, setActive] = useState<number | null>(null);
  const current = active ?? Math.min(progress, known.count - 1) * 2;
  const setProgress = async (next: number) => {
    if (next === progress) return;
    const undo = await save(progressPatch(entry, next, known, todayInJapan(Date.now())));
    offerUndo(progressMessage(progress, next), undo);
  };
  if (known.count === 0) {
    return <p className={styles.note}>この作品の話数はまだわかっていません。</p>;
  }
  const episodes = Array.from({ length: known.count }, (_, index) => index + 1);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>('input, button')];
    const target = keyTarget(event.key, items.indexOf(event.target as HTMLElement), items.length);
    if (target === null) return;
    event.preventDefault();
    items[target]?.focus();
  };
  const stop = (item: number) => ({ tabIndex: item === current ? 0 : -1, onFocus: () => setActive(item) });
  return (
    <fieldset className={styles.fieldset}>
      <legend>視聴した話</legend>
      <p className={styles.note}>
        {knownNote(known)}・{progress}話まで視聴
      </p>
      {/* Divs, not a list: a toolbar's items are its controls, and a list item outside a list is an error. */}
      <div role="toolbar" aria-label="視聴した話" className={styles.episodes} onKeyDown={onKeyDown}>
        {episodes.map((episode) => (
          <div key={episode} className={styles.episode}>
            <label>
              <input
                type="checkbox"
                checked={episode <= progress}
                disabled={!ready}
                {...stop((episode - 1) * 2)}
                onChange={(event) => void setProgress(event.target.checked ? episode : episode - 1)}
              />
              第{episode}話
            </label>
            <button
              type="button"
              className={styles.episodeButton}
              aria-label={`第${episode}話：ここまで見た`}
              aria-disabled={!ready || episode === progress}
              {...stop((episode - 1) * 2 + 1)}
              onClick={() => {
                if (ready) void setProgress(episode);
              }}
            >
              ここまで見た
            </button>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
