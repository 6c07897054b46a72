// Exposed as './Favorites' (route /favorites): the visitor's favorite characters.
import { ROUTES, type RemotePageProps } from '@anifan/contract';
import styles from '../features/character/components/character.module.css';
import { FavoriteList } from '../features/favorites/components/favorite-list';
import { GuestMergeNotice } from '../features/favorites/components/guest-merge-notice';
import { useFavorites } from '../features/favorites/hooks/use-favorites';
import { recallCharacter } from '../features/favorites/lib/guest-favorites-store';
import type { FavoriteItem } from '../features/favorites/types';

export default function FavoritesPage({ platform }: RemotePageProps) {
  const { status, items, merge, retryMerge } = useFavorites(platform);

  const open = (item: FavoriteItem) => {
    platform.bus.selectCharacter(recallCharacter(globalThis.localStorage, item));
    platform.navigation.navigate(ROUTES.characterDetail);
  };

  return (
    <section className={styles.page} aria-labelledby="mf-character-favorites-heading">
      <h1 id="mf-character-favorites-heading">お気に入り</h1>
      <GuestMergeNotice merge={merge} onRetry={retryMerge} />
      {status === 'idle' || status === 'loading' ? (
        <p className={styles.muted}>Loading...</p>
      ) : items.length === 0 ? (
        <p className={styles.muted}>
          お気に入りはまだありません。キャラクターのページで「お気に入り追加」を押すと、ここに表示されます。
        </p>
      ) : (
        <FavoriteList items={items} onOpen={open} />
      )}
    </section>
  );
}
