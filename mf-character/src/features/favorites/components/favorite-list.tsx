// The お気に入り page's grid: each favorite opens its character page.
import { FallbackImage } from '../../../shared/fallback-image';
import type { FavoriteItem } from '../types';
import styles from './favorites.module.css';

interface FavoriteListProps {
  items: FavoriteItem[];
  onOpen(item: FavoriteItem): void;
}

export function FavoriteList({ items, onOpen }: FavoriteListProps) {
  return (
    <ul className={styles.grid}>
      {items.map((item) => (
        <li key={item.characterId}>
          <button type="button" className={styles.card} onClick={() => onOpen(item)}>
            <FallbackImage src={item.image} alt="" className={styles.cardImage} width={240} height={320} />
            <span className={styles.cardName}>{item.name}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
