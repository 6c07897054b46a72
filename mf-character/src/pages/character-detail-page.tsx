// Exposed as './CharacterDetail' (route /popularAnime/characterDetail): the selected character's page.
import { useSyncExternalStore, type MouseEvent } from 'react';
import {
  isCharacterId,
  ROUTES,
  subscribeTo,
  type Platform,
  type RemotePageProps,
  type SelectedCharacter,
} from '@anifan/contract';
import { CharacterProfile } from '../features/character/components/character-profile';
import styles from '../features/character/components/character.module.css';
import { CommentsSection } from '../features/comments/components/comments-section';
import { FavoriteToggle } from '../features/favorites/components/favorite-toggle';
import { useFavorites } from '../features/favorites/hooks/use-favorites';

function NoSelection({ platform }: { platform: Platform }) {
  const openAnimeHome = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    platform.navigation.navigate(ROUTES.animeHome);
  };
  return (
    <div className={`${styles.page} ${styles.empty}`}>
      <h1>キャラクターが選択されていません</h1>
      <p className={styles.muted}>アニメの詳細ページからキャラクターを選んでください。</p>
      <a href={`#${ROUTES.animeHome}`} onClick={openAnimeHome}>
        アニメを探す
      </a>
    </div>
  );
}

function CharacterView({ platform, character }: { platform: Platform; character: SelectedCharacter }) {
  const favorites = useFavorites(platform);
  const { id } = character;

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
      {favorites.notice && (
        <p role="alert" className={styles.muted}>
          {favorites.notice}
        </p>
      )}
      <CommentsSection key={id} platform={platform} characterId={id} />
    </article>
  );
}

export default function CharacterDetailPage({ platform }: RemotePageProps) {
  const character = useSyncExternalStore(
    subscribeTo(platform.bus.selectedCharacter$),
    () => platform.bus.snapshot().selectedCharacter,
  );
  // A character without an id has nothing to file comments and favorites under: not a selection.
  if (!character || !isCharacterId(character.id)) return <NoSelection platform={platform} />;
  return <CharacterView platform={platform} character={character} />;
}
