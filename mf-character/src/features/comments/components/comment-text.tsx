// A comment's text, always as text (newlines kept by CSS). A ネタバレ comment is blurred for everyone
// until 「ネタバレを表示」 is pressed, and hidden from screen readers until then as well.
import { useEffect, useRef, useState } from 'react';
import styles from './comments.module.css';

interface CommentTextProps {
  text: string;
  spoiler: boolean;
}

export function CommentText({ text, spoiler }: CommentTextProps) {
  const [revealed, setRevealed] = useState(false);
  const [justRevealed, setJustRevealed] = useState(false);
  const textRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    // The button goes away as it is pressed: the focus moves on to what it showed.
    if (justRevealed) textRef.current?.focus();
  }, [justRevealed]);

  if (!spoiler || revealed) {
    return (
      <p ref={textRef} className={styles.text} tabIndex={justRevealed ? -1 : undefined}>
        {text}
      </p>
    );
  }
  return (
    <div className={styles.spoiler}>
      <span className={styles.spoilerText} aria-hidden="true">
        {text}
      </span>
      <button
        type="button"
        className={styles.spoilerButton}
        onClick={() => {
          setRevealed(true);
          setJustRevealed(true);
        }}
      >
        ネタバレを表示
      </button>
    </div>
  );
}
