import { GUEST_AUTHOR_NAME, mergeComments } from './merge-comments';
import type { ServerComment } from '../types';

const server = (commentId: number, createdAt: string, mine = false): ServerComment => ({
  commentId,
  characterId: 1001,
  userId: mine ? 'pub-alice' : 'pub-bob',
  authorName: mine ? 'アリス' : '',
  authorPhotoURL: null,
  commentText: `server ${commentId}`,
  createdAt,
  updatedAt: createdAt,
  mine,
});

describe('mergeComments', () => {
  const t = (iso: string) => Date.parse(iso);

  it('orders all sources by time, server before guest on a tie', () => {
    const rows = mergeComments({
      server: [server(1, '2026-01-01T00:00:00Z'), server(2, '2026-01-03T00:00:00Z')],
      pending: [
        {
          tempId: 'p',
          characterId: 1001,
          authorName: 'アリス',
          authorPhotoURL: null,
          commentText: 'p',
          createdAt: t('2026-01-04T00:00:00Z'),
        },
      ],
      guest: [
        { commentId: t('2026-01-02T00:00:00Z'), characterId: 1001, userId: 'guestUser', commentText: 'g' },
        { commentId: t('2026-01-03T00:00:00Z'), characterId: 1001, userId: 'guestUser', commentText: 'g2' },
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

  it('names guests ゲスト, an unnamed author 名無しさん, and lets the tab modify its guest comments', () => {
    const rows = mergeComments({
      server: [server(1, '2026-01-01T00:00:00Z')],
      pending: [],
      guest: [
        { commentId: t('2026-01-02T00:00:00Z'), characterId: 1001, userId: 'guestUser', commentText: 'g' },
      ],
      signedIn: false,
    });
    expect(rows.map((r) => [r.authorName, r.canModify])).toEqual([
      ['名無しさん', false],
      [GUEST_AUTHOR_NAME, true],
    ]);
  });
});
