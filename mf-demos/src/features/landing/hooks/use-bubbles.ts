import { useEffect, useState } from 'react';
import { BUBBLE_INTERVAL_MS, randomBubbles, type BubbleStyle, type RandomSource } from '../lib/bubbles';

/** Fresh bubble styles every 2000 ms; frozen when `paused` (reduced motion). */
export function useBubbles(paused: boolean, random: RandomSource = Math.random): BubbleStyle[] {
  const [bubbles, setBubbles] = useState(() => randomBubbles(random));
  useEffect(() => {
    if (paused) return undefined;
    const timer = window.setInterval(() => setBubbles(randomBubbles(random)), BUBBLE_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [paused, random]);
  return bubbles;
}
