// Closes a popup on a press outside its container or on Escape (menus of the comment list).
import { useEffect, useRef, type RefObject } from 'react';

export type DismissReason = 'outside' | 'escape';

export function useDismiss(
  open: boolean,
  containerRef: RefObject<HTMLElement | null>,
  onDismiss: (reason: DismissReason) => void,
): void {
  const onDismissRef = useRef(onDismiss);
  useEffect(() => {
    onDismissRef.current = onDismiss;
  });

  useEffect(() => {
    if (!open) return;
    const onPress = (event: Event) => {
      if (!containerRef.current?.contains(event.target as Node)) onDismissRef.current('outside');
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismissRef.current('escape');
    };
    document.addEventListener('mousedown', onPress);
    document.addEventListener('touchstart', onPress);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPress);
      document.removeEventListener('touchstart', onPress);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, containerRef]);
}
