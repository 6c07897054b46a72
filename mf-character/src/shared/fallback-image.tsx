// An <img> that swaps to the portrait placeholder when the address is empty or fails to load.
import { useState } from 'react';
import placeholderUrl from '../assets/no-image-portrait.svg';

interface FallbackImageProps {
  src: string | null | undefined;
  alt: string;
  className?: string;
  width?: number;
  height?: number;
  /** For the picture above the fold: lazy loading would delay the page's largest paint. */
  eager?: boolean;
}

export function FallbackImage({ src, alt, className, width, height, eager = false }: FallbackImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src && src !== failedSrc ? src : placeholderUrl;
  return (
    <img
      src={usable}
      alt={alt}
      className={className}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => {
        if (src) setFailedSrc(src);
      }}
    />
  );
}
