// Keeps a scrolling list pinned to its newest item, unless the reader has scrolled up to read back.
import { useCallback, useLayoutEffect, useRef, type RefObject } from 'react';
import { isAtBottom } from '../lib/scroll-follow';

/**
 * Scrolls to the end whenever `content` changes while following; the reader scrolling up stops
 * following, scrolling back down (or a new `resumeKey`, e.g. the reader sent a message) resumes it.
 * Returns the list's onScroll handler.
 */
export function useScrollFollow(
  ref: RefObject<HTMLElement | null>,
  content: unknown,
  resumeKey: unknown,
): () => void {
  const following = useRef(true);
  const lastResumeKey = useRef(resumeKey);

  const onScroll = useCallback(() => {
    const element = ref.current;
    if (element) following.current = isAtBottom(element);
  }, [ref]);

  useLayoutEffect(() => {
    if (lastResumeKey.current !== resumeKey) {
      lastResumeKey.current = resumeKey;
      following.current = true;
    }
    const element = ref.current;
    if (element && following.current) element.scrollTop = element.scrollHeight;
  }, [ref, content, resumeKey]);

  return onScroll;
}
