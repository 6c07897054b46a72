// Exposed as './CharacterDetail' (route /popularAnime/characterDetail): the selected character's page.
// Its address carries the character's id (`?id=127691`): a link opened without that selection loads it.
import { useEffect, useRef, useState, useSyncExternalStore, type MouseEvent, type RefObject } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  characterThread,
  DETAIL_ID_PARAM,
  isCharacterId,
  parseCharacterId,
  ROUTES,
  subscribeTo,
  type Platform,
  type RemotePageProps,
  type SelectedCharacter,
} from '@anifan/contract';
import { getCharacter } from '../features/character/api/get-character';
import { CharacterProfile } from '../features/character/components/character-profile';
import styles from '../features/character/components/character.module.css';
import { CommentThread } from '../features/comments/components/comment-thread';
import { FavoriteToggle } from '../features/favorites/components/favorite-toggle';
import { GuestMergeNotice } from '../features/favorites/components/guest-merge-notice';
import { useFavorites } from '../features/favorites/hooks/use-favorites';
import { usePageName } from '../shared/use-page-name';

function NoSelection({ platform }: { platform: Platform }) {
  return (
    <div className={`${styles.page} ${styles.empty}`}>
      <h1>キャラクターが選択されていません</h1>
      <p className={styles.muted}>アニメの詳細ページからキャラクターを選んでください。</p>
      <AnimeHomeLink platform={platform} />
    </div>
  );
}

function AnimeHomeLink({ platform }: { platform: Platform }) {
  const openAnimeHome = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    platform.navigation.navigate(ROUTES.animeHome);
  };
  return (
    <a href={`#${ROUTES.animeHome}`} onClick={openAnimeHome}>
      アニメを探す
    </a>
  );
}

/** A link whose id names no character (malformed, or unknown to the catalogue). */
function NotFound({ platform }: { platform: Platform }) {
  return (
    <div className={`${styles.page} ${styles.empty}`}>
      <h1>キャラクターが見つかりません</h1>
      <p className={styles.muted}>このリンクのキャラクターは見つかりませんでした。</p>
      <AnimeHomeLink platform={platform} />
    </div>
  );
}

type Lookup = { status: 'loading' } | { status: 'notFound' } | { status: 'failed' };

/** A character opened by its id alone: looked up in the catalogue, then published as the selection. */
function LinkedCharacter({ platform, id }: { platform: Platform; id: number }) {
  const [lookup, setLookup] = useState<Lookup>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setLookup({ status: 'loading' });
    getCharacter(platform.config.graphqlUrl, id, controller.signal).then(
      (character) => {
        if (character) platform.bus.selectCharacter(character);
        else setLookup({ status: 'notFound' });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('キャラクターの読み込みに失敗しました', error);
        setLookup({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [attempt, id, platform]);
  if (lookup.status === 'notFound') return <NotFound platform={platform} />;
  return (
    <div className={`${styles.page} ${styles.empty}`}>
      {lookup.status === 'loading' ? (
        <p role="status">Loading...</p>
      ) : (
        <p role="alert">
          キャラクターを読み込めませんでした。{' '}
          <button type="button" onClick={() => setAttempt((n) => n + 1)}>
            再試行
          </button>
        </p>
      )}
    </div>
  );
}

function CharacterView({
  platform,
  character,
  written,
}: {
  platform: Platform;
  character: SelectedCharacter;
  /** The id this page last wrote into the address. */
  written: RefObject<string | null>;
}) {
  const favorites = useFavorites(platform);
  const { id } = character;
  const [params, setParams] = useSearchParams();
  const linked = params.get(DETAIL_ID_PARAM);
  // The address names the character shown, so it can be shared (replacing the entry: 戻る is unchanged).
  useEffect(() => {
    if (linked === String(id)) return;
    written.current = String(id);
    setParams({ [DETAIL_ID_PARAM]: String(id) }, { replace: true });
  }, [id, linked, setParams, written]);
  usePageName(platform.navigation, character.name);

  const talk = () => {
    platform.bus.selectCharacter(character);
    platform.navigation.navigate(ROUTES.characterChat);
  };

  return (
    <article className={styles.page}>
      <div className={styles.toolbar}>
        <button
          type="button"
          className={styles.backButton}
          onClick={() => platform.navigation.back(ROUTES.animeHome)}
        >
          <span aria-hidden="true">←</span>戻る
        </button>
      </div>
      <CharacterProfile character={character} />
      <div className={styles.actions}>
        <FavoriteToggle
          active={favorites.isFavorite(id)}
          disabled={favorites.status === 'idle' || favorites.status === 'loading' || favorites.busy.has(id)}
          onToggle={() => void favorites.toggle(character)}
        />
        <button type="button" className={styles.talkButton} onClick={talk}>
          このキャラと話す
        </button>
      </div>
      <GuestMergeNotice merge={favorites.merge} onRetry={favorites.retryMerge} />
      {favorites.notice && (
        <p role="alert" className={styles.muted}>
          {favorites.notice}
        </p>
      )}
      <CommentThread key={id} platform={platform} thread={characterThread(id)} title="コメント" />
    </article>
  );
}

/**
 * Whether the selection changed after the address did, while the page is open. The page's own writes
 * to the address (`written`, applied a little later by the router) do not count as the address changing.
 */
function useSelectionChangedLast(
  selected: SelectedCharacter | null,
  linkedText: string | null,
  written: RefObject<string | null>,
): boolean {
  const last = useRef({ selected, linkedText, selectedLast: false });
  const { current } = last;
  const selectionChanged = current.selected !== selected;
  if (current.linkedText !== linkedText) {
    const own = linkedText !== null && linkedText === written.current;
    last.current = { selected, linkedText, selectedLast: own && (current.selectedLast || selectionChanged) };
  } else if (selectionChanged) {
    last.current = { selected, linkedText, selectedLast: true };
  }
  return last.current.selectedLast;
}

export default function CharacterDetailPage({ platform }: RemotePageProps) {
  const selected = useSyncExternalStore(
    subscribeTo(platform.bus.selectedCharacter$),
    () => platform.bus.snapshot().selectedCharacter,
  );
  const [params] = useSearchParams();
  const linkedText = params.get(DETAIL_ID_PARAM);
  const linkedId = linkedText === null ? undefined : parseCharacterId(linkedText);
  const written = useRef<string | null>(null);
  const selectedLast = useSelectionChangedLast(selected, linkedText, written);
  if (linkedId === null) return <NotFound platform={platform} />;
  // A character without an id has nothing to file comments and favorites under: not a selection. The
  // selection is shown unless the address names another character (a link opened in this tab), or
  // it was published after the address was (then the address follows it).
  const character =
    selected &&
    isCharacterId(selected.id) &&
    (linkedId === undefined || selected.id === linkedId || selectedLast)
      ? selected
      : null;
  if (character) return <CharacterView platform={platform} character={character} written={written} />;
  if (linkedId !== undefined) return <LinkedCharacter key={linkedId} platform={platform} id={linkedId} />;
  return <NoSelection platform={platform} />;
}
