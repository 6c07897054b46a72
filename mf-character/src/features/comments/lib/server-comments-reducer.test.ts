import type { ServerComment } from '../types';
import {
  initialServerCommentsState,
  serverCommentsReducer,
  type ServerCommentsAction,
  type ServerCommentsState,
} from './server-comments-reducer';

const comment = (commentId: number, overrides: Partial<ServerComment> = {}): ServerComment => ({
  commentId,
  characterId: 1001,
  userId: 'pub-bob',
  authorName: 'ボブ',
  authorPhotoURL: null,
  commentText: `text ${commentId}`,
  createdAt: `2026-01-0${commentId}T00:00:00.000Z`,
  updatedAt: `2026-01-0${commentId}T00:00:00.000Z`,
  mine: false,
  ...overrides,
});

const run = (actions: ServerCommentsAction[], state: ServerCommentsState = initialServerCommentsState) =>
  actions.reduce(serverCommentsReducer, state);

const pending = {
  tempId: 't1',
  characterId: 1001,
  authorName: 'アリス',
  authorPhotoURL: null,
  createdAt: 9,
};

describe('serverCommentsReducer', () => {
  it('orders a load oldest first and learns the visitor from a mine comment', () => {
    const state = run([
      { type: 'loadStarted' },
      { type: 'loaded', comments: [comment(2), comment(1, { mine: true, userId: 'pub-alice' })] },
    ]);
    expect(state.status).toBe('done');
    expect(state.comments.map((c) => c.commentId)).toEqual([1, 2]);
    expect(state.selfUserId).toBe('pub-alice');
  });

  it('empties the list when the load fails', () => {
    const state = run([{ type: 'loaded', comments: [comment(1)] }, { type: 'loadFailed' }]);
    expect(state).toMatchObject({ status: 'error', comments: [] });
  });

  it.each<[string, ServerCommentsAction[], number[]]>([
    ['a live create is added', [{ type: 'event', event: { type: 'created', comment: comment(2) } }], [1, 2]],
    [
      'a live create already known is not duplicated',
      [{ type: 'event', event: { type: 'created', comment: comment(1) } }],
      [1],
    ],
    ['a live delete removes the comment', [{ type: 'event', event: { type: 'deleted', commentId: 1 } }], []],
    [
      'the echo of our own pending create waits for the POST answer',
      [
        { type: 'createStarted', pending: { ...pending, commentText: 'mine' } },
        { type: 'event', event: { type: 'created', comment: comment(3, { commentText: 'mine' }) } },
      ],
      [1],
    ],
    [
      'the POST answer after its echo appears once',
      [
        { type: 'createStarted', pending: { ...pending, commentText: 'mine' } },
        { type: 'event', event: { type: 'created', comment: comment(3, { commentText: 'mine' }) } },
        { type: 'createConfirmed', tempId: 't1', comment: comment(3, { commentText: 'mine', mine: true }) },
        { type: 'event', event: { type: 'created', comment: comment(3, { commentText: 'mine' }) } },
      ],
      [1, 3],
    ],
  ])('%s', (_name, actions, ids) => {
    const state = run(actions, run([{ type: 'loaded', comments: [comment(1)] }]));
    expect(state.comments.map((c) => c.commentId)).toEqual(ids);
  });

  it('keeps ownership when a live update (sent without a token) arrives', () => {
    const state = run([
      { type: 'loaded', comments: [comment(1, { mine: true, userId: 'pub-alice' })] },
      {
        type: 'event',
        event: { type: 'updated', comment: comment(1, { userId: 'pub-alice', commentText: 'new' }) },
      },
      { type: 'event', event: { type: 'created', comment: comment(2, { userId: 'pub-alice' }) } },
    ]);
    expect(state.comments).toEqual([
      expect.objectContaining({ commentId: 1, commentText: 'new', mine: true }),
      expect.objectContaining({ commentId: 2, mine: true }),
    ]);
  });

  it('rolls an optimistic update back to the previous text', () => {
    const previous = comment(1, { mine: true });
    const state = run([
      { type: 'loaded', comments: [previous] },
      { type: 'updateStarted', commentId: 1, commentText: 'changed' },
    ]);
    expect(state.comments[0]?.commentText).toBe('changed');
    expect(run([{ type: 'updateFailed', previous }], state).comments[0]?.commentText).toBe('text 1');
  });

  it('restores an optimistically deleted comment in its place', () => {
    const previous = comment(1, { mine: true });
    const state = run([
      { type: 'loaded', comments: [previous, comment(2)] },
      { type: 'deleteStarted', commentId: 1 },
    ]);
    expect(state.comments.map((c) => c.commentId)).toEqual([2]);
    expect(run([{ type: 'deleteFailed', previous }], state).comments.map((c) => c.commentId)).toEqual([1, 2]);
  });

  it('drops the pending create when the server refuses it', () => {
    const state = run([
      { type: 'createStarted', pending: { ...pending, commentText: 'x' } },
      { type: 'createFailed', tempId: 't1' },
    ]);
    expect(state.pending).toEqual([]);
  });
});
