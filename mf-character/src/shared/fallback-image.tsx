// An <img> that swaps to the portrait placeholder when the address is empty or fails to load.
import { useState } from 'react';
import { isPersonPlaceholder } from '@anifan/contract';
import placeholderUrl from '../assets/no-image-portrait.svg';
import styles from './fallback-image.module.css';

interface FallbackImageProps {
  src: string | null | undefined;
  alt: string;
  className?: string;
  width?: number;
  height?: number;
  /**
   * The page's main picture, above the fold: lazy loading would delay the page's largest paint, and it
   * is fetched ahead of other images and late scripts.
   */
  highPriority?: boolean;
}

export function FallbackImage({
  src,
  alt,
  className,
  width,
  height,
  highPriority = false,
}: FallbackImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src && src !== failedSrc ? src : placeholderUrl;
  // The placeholders are light pictures: dark mode dims them.
  const placeholder = usable === placeholderUrl || isPersonPlaceholder(usable);
  const classes = placeholder ? [className, styles.placeholder] : [className];
  return (
    <img
      src={usable}
      alt={alt}
      className={classes.filter(Boolean).join(' ') || undefined}
      width={width}
      height={height}
      loading={highPriority ? 'eager' : 'lazy'}
      fetchPriority={highPriority ? 'high' : undefined}
      decoding="async"
      onError={() => {
        if (src) setFailedSrc(src);
      }}
    />
  );
}
