// An author's round photo, or their name's first letter when there is none or it fails to load. The name is
// always printed beside it, so the picture itself is decorative.
import { useState } from 'react';
import styles from './user-avatar.module.css';

export function UserAvatar({ name, photoURL }: { name: string; photoURL: string | null }) {
  const [failed, setFailed] = useState(false);
  if (photoURL && !failed) {
    return (
      <img
        className={styles.avatar}
        src={photoURL}
        alt=""
        width={36}
        height={36}
        referrerPolicy="no-referrer"
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <span className={`${styles.avatar} ${styles.initial}`} aria-hidden="true">
      {Array.from(name)[0] ?? '?'}
    </span>
  );
}
