// The landing page's five bubbles (docs/screens.md#home-landing): random size, colour, position, delay and duration.
export const BUBBLE_COUNT = 5;
export const BUBBLE_INTERVAL_MS = 2000;
export const BUBBLE_SIZE_PX = { min: 160, max: 480 } as const;
export const BUBBLE_DURATION_S = { min: 3, max: 10 } as const;
export const BUBBLE_DELAY_S = { min: 0, max: 2 } as const;
/** Top-left corner, in percent of the bubble field; stops at 85 so every bubble stays partly visible. */
export const BUBBLE_POSITION_PERCENT = { min: 0, max: 85 } as const;
export const BUBBLE_COLORS = ['#ff7eb6', '#ffb347', '#fde047', '#6ee7b7', '#7dd3fc', '#c4b5fd'] as const;

export type BubbleColor = (typeof BUBBLE_COLORS)[number];

export interface BubbleStyle {
  sizePx: number;
  color: BubbleColor;
  leftPercent: number;
  topPercent: number;
  delayS: number;
  durationS: number;
}

/** A source of numbers in [0, 1), like Math.random; injected so tests can pin every edge. */
export type RandomSource = () => number;

function between(random: RandomSource, range: { min: number; max: number }, decimals = 0): number {
  const unit = Math.min(Math.max(random(), 0), 1);
  const factor = 10 ** decimals;
  return Math.round((range.min + unit * (range.max - range.min)) * factor) / factor;
}

export function randomBubble(random: RandomSource): BubbleStyle {
  const colorIndex = Math.min(
    Math.floor(Math.max(random(), 0) * BUBBLE_COLORS.length),
    BUBBLE_COLORS.length - 1,
  );
  return {
    sizePx: between(random, BUBBLE_SIZE_PX),
    color: BUBBLE_COLORS[colorIndex] as BubbleColor,
    leftPercent: between(random, BUBBLE_POSITION_PERCENT, 1),
    topPercent: between(random, BUBBLE_POSITION_PERCENT, 1),
    delayS: between(random, BUBBLE_DELAY_S, 2),
    durationS: between(random, BUBBLE_DURATION_S, 2),
  };
}

export function randomBubbles(
  random: RandomSource = Math.random,
  count: number = BUBBLE_COUNT,
): BubbleStyle[] {
  return Array.from({ length: count }, () => randomBubble(random));
}
