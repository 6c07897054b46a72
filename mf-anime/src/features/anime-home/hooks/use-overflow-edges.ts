// Whether a sideways-scrolling element has content hidden before or after what it shows, kept up to date.
import { useEffect, useState, type RefObject } from 'react';

export interface OverflowEdges {
  before: boolean;
  after: boolean;
}

/** scrollLeft is fractional on zoomed or high-density screens: a pixel of slack reads as the edge. */
const SLACK_PX = 1;

export function useOverflowEdges(ref: RefObject<HTMLElement | null>): OverflowEdges {
  const [edges, setEdges] = useState<OverflowEdges>({ before: false, after: false });
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const update = () => {
      const hidden = element.scrollWidth - element.clientWidth;
      const before = element.scrollLeft > SLACK_PX;
      const after = element.scrollLeft < hidden - SLACK_PX;
      setEdges((previous) =>
        previous.before === before && previous.after === after ? previous : { before, after },
      );
    };
    update();
    element.addEventListener('scroll', update, { passive: true });
    // The strip's width changes with the window and with the web font arriving.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(element);
    return () => {
      element.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [ref]);
  return edges;
}
