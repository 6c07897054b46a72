// The anime home's search box (docs/rules.md#text-input): Enter or the search button submits; Enter while an IME composes does not.
import { useId, type FormEvent, type KeyboardEvent } from 'react';
import styles from './anime-home.module.css';

interface SearchFormProps {
  value: string;
  onChange: (value: string) => void;
  onSubmit: (value: string) => void;
}

/** keyCode 229 is what Safari reports for the Enter that confirms a conversion, after composition ended. */
const IME_KEY_CODE = 229;

export function SearchForm({ value, onChange, onSubmit }: SearchFormProps) {
  const inputId = useId();

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Always take over Enter, so the browser's implicit submission cannot fire during composition.
    event.preventDefault();
    if (event.nativeEvent.isComposing || event.keyCode === IME_KEY_CODE) return;
    onSubmit(value);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(value);
  };

  return (
    <form role="search" className={styles.search} onSubmit={handleSubmit}>
      <label htmlFor={inputId} className={styles.searchLabel}>
        アニメを検索
      </label>
      <div className={styles.searchRow}>
        <input
          id={inputId}
          type="search"
          className={styles.searchInput}
          value={value}
          placeholder="作品名・キャラクター名・時期（例: 3年前 秋）"
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={handleKeyDown}
        />
        <button type="submit" className={styles.searchButton}>
          検索
        </button>
      </div>
    </form>
  );
}
