import { GUEST_AUTHOR_NAME, mergeComments } from './merge-comments';
import { normalizeComment } from './server-comment';
import type { PendingComment, ServerComment } from '../types';

const server = (commentId: number, createdAt: string, mine = false, extra: Partial<ServerComment> = {}) =>
  normalizeComment({
    commentId,
    thread: 'character:1001',
    parentId: null,
    userId: mine ? 'pub-alice' : 'pub-bob',
    authorName: mine ? 'アリス' : '',
    authorPhotoURL: null,
    commentText: `server ${commentId}`,
    spoiler: false,
    createdAt,
    updatedAt: createdAt,
    reactions: { like: 0, laugh: 0, cry: 0, surprise: 0, heart: 0 },
    myReactions: [],
    mine,
    hidden: null,
    replies: [],
    ...extra,
  });

const pending = (tempId: string, createdAt: number, parentId: number | null = null): PendingComment => ({
  tempId,
  parentId,
  authorName: 'アリス',
  authorPhotoURL: null,
  commentText: tempId,
  spoiler: false,
  createdAt,
});

describe('mergeComments', () => {
  const t = (iso: string) => Date.parse(iso);

  it('orders all sources by time, server before guest on a tie', () => {
    const rows = mergeComments({
      server: [server(1, '2026-01-01T00:00:00Z'), server(2, '2026-01-03T00:00:00Z')],
      pending: [pending('p', t('2026-01-04T00:00:00Z'))],
      guest: [
        { commentId: t('2026-01-02T00:00:00Z'), thread: 'character:1001', commentText: 'g' },
        { commentId: t('2026-01-03T00:00:00Z'), thread: 'character:1001', commentText: 'g2' },
      ],
      signedIn: true,
    });
    expect(rows.map((r) => r.key)).toEqual([
      'server-1',
      `guest-${t('2026-01-02T00:00:00Z')}`,
      'server-2',
      `guest-${t('2026-01-03T00:00:00Z')}`,
      'pending-p',
    ]);
  });

  it('puts replies, and an unconfirmed reply, under their comment, oldest first', () => {
    const reply = server(3, '2026-01-02T00:00:00Z', false, { parentId: 1 });
    const [row] = mergeComments({
      server: [server(1, '2026-01-01T00:00:00Z', false, { replies: [reply] })],
      pending: [pending('r', t('2026-01-05T00:00:00Z'), 1)],
      guest: [],
      signedIn: true,
    });
    expect(row?.replies.map((r) => [r.key, r.parentId])).toEqual([
      ['server-3', 1],
      ['pending-r', 1],
    ]);
  });

  it.each([
    [true, true, true],
    [true, false, false],
    [false, true, false],
  ])('signed in %s, mine %s → server comment modifiable %s', (signedIn, mine, expected) => {
    const [row] = mergeComments({
      server: [server(1, '2026-01-01T00:00:00Z', mine)],
      pending: [],
      guest: [],
      signedIn,
    });
    expect(row?.canModify).toBe(expected);
  });

  it('marks only the visitor’s own hidden comment as hidden', () => {
    const rows = mergeComments({
      server: [server(1, '2026-01-01T00:00:00Z', true, { hidden: 'reports' })],
      pending: [],
      guest: [],
      signedIn: true,
    });
    expect(rows[0]?.hidden).toBe(true);
  });

  it('names guests ゲスト, an unnamed author 名無しさん, and lets the tab modify its guest comments', () => {
    const rows = mergeComments({
      server: [server(1, '2026-01-01T00:00:00Z')],
      pending: [],
      guest: [{ commentId: t('2026-01-02T00:00:00Z'), thread: 'character:1001', commentText: 'g' }],
      signedIn: false,
    });
    expect(rows.map((r) => [r.authorName, r.canModify, r.reactions === null])).toEqual([
      ['名無しさん', false, false],
      [GUEST_AUTHOR_NAME, true, true],
    ]);
  });
});
