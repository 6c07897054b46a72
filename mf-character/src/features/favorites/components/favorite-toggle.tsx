// The favorite toggle: お気に入り追加 / お気に入り解除, its colour showing the state.
import styles from './favorites.module.css';

interface FavoriteToggleProps {
  active: boolean;
  disabled: boolean;
  onToggle(): void;
}

export function FavoriteToggle({ active, disabled, onToggle }: FavoriteToggleProps) {
  return (
    <button
      type="button"
      className={`${styles.toggle} ${active ? styles.toggleActive : ''}`}
      aria-pressed={active}
      disabled={disabled}
      onClick={onToggle}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path
          fill={active ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          d="M12 20.5s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.6a4.4 4.4 0 0 1 7.5 2.8c0 5.5-7.5 10.1-7.5 10.1z"
        />
      </svg>
      {active ? 'お気に入り解除' : 'お気に入り追加'}
    </button>
  );
}
