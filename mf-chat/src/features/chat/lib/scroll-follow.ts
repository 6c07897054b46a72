// Whether the message list should follow new messages: only while the reader is at the bottom.

export interface ScrollMetrics {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}

/** How close to the bottom still counts as "at the bottom" (sub-pixel rounding, a line of slack). */
export const FOLLOW_THRESHOLD_PX = 48;

export function isAtBottom(metrics: ScrollMetrics, threshold = FOLLOW_THRESHOLD_PX): boolean {
  return metrics.scrollHeight - metrics.scrollTop - metrics.clientHeight <= threshold;
}
