// Brings an element that has just appeared below the fold to the top of the view, and keeps it there
// while what it holds arrives (another remote's content, loaded after it, growing it): for KEEP_MS, or
// until the reader scrolls, touches, clicks or types.
import { useEffect, type RefObject } from 'react';

export const KEEP_MS = 4000;

const READER_EVENTS = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/** Focuses the element (it has tabIndex -1) without the browser's own scroll, and brings its top into view. */
export function useBroughtIntoView(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    element.focus({ preventScroll: true });
    // Focus alone scrolls no further than the element's first line showing; a page that ends with the
    // element cannot scroll its top up until its content has come. (jsdom has no scrollIntoView.)
    const bring = () => element.scrollIntoView?.({ block: 'start' });
    bring();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(bring);
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
      for (const type of READER_EVENTS) window.removeEventListener(type, stop);
    };
    const timer = setTimeout(stop, KEEP_MS);
    observer.observe(element);
    for (const type of READER_EVENTS) window.addEventListener(type, stop, { passive: true });
    return stop;
  }, [ref]);
}
