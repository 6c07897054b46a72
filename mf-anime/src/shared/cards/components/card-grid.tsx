// The responsive card grid: auto-fill columns of at least `minColumn` px, centred, about 1024 px wide at most.
import type { CSSProperties, ReactNode } from 'react';
import styles from './cards.module.css';

interface CardGridProps<T> {
  items: readonly T[];
  minColumn: 200 | 240;
  label: string;
  itemKey: (item: T, index: number) => string;
  renderItem: (item: T, index: number) => ReactNode;
}

export const gridStyle = (minColumn: number) => ({ '--card-min': `${minColumn}px` }) as CSSProperties;

export function CardGrid<T>({ items, minColumn, label, itemKey, renderItem }: CardGridProps<T>) {
  return (
    <ul className={styles.grid} aria-label={label} style={gridStyle(minColumn)}>
      {items.map((item, index) => (
        <li key={itemKey(item, index)} className={styles.item}>
          {renderItem(item, index)}
        </li>
      ))}
    </ul>
  );
}
