// What every surface (the shell's panel, the service worker's push, the server's payload) says of a
// notification, and the address it opens.
import { characterThread, episodeThread, type Reaction, type ThreadKey } from './discussions';
import { notificationRoute, notificationText, type NotificationSubject } from './notifications';

const airing: NotificationSubject = {
  kind: 'airing',
  mediaId: 113415,
  title: '呪術廻戦',
  episode: 4,
  airingAt: '2026-11-26T15:00:00.000Z',
};

const reaction = (reactions: Reaction[], count = 3): NotificationSubject => ({
  kind: 'reaction',
  thread: episodeThread(113415, 4),
  commentId: 7,
  count,
  reactions,
  excerpt: '最高だった',
});

describe('notificationText', () => {
  it('announces a broadcast with the work and the episode', () => {
    expect(notificationText(airing)).toEqual({ title: '呪術廻戦 第4話', body: '放送が始まりました' });
  });

  it('names who replied and quotes the reply', () => {
    expect(
      notificationText({
        kind: 'reply',
        thread: episodeThread(113415, 4),
        commentId: 7,
        replyId: 8,
        authorName: 'ボブ',
        excerpt: 'わかる',
      }),
    ).toEqual({ title: 'ボブさんが返信しました', body: 'わかる' });
  });

  it.each([
    [['like'], 3, '3人がいいねしました'],
    [['laugh'], 1, '1人が「笑」でリアクションしました'],
    [['like', 'heart'], 2, '2人がリアクションしました'],
    [[], 2, '2人がリアクションしました'],
  ] as const)('summarises reactions %j of %i users', (reactions, count, title) => {
    expect(notificationText(reaction([...reactions], count))).toEqual({ title, body: '最高だった' });
  });

  it('says whether the comment was hidden or restored', () => {
    const moderation = (action: 'hidden' | 'restored'): NotificationSubject => ({
      kind: 'moderation',
      thread: characterThread(40882),
      commentId: 7,
      action,
      excerpt: 'ネタバレ',
    });
    expect(notificationText(moderation('hidden'))).toEqual({
      title: 'あなたのコメントがモデレーションにより非表示になりました',
      body: 'ネタバレ',
    });
    expect(notificationText(moderation('restored')).title).toBe('あなたのコメントが再表示されました');
  });
});

describe('notificationRoute', () => {
  it("opens an airing episode's thread on the anime detail", () => {
    expect(notificationRoute(airing)).toBe('/popularAnime/animeDetail?id=113415&episode=4');
  });

  it('opens the thread a comment is in: an episode, a character', () => {
    expect(notificationRoute(reaction(['like']))).toBe('/popularAnime/animeDetail?id=113415&episode=4');
    expect(
      notificationRoute({
        kind: 'moderation',
        thread: characterThread(40882),
        commentId: 7,
        action: 'hidden',
        excerpt: '',
      }),
    ).toBe('/popularAnime/characterDetail?id=40882');
  });

  it('opens the home page for a thread it cannot read', () => {
    expect(
      notificationRoute({
        kind: 'reply',
        thread: 'episode:0:0' as ThreadKey,
        commentId: 1,
        replyId: 2,
        authorName: 'ボブ',
        excerpt: '',
      }),
    ).toBe('/');
  });
});
