// The persona's round avatar: the character's picture when there is one, else its initial.
import { useState } from 'react';
import styles from './chat.module.css';

export function PersonaAvatar({
  name,
  image,
  size = 'small',
}: {
  name: string;
  image?: string;
  size?: 'small' | 'large';
}) {
  const [broken, setBroken] = useState<string | null>(null);
  const className = `${styles.avatar} ${size === 'large' ? styles.avatarLarge : ''}`;
  if (image && broken !== image) {
    // The name is always written next to the avatar, so the picture itself is decorative.
    return <img className={className} src={image} alt="" onError={() => setBroken(image)} />;
  }
  return (
    <span className={className} aria-hidden="true">
      {[...name][0] ?? '?'}
    </span>
  );
}
