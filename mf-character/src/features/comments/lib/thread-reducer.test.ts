import type { ThreadPage } from '@anifan/contract';
import type { ThreadEvent } from '../api/thread-events';
import type { ServerComment } from '../types';
import { normalizeComment } from './server-comment';
import { initialThreadState, threadReducer, type ThreadAction, type ThreadState } from './thread-reducer';

const comment = (commentId: number, extra: Partial<ServerComment> = {}): ServerComment =>
  normalizeComment({
    commentId,
    thread: 'character:1001',
    parentId: null,
    userId: 'pub-bob',
    authorName: 'ボブ',
    authorPhotoURL: null,
    commentText: `c${commentId}`,
    spoiler: false,
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, commentId)).toISOString(),
    updatedAt: new Date(Date.UTC(2026, 0, 1, 0, commentId)).toISOString(),
    reactions: { like: 0, laugh: 0, cry: 0, surprise: 0, heart: 0 },
    myReactions: [],
    mine: false,
    hidden: null,
    replies: [],
    ...extra,
  });

const page = (comments: ServerComment[], nextBefore: number | null = null): ThreadPage => ({
  thread: 'character:1001',
  comments,
  nextBefore,
});

const run = (...actions: ThreadAction[]): ThreadState => actions.reduce(threadReducer, initialThreadState);
const event = (e: ThreadEvent): ThreadAction => ({ type: 'event', event: e });
const ids = (state: ThreadState) =>
  state.comments.map((c) => [c.commentId, c.replies.map((r) => r.commentId)]);

describe('threadReducer', () => {
  it('keeps a newest-first page oldest first and adds older pages before it', () => {
    const state = run(
      { type: 'loaded', page: page([comment(5), comment(4)], 4) },
      { type: 'olderLoaded', page: page([comment(3), comment(2)], null) },
    );
    expect(ids(state)).toEqual([
      [2, []],
      [3, []],
      [4, []],
      [5, []],
    ]);
    expect(state.nextBefore).toBeNull();
  });

  it('puts a live reply under its comment and ignores one whose comment is not loaded', () => {
    const state = run(
      { type: 'loaded', page: page([comment(1)]) },
      event({ type: 'created', comment: comment(2, { parentId: 1 }) }),
      event({ type: 'created', comment: comment(3, { parentId: 99 }) }),
    );
    expect(ids(state)).toEqual([[1, [2]]]);
  });

  it('removes a deleted reply, and a deleted comment with its replies', () => {
    const loaded = run({
      type: 'loaded',
      page: page([comment(1, { replies: [comment(2, { parentId: 1 })] })]),
    });
    expect(ids(threadReducer(loaded, event({ type: 'deleted', commentId: 2 })))).toEqual([[1, []]]);
    expect(ids(threadReducer(loaded, event({ type: 'deleted', commentId: 1 })))).toEqual([]);
  });

  it('hides another’s comment but marks the visitor’s own', () => {
    const state = run(
      { type: 'loaded', page: page([comment(1), comment(2, { mine: true, userId: 'pub-alice' })]) },
      event({ type: 'hidden', commentId: 1 }),
      event({ type: 'hidden', commentId: 2 }),
    );
    expect(state.comments.map((c) => [c.commentId, c.hidden])).toEqual([[2, 'moderation']]);
  });

  it('shows a restored comment again within the loaded pages only', () => {
    const loaded = run({ type: 'loaded', page: page([comment(6), comment(4)], 4) });
    expect(ids(threadReducer(loaded, event({ type: 'restored', comment: comment(5) })))).toHaveLength(3);
    expect(ids(threadReducer(loaded, event({ type: 'restored', comment: comment(2) })))).toHaveLength(2);
  });

  it('takes live counts and keeps the visitor’s own reactions', () => {
    const liked = { like: 1, laugh: 0, cry: 0, surprise: 0, heart: 0 };
    const counted = run(
      { type: 'loaded', page: page([comment(1, { myReactions: ['like'], reactions: liked })]) },
      event({ type: 'reactions', commentId: 1, reactions: { ...liked, like: 2, laugh: 1 } }),
    );
    expect(counted.comments[0]).toMatchObject({ reactions: { like: 2, laugh: 1 }, myReactions: ['like'] });
    const edited = threadReducer(
      counted,
      event({ type: 'updated', comment: comment(1, { commentText: '直した' }) }),
    );
    expect(edited.comments[0]).toMatchObject({ commentText: '直した', myReactions: ['like'] });
  });

  it('for a visitor with mutes, ignores a muted reactor’s live reaction and adds anyone else’s', () => {
    const shown = { like: 1, laugh: 0, cry: 0, surprise: 0, heart: 0 };
    const loaded = run(
      { type: 'mutesLoaded', userIds: ['pub-noisy'] },
      { type: 'loaded', page: page([comment(1, { reactions: shown })]) },
    );
    const reacted = (userId: string, added = true) =>
      event({
        type: 'reactions',
        commentId: 1,
        // Everyone's counts, the muted reactor's included: not what this visitor is shown.
        reactions: { ...shown, like: 5 },
        change: { userId, reaction: 'like', added },
      });
    expect(threadReducer(loaded, reacted('pub-noisy')).comments[0]?.reactions).toEqual(shown);
    expect(threadReducer(loaded, reacted('pub-carol')).comments[0]?.reactions).toEqual({ ...shown, like: 2 });
    expect(threadReducer(loaded, reacted('pub-carol', false)).comments[0]?.reactions.like).toBe(0);
    // The visitor's own change, once their answer told who they are, is already counted.
    const own = threadReducer(loaded, {
      type: 'reactionsSet',
      commentId: 1,
      reactions: { ...shown, like: 2 },
      myReactions: ['like'],
      selfUserId: 'pub-me',
    });
    expect(threadReducer(own, reacted('pub-me')).comments[0]?.reactions.like).toBe(2);
  });

  it('leaves muted authors out, and ignores their live comments', () => {
    const state = run(
      {
        type: 'loaded',
        page: page([comment(1), comment(2, { userId: 'pub-carol', replies: [comment(3, { parentId: 2 })] })]),
      },
      { type: 'muted', userId: 'pub-bob' },
      event({ type: 'created', comment: comment(4) }),
      event({ type: 'created', comment: comment(5, { parentId: 2 }) }),
    );
    expect(ids(state)).toEqual([[2, []]]);
  });

  it('does not add the echo of its own pending reply', () => {
    const state = run(
      { type: 'loaded', page: page([comment(1)]) },
      {
        type: 'createStarted',
        pending: {
          tempId: 't',
          parentId: 1,
          authorName: 'アリス',
          authorPhotoURL: null,
          commentText: 'c2',
          spoiler: false,
          createdAt: 0,
        },
      },
      event({ type: 'created', comment: comment(2, { parentId: 1 }) }),
    );
    expect(ids(state)).toEqual([[1, []]]);
  });

  it('keeps a mute made while the visitor’s mutes were loading, and forgets them all at sign-out', () => {
    const state = run(
      { type: 'loaded', page: page([comment(1), comment(2, { userId: 'pub-carol' })]) },
      { type: 'muted', userId: 'pub-bob' },
      { type: 'mutesLoaded', userIds: ['pub-dave'] },
    );
    expect(state.muted).toEqual(['pub-bob', 'pub-dave']);
    expect(threadReducer(state, { type: 'mutesCleared' }).muted).toEqual([]);
  });
});
