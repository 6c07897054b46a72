// The comment list's action hook: server comments when signed in, guest comments in sessionStorage,
// optimistic writes with rollback and a polite notice, and live events from the server.
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { apiFor, type CharacterId, isApiError, type Platform } from '@anifan/contract';
import { messageFor, type FailedAction } from '../../../shared/error-messages';
import type { RequestStatus } from '../../../shared/request-status';
import { authIdentity, useAuthState } from '../../../shared/use-auth-state';
import { createComment } from '../api/create-comment';
import { deleteComment } from '../api/delete-comment';
import { getComments } from '../api/get-comments';
import { updateComment } from '../api/update-comment';
import {
  addGuestComment,
  guestCommentsFor,
  removeGuestComment,
  updateGuestComment,
} from '../lib/guest-comment-store';
import { mergeComments } from '../lib/merge-comments';
import { initialServerCommentsState, serverCommentsReducer } from '../lib/server-comments-reducer';
import type { CommentView, GuestComment } from '../types';
import { useCommentEvents } from './use-comment-events';

export interface UseComments {
  status: RequestStatus;
  comments: CommentView[];
  notice: string | null;
  dismissNotice(): void;
  /** Resolves false when the comment was not kept (blank, or refused by the server). */
  create(text: string): Promise<boolean>;
  update(comment: CommentView, text: string): Promise<void>;
  remove(comment: CommentView): Promise<void>;
}

const SIGNED_IN_FALLBACK_NAME = 'あなた';

function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

export function useComments(platform: Platform, characterId: CharacterId): UseComments {
  const auth = useAuthState(platform.auth);
  const identity = authIdentity(auth);
  const user = auth.status === 'signedIn' ? auth.user : null;
  const api = apiFor(platform);
  const storage = globalThis.sessionStorage;

  const [server, dispatch] = useReducer(serverCommentsReducer, initialServerCommentsState);
  const serverRef = useRef(server);
  useEffect(() => {
    serverRef.current = server;
  });
  const [guest, setGuest] = useState<GuestComment[]>(() => guestCommentsFor(storage, characterId));
  const [notice, setNotice] = useState<string | null>(null);
  const [reloads, setReloads] = useState(0);
  const tempIds = useRef(0);

  useEffect(() => {
    // Wait for the first auth callback: a load without the token would mark no comment as `mine`.
    if (identity === 'loading') return;
    const controller = new AbortController();
    dispatch({ type: 'loadStarted' });
    getComments(api, characterId, controller.signal).then(
      (comments) => dispatch({ type: 'loaded', comments }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('コメントの読み込みに失敗しました', error);
        dispatch({ type: 'loadFailed' });
      },
    );
    return () => controller.abort();
  }, [api, characterId, identity, reloads]);

  useCommentEvents(api, characterId, {
    onEvent: (event) => dispatch({ type: 'event', event }),
    onResync: () => setReloads((n) => n + 1),
  });

  const report = useCallback((error: unknown, action: FailedAction) => {
    console.error('コメントの保存に失敗しました', error);
    setNotice(messageFor(error, action));
  }, []);

  const create = useCallback(
    async (text: string) => {
      const commentText = text.trim();
      if (commentText === '') return false;
      if (!user) {
        const comment = addGuestComment(storage, characterId, commentText, Date.now());
        setGuest((list) => [...list, comment]);
        return true;
      }
      tempIds.current += 1;
      const tempId = `${Date.now()}-${tempIds.current}`;
      dispatch({
        type: 'createStarted',
        pending: {
          tempId,
          characterId,
          authorName: user.displayName || SIGNED_IN_FALLBACK_NAME,
          authorPhotoURL: user.photoURL,
          commentText,
          createdAt: Date.now(),
        },
      });
      try {
        const saved = await createComment(api, { characterId, userId: user.uid, commentText });
        dispatch({ type: 'createConfirmed', tempId, comment: saved });
        setNotice(null);
        return true;
      } catch (error) {
        dispatch({ type: 'createFailed', tempId });
        report(error, 'createComment');
        return false;
      }
    },
    [api, characterId, report, storage, user],
  );

  const update = useCallback(
    async (comment: CommentView, text: string) => {
      const commentText = text.trim();
      if (commentText === '' || comment.commentId === null) return;
      const { commentId } = comment;
      if (comment.source === 'guest') {
        updateGuestComment(storage, commentId, commentText);
        setGuest((list) => list.map((g) => (g.commentId === commentId ? { ...g, commentText } : g)));
        return;
      }
      const previous = serverRef.current.comments.find((c) => c.commentId === commentId);
      if (!previous || !user) return;
      dispatch({ type: 'updateStarted', commentId, commentText });
      try {
        const saved = await updateComment(api, { commentId, characterId, userId: user.uid, commentText });
        dispatch({ type: 'updateConfirmed', comment: saved });
        setNotice(null);
      } catch (error) {
        // A comment deleted elsewhere cannot be restored by a rollback: drop it.
        dispatch(
          isNotFound(error)
            ? { type: 'event', event: { type: 'deleted', commentId } }
            : { type: 'updateFailed', previous },
        );
        report(error, 'updateComment');
      }
    },
    [api, characterId, report, storage, user],
  );

  const remove = useCallback(
    async (comment: CommentView) => {
      if (comment.commentId === null) return;
      const { commentId } = comment;
      if (comment.source === 'guest') {
        removeGuestComment(storage, commentId);
        setGuest((list) => list.filter((g) => g.commentId !== commentId));
        return;
      }
      const previous = serverRef.current.comments.find((c) => c.commentId === commentId);
      if (!previous) return;
      dispatch({ type: 'deleteStarted', commentId });
      try {
        await deleteComment(api, commentId);
        setNotice(null);
      } catch (error) {
        // Already gone on the server is what the visitor wanted.
        if (isNotFound(error)) return;
        dispatch({ type: 'deleteFailed', previous });
        report(error, 'deleteComment');
      }
    },
    [api, report, storage],
  );

  const comments = useMemo(
    () => mergeComments({ server: server.comments, pending: server.pending, guest, signedIn: user !== null }),
    [server.comments, server.pending, guest, user],
  );

  return {
    status: server.status,
    comments,
    notice,
    dismissNotice: useCallback(() => setNotice(null), []),
    create,
    update,
    remove,
  };
}
