// 「ネタバレを含む」: the author's mark that blurs a comment for everyone until it is clicked.
import styles from './comments.module.css';

interface SpoilerCheckboxProps {
  checked: boolean;
  onChange(checked: boolean): void;
}

export function SpoilerCheckbox({ checked, onChange }: SpoilerCheckboxProps) {
  return (
    <label className={styles.spoilerCheck}>
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      ネタバレを含む
    </label>
  );
}
