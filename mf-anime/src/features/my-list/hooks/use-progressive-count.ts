// A long list rendered a screenful at a time: the first items at once, the rest a few more per task, so
// the first paint does not wait for rows far below it and no single task blocks input for long.
import { useEffect, useState } from 'react';

export interface ProgressiveOptions {
  /** Items rendered at once: a first screen's worth. */
  first: number;
  /** Items added per later task. */
  step: number;
  /** What the items are (the tab, filter and sort): a change starts again from `first`. */
  key: string;
}

/** How many of `total` items to render now; it grows to `total` over later tasks. */
export function useProgressiveCount(total: number, { first, step, key }: ProgressiveOptions): number {
  const [shown, setShown] = useState({ key, count: first });
  const count = shown.key === key ? shown.count : first;

  useEffect(() => {
    if (count >= total) return undefined;
    // A task of its own (not a microtask): the browser may paint and handle input between two steps.
    const timer = setTimeout(() => setShown({ key, count: count + step }), 0);
    return () => clearTimeout(timer);
  }, [count, key, step, total]);

  return Math.min(count, total);
}
