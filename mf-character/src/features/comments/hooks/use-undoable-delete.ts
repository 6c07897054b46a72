// A comment delete that waits a few seconds before it is sent, so the visitor can take it back (元に戻す).
// Meanwhile the comment is hidden; one delete waits at a time, and leaving the page sends the waiting one.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CommentView } from '../types';

/** Long enough to read the notice and reach its button, short enough that the delete feels done. */
export const UNDO_DELETE_MS = 5000;

export interface UndoableDelete {
  /** The comment whose delete is waiting, hidden from the list until then; null when none. */
  pending: CommentView | null;
  /** Hides `comment` and sends its delete after UNDO_DELETE_MS; a delete already waiting is sent now. */
  request(comment: CommentView): void;
  /** Takes the waiting delete back: nothing is sent and the comment shows again. */
  undo(): void;
}

export function useUndoableDelete(remove: (comment: CommentView) => Promise<void>): UndoableDelete {
  const [pending, setPending] = useState<CommentView | null>(null);
  const pendingRef = useRef<CommentView | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const removeRef = useRef(remove);
  useEffect(() => {
    removeRef.current = remove;
  });

  const settle = useCallback((send: boolean) => {
    clearTimeout(timer.current);
    const comment = pendingRef.current;
    pendingRef.current = null;
    setPending(null);
    if (send && comment) void removeRef.current(comment);
  }, []);

  const request = useCallback(
    (comment: CommentView) => {
      settle(true);
      pendingRef.current = comment;
      setPending(comment);
      timer.current = setTimeout(() => settle(true), UNDO_DELETE_MS);
    },
    [settle],
  );

  const undo = useCallback(() => settle(false), [settle]);

  useEffect(() => {
    // The visitor asked for the delete: leaving the page or closing the tab sends it rather than drops it.
    const sendNow = () => settle(true);
    window.addEventListener('pagehide', sendNow);
    return () => {
      window.removeEventListener('pagehide', sendNow);
      sendNow();
    };
  }, [settle]);

  return { pending, request, undo };
}
