// One card of a grid: a button with the cover, the title, and the rank or a caption; optionally a control
// of its own over the cover's corner (the マイリスト status), beside the button rather than inside it.
import type { ReactNode } from 'react';
import { CoverImage, type CoverShape } from './cover-image';
import styles from './cards.module.css';

interface CatalogCardProps {
  title: string;
  image: string;
  shape: CoverShape;
  onSelect: () => void;
  /** 1-based rank shown as a badge, 「1位」 (the position plus one). */
  rank?: number;
  caption?: string;
  eager?: boolean;
  /**
   * A control for the card's work (e.g. the compact マイリスト status), shown over the cover's top-right
   * corner. null: the card has a place for one but none (yet), so the card is not mounted anew, nor its
   * cover loaded again, when a control comes later.
   */
  action?: ReactNode;
}

export function CatalogCard({
  title,
  image,
  shape,
  onSelect,
  rank,
  caption,
  eager,
  action,
}: CatalogCardProps) {
  // One clear name for screen readers instead of the image's alt, the badge and the title read in turn.
  // It is the visible text in order, so a voice user says what they see (WCAG 2.5.3, label in name).
  const badge = rank === undefined ? '' : `${rank}位`;
  const label = [badge, title, caption ?? ''].filter(Boolean).join(' ');
  const card = (
    <button type="button" className={styles.card} onClick={onSelect} aria-label={label}>
      <span className={styles.frame}>
        <CoverImage src={image} alt={title} shape={shape} eager={eager} />
        {badge && <span className={styles.rank}>{badge}</span>}
      </span>
      <span className={styles.text}>
        <span className={styles.title}>{title}</span>
        {caption && <span className={styles.caption}>{caption}</span>}
      </span>
    </button>
  );
  if (action === undefined) return card;
  return (
    <div className={styles.withControl}>
      {card}
      {action && <div className={styles.cardControl}>{action}</div>}
    </div>
  );
}
