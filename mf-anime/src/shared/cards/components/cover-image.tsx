// A cover in a fixed-ratio frame (no layout shift) that falls back to the placeholder when missing or broken.
import { useState } from 'react';
import { isPersonPlaceholder } from '@anifan/contract';
import placeholder from '../../../assets/no_image_yoko.jpg';
import styles from './cards.module.css';

export type CoverShape = 'landscape' | 'portrait';

interface CoverImageProps {
  src: string;
  alt: string;
  shape: CoverShape;
  /** Covers above the fold load at once; the rest wait until they are scrolled near. */
  eager?: boolean;
  /** The page's main picture (its largest paint): loaded at once, ahead of other images and late scripts. */
  highPriority?: boolean;
}

export const PLACEHOLDER_IMAGE = placeholder;

/** Covers in the first row or so are likely on screen at once: they don't wait for lazy loading. */
export const EAGER_COVERS = 4;

export function CoverImage({ src, alt, shape, eager = false, highPriority = false }: CoverImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src && src !== failedSrc ? src : PLACEHOLDER_IMAGE;
  return (
    <img
      className={`${styles.cover} ${styles[shape]}`}
      // The placeholders are light pictures: dark mode dims them (cards.module.css).
      data-placeholder={usable === PLACEHOLDER_IMAGE || isPersonPlaceholder(usable) || undefined}
      src={usable}
      alt={alt}
      width={shape === 'landscape' ? 640 : 300}
      height={shape === 'landscape' ? 360 : 400}
      loading={eager || highPriority ? 'eager' : 'lazy'}
      fetchPriority={highPriority ? 'high' : undefined}
      decoding="async"
      onError={() => {
        if (usable !== PLACEHOLDER_IMAGE) setFailedSrc(usable);
      }}
    />
  );
}
