import {
  addGuestComment,
  GUEST_COMMENTS_KEY,
  GUEST_EPISODE_COMMENTS_KEY,
  guestCommentsFor,
  readGuestComments,
  removeGuestComment,
  updateGuestComment,
} from './guest-comment-store';

beforeEach(() => sessionStorage.clear());

describe('guest comment store', () => {
  it('keeps guest comments under characterCommentList', () => {
    const comment = addGuestComment(sessionStorage, 'character:1001', 'はじめまして', 1_700_000_000_000);
    expect(comment).toEqual({
      commentId: 1_700_000_000_000,
      thread: 'character:1001',
      commentText: 'はじめまして',
    });
    expect(JSON.parse(sessionStorage.getItem(GUEST_COMMENTS_KEY)!)).toEqual([
      { commentId: 1_700_000_000_000, characterId: 1001, userId: 'guestUser', commentText: 'はじめまして' },
    ]);
  });

  it('gives two comments in the same millisecond distinct ids', () => {
    const a = addGuestComment(sessionStorage, 'character:1001', 'a', 5);
    const b = addGuestComment(sessionStorage, 'character:1001', 'b', 5);
    expect(b.commentId).toBeGreaterThan(a.commentId);
  });

  it('filters by character and edits and deletes locally', () => {
    const a = addGuestComment(sessionStorage, 'character:1001', 'a', 10);
    addGuestComment(sessionStorage, 'character:2002', 'other', 11);
    updateGuestComment(sessionStorage, a.commentId, 'A');
    expect(guestCommentsFor(sessionStorage, 'character:1001').map((c) => c.commentText)).toEqual(['A']);
    removeGuestComment(sessionStorage, a.commentId);
    expect(guestCommentsFor(sessionStorage, 'character:1001')).toEqual([]);
    expect(guestCommentsFor(sessionStorage, 'character:2002')).toHaveLength(1);
  });

  it('reads comments an earlier build filed under the id as text with the number, and drops those filed under a name', () => {
    sessionStorage.setItem(
      GUEST_COMMENTS_KEY,
      JSON.stringify([
        { commentId: 1, characterId: '1001', userId: 'guestUser', commentText: 'as text' },
        { commentId: 2, characterId: '五条悟', userId: 'guestUser', commentText: 'by name' },
        { commentId: 3, characterId: -296356092, userId: 'guestUser', commentText: 'as number' },
        { commentId: 4, characterId: '012', userId: 'guestUser', commentText: 'not canonical' },
      ]),
    );
    expect(guestCommentsFor(sessionStorage, 'character:1001')).toEqual([
      { commentId: 1, thread: 'character:1001', commentText: 'as text' },
    ]);
    expect(readGuestComments(sessionStorage).map((c) => c.commentText)).toEqual(['as text', 'as number']);
    // The next write keeps them in the new form.
    addGuestComment(sessionStorage, 'character:1001', 'new', 10);
    expect(JSON.parse(sessionStorage.getItem(GUEST_COMMENTS_KEY)!)).toEqual([
      { commentId: 1, characterId: 1001, userId: 'guestUser', commentText: 'as text' },
      { commentId: 3, characterId: -296356092, userId: 'guestUser', commentText: 'as number' },
      { commentId: 10, characterId: 1001, userId: 'guestUser', commentText: 'new' },
    ]);
  });

  it.each([['not json'], ['{"a":1}'], ['[1, {"commentId":"x"}]']])('ignores corrupt storage %s', (raw) => {
    sessionStorage.setItem(GUEST_COMMENTS_KEY, raw);
    expect(readGuestComments(sessionStorage)).toEqual([]);
  });

  it('keeps an episode thread’s guest comments apart, and edits and deletes them', () => {
    const character = addGuestComment(sessionStorage, 'character:1001', 'キャラ', 10);
    const episode = addGuestComment(sessionStorage, 'episode:113415:3', '第3話よかった', 10);
    expect(episode.commentId).toBeGreaterThan(character.commentId);
    expect(JSON.parse(sessionStorage.getItem(GUEST_EPISODE_COMMENTS_KEY)!)).toEqual([
      { commentId: 11, thread: 'episode:113415:3', userId: 'guestUser', commentText: '第3話よかった' },
    ]);
    expect(guestCommentsFor(sessionStorage, 'episode:113415:3')).toEqual([
      { commentId: 11, thread: 'episode:113415:3', commentText: '第3話よかった' },
    ]);
    expect(guestCommentsFor(sessionStorage, 'episode:113415:4')).toEqual([]);
    expect(guestCommentsFor(sessionStorage, 'character:1001').map((c) => c.commentText)).toEqual(['キャラ']);

    updateGuestComment(sessionStorage, episode.commentId, '最高');
    expect(guestCommentsFor(sessionStorage, 'episode:113415:3').map((c) => c.commentText)).toEqual(['最高']);
    removeGuestComment(sessionStorage, episode.commentId);
    expect(guestCommentsFor(sessionStorage, 'episode:113415:3')).toEqual([]);
    expect(guestCommentsFor(sessionStorage, 'character:1001')).toHaveLength(1);
  });
});
