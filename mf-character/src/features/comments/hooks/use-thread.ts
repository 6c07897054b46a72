// A comment thread's action hook: its server comments page by page (newest page first, もっと見る for
// older ones), guest comments in sessionStorage, optimistic writes and reactions with rollback and a
// polite notice, 通報, ミュート, and live events from the server.
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import {
  apiFor,
  isApiError,
  type Platform,
  type Reaction,
  type ReportReason,
  type ThreadKey,
} from '@anifan/contract';
import { MESSAGES, messageFor, type FailedAction } from '../../../shared/error-messages';
import type { RequestStatus } from '../../../shared/request-status';
import { authIdentity, useAuthState } from '../../../shared/use-auth-state';
import { createThreadComment } from '../api/create-thread-comment';
import { deleteThreadComment } from '../api/delete-thread-comment';
import { listThread } from '../api/list-thread';
import { listMutedUserIds, muteAuthor } from '../api/mutes';
import { setReaction } from '../api/reactions';
import { reportComment } from '../api/report-comment';
import { updateThreadComment } from '../api/update-thread-comment';
import {
  addGuestComment,
  guestCommentsFor,
  removeGuestComment,
  updateGuestComment,
} from '../lib/guest-comment-store';
import { mergeComments } from '../lib/merge-comments';
import { findComment, initialThreadState, threadReducer } from '../lib/thread-reducer';
import type { CommentView, GuestComment } from '../types';
import { useThreadEvents } from './use-thread-events';

export type ReportOutcome = { status: 'sent' } | { status: 'failed'; message: string };

export interface UseThread {
  status: RequestStatus;
  comments: CommentView[];
  signedIn: boolean;
  /** Older comments remain on the server (もっと見る). */
  hasOlder: boolean;
  loadingOlder: boolean;
  /** Resolves true when an older page was added. */
  loadOlder(): Promise<boolean>;
  /** A failure to explain (role="alert"). */
  notice: string | null;
  dismissNotice(): void;
  /** What a 通報 or a ミュート did (role="status"). */
  info: string | null;
  /** Resolves false when the comment was not kept (blank, or refused by the server). */
  create(text: string, spoiler: boolean): Promise<boolean>;
  reply(parent: CommentView, text: string, spoiler: boolean): Promise<boolean>;
  update(comment: CommentView, text: string, spoiler: boolean): Promise<void>;
  remove(comment: CommentView): Promise<void>;
  toggleReaction(comment: CommentView, reaction: Reaction): Promise<void>;
  report(comment: CommentView, reason: ReportReason, text: string): Promise<ReportOutcome>;
  mute(comment: CommentView): Promise<void>;
  /** Guests' replies, reactions and reports ask them to sign in instead. */
  signIn(): void;
}

const SIGNED_IN_FALLBACK_NAME = 'あなた';
const INFO = {
  reported: '通報しました',
  reportedBefore: '通報済みです',
  muted: (name: string) => `${name}さんをミュートしました。解除は設定ページからできます`,
};
const LOAD_OLDER_FAILED = '以前のコメントを読み込めませんでした';
/** How long what a 通報 or a ミュート did stays on screen. */
const INFO_MS = 8000;

function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

export function useThread(platform: Platform, thread: ThreadKey): UseThread {
  const auth = useAuthState(platform.auth);
  const identity = authIdentity(auth);
  const user = auth.status === 'signedIn' ? auth.user : null;
  const api = apiFor(platform);
  const storage = globalThis.sessionStorage;

  const [server, dispatch] = useReducer(threadReducer, initialThreadState);
  const serverRef = useRef(server);
  useEffect(() => {
    serverRef.current = server;
  });
  const [guest, setGuest] = useState<GuestComment[]>(() => guestCommentsFor(storage, thread));
  const [notice, setNotice] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [reloads, setReloads] = useState(0);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const tempIds = useRef(0);
  const reacting = useRef(new Set<string>());

  useEffect(() => {
    // Wait for the first auth callback: a load without the token would mark no comment as `mine`.
    if (identity === 'loading') return;
    const controller = new AbortController();
    dispatch({ type: 'loadStarted' });
    listThread(api, thread, undefined, controller.signal).then(
      (page) => dispatch({ type: 'loaded', page }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('コメントの読み込みに失敗しました', error);
        dispatch({ type: 'loadFailed' });
      },
    );
    return () => controller.abort();
  }, [api, thread, identity, reloads]);

  const signedIn = user !== null;
  useEffect(() => {
    // The server leaves muted authors out of a page, but live events reach everyone alike: the visitor's
    // mutes are known here so that those are ignored too.
    if (!signedIn) {
      dispatch({ type: 'mutesCleared' });
      return;
    }
    const controller = new AbortController();
    listMutedUserIds(api, controller.signal).then(
      (userIds) => dispatch({ type: 'mutesLoaded', userIds }),
      (error: unknown) => {
        if (!controller.signal.aborted) console.error('ミュートの読み込みに失敗しました', error);
      },
    );
    return () => controller.abort();
  }, [api, signedIn, identity]);

  useEffect(() => {
    if (info === null) return undefined;
    const timer = setTimeout(() => setInfo(null), INFO_MS);
    return () => clearTimeout(timer);
  }, [info]);

  useThreadEvents(api, thread, {
    onEvent: (event) => dispatch({ type: 'event', event }),
    onResync: () => setReloads((n) => n + 1),
  });

  const fail = useCallback((error: unknown, action: FailedAction) => {
    console.error('コメントの保存に失敗しました', error);
    setNotice(messageFor(error, action));
  }, []);

  const loadOlder = useCallback(async () => {
    const before = serverRef.current.nextBefore;
    if (before === null || loadingOlder) return false;
    setLoadingOlder(true);
    try {
      const page = await listThread(api, thread, before);
      dispatch({ type: 'olderLoaded', page });
      return true;
    } catch (error) {
      console.error('コメントの読み込みに失敗しました', error);
      setNotice(LOAD_OLDER_FAILED);
      return false;
    } finally {
      setLoadingOlder(false);
    }
  }, [api, loadingOlder, thread]);

  const send = useCallback(
    async (text: string, spoiler: boolean, parentId: number | null) => {
      const commentText = text.trim();
      if (commentText === '' || !user) return false;
      tempIds.current += 1;
      const tempId = `${Date.now()}-${tempIds.current}`;
      dispatch({
        type: 'createStarted',
        pending: {
          tempId,
          parentId,
          authorName: user.displayName || SIGNED_IN_FALLBACK_NAME,
          authorPhotoURL: user.photoURL,
          commentText,
          spoiler,
          createdAt: Date.now(),
        },
      });
      try {
        const body =
          parentId === null ? { thread, commentText, spoiler } : { thread, commentText, spoiler, parentId };
        const saved = await createThreadComment(api, body);
        dispatch({ type: 'createConfirmed', tempId, comment: saved });
        setNotice(null);
        return true;
      } catch (error) {
        dispatch({ type: 'createFailed', tempId });
        fail(error, 'createComment');
        return false;
      }
    },
    [api, fail, thread, user],
  );

  const create = useCallback(
    async (text: string, spoiler: boolean) => {
      const commentText = text.trim();
      if (commentText === '') return false;
      if (!user) {
        const comment = addGuestComment(storage, thread, commentText, Date.now());
        setGuest((list) => [...list, comment]);
        return true;
      }
      return send(commentText, spoiler, null);
    },
    [send, storage, thread, user],
  );

  const reply = useCallback(
    (parent: CommentView, text: string, spoiler: boolean) =>
      parent.commentId === null || parent.source !== 'server'
        ? Promise.resolve(false)
        : send(text, spoiler, parent.commentId),
    [send],
  );

  const update = useCallback(
    async (comment: CommentView, text: string, spoiler: boolean) => {
      const commentText = text.trim();
      if (commentText === '' || comment.commentId === null) return;
      const { commentId } = comment;
      if (comment.source === 'guest') {
        updateGuestComment(storage, commentId, commentText);
        setGuest((list) => list.map((g) => (g.commentId === commentId ? { ...g, commentText } : g)));
        return;
      }
      const previous = findComment(serverRef.current.comments, commentId);
      if (!previous || !user) return;
      dispatch({ type: 'updateStarted', commentId, commentText, spoiler });
      try {
        const saved = await updateThreadComment(api, commentId, { commentText, spoiler });
        dispatch({ type: 'updateConfirmed', comment: saved });
        setNotice(null);
      } catch (error) {
        // A comment deleted elsewhere cannot be restored by a rollback: drop it.
        dispatch(
          isNotFound(error)
            ? { type: 'event', event: { type: 'deleted', commentId } }
            : { type: 'restore', previous },
        );
        fail(error, 'updateComment');
      }
    },
    [api, fail, storage, user],
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
      const previous = findComment(serverRef.current.comments, commentId);
      if (!previous) return;
      dispatch({ type: 'deleteStarted', commentId });
      try {
        await deleteThreadComment(api, commentId);
        setNotice(null);
      } catch (error) {
        // Already gone on the server is what the visitor wanted.
        if (isNotFound(error)) return;
        dispatch({ type: 'restore', previous });
        fail(error, 'deleteComment');
      }
    },
    [api, fail, storage],
  );

  const toggleReaction = useCallback(
    async (comment: CommentView, reaction: Reaction) => {
      const { commentId } = comment;
      if (commentId === null || comment.source !== 'server' || !user) return;
      const previous = findComment(serverRef.current.comments, commentId);
      const flight = `${commentId}:${reaction}`;
      // One change per button at a time: the next click waits for the answer that sets the real counts.
      if (!previous || reacting.current.has(flight)) return;
      reacting.current.add(flight);
      const on = !previous.myReactions.includes(reaction);
      dispatch({
        type: 'reactionsSet',
        commentId,
        reactions: {
          ...previous.reactions,
          [reaction]: Math.max(0, previous.reactions[reaction] + (on ? 1 : -1)),
        },
        myReactions: on
          ? [...previous.myReactions, reaction]
          : previous.myReactions.filter((r) => r !== reaction),
      });
      try {
        const summary = await setReaction(api, commentId, reaction, on);
        dispatch({
          type: 'reactionsSet',
          commentId,
          reactions: summary.reactions,
          myReactions: summary.myReactions,
          selfUserId: summary.change?.userId,
        });
      } catch (error) {
        const current = findComment(serverRef.current.comments, commentId);
        if (current) {
          dispatch({
            type: 'reactionsSet',
            commentId,
            reactions: previous.reactions,
            myReactions: previous.myReactions,
          });
        }
        fail(error, 'reaction');
      } finally {
        reacting.current.delete(flight);
      }
    },
    [api, fail, user],
  );

  const report = useCallback(
    async (comment: CommentView, reason: ReportReason, text: string): Promise<ReportOutcome> => {
      if (comment.commentId === null) return { status: 'failed', message: MESSAGES.reportFailed };
      const details = text.trim();
      try {
        await reportComment(api, {
          commentId: comment.commentId,
          reason,
          ...(details === '' ? {} : { text: details }),
        });
        setInfo(INFO.reported);
        return { status: 'sent' };
      } catch (error) {
        // Reported before (in another tab, or earlier): what the visitor wanted is already done.
        if (isApiError(error) && error.code === 'report/duplicate') {
          setInfo(INFO.reportedBefore);
          return { status: 'sent' };
        }
        console.error('通報の送信に失敗しました', error);
        return { status: 'failed', message: messageFor(error, 'report') };
      }
    },
    [api],
  );

  const mute = useCallback(
    async (comment: CommentView) => {
      const { userId } = comment;
      if (userId === null || !user) return;
      dispatch({ type: 'muted', userId });
      setInfo(INFO.muted(comment.authorName));
      try {
        await muteAuthor(api, userId);
      } catch (error) {
        // The comments were taken out of the view: fetch them back.
        dispatch({ type: 'unmuted', userId });
        setReloads((n) => n + 1);
        setInfo(null);
        fail(error, 'mute');
      }
    },
    [api, fail, user],
  );

  const comments = useMemo(
    () => mergeComments({ server: server.comments, pending: server.pending, guest, signedIn }),
    [server.comments, server.pending, guest, signedIn],
  );

  return {
    status: server.status,
    comments,
    signedIn,
    hasOlder: server.nextBefore !== null,
    loadingOlder,
    loadOlder,
    notice,
    dismissNotice: useCallback(() => setNotice(null), []),
    info,
    create,
    reply,
    update,
    remove,
    toggleReaction,
    report,
    mute,
    signIn: useCallback(() => void platform.auth.signIn(), [platform.auth]),
  };
}
