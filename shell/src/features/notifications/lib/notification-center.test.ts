// お知らせ's state: the first page and its unread count, live events from the stream (created, updated,
// read, reset, a reopened stream), marking read and すべて既読 with the server's answer or its error, older
// pages, and a guest's 放送開始 on this device.
import { ApiError, type NotificationPage } from '@anifan/contract';
import { signedIn, SIGNED_OUT } from '@anifan/contract/testing';
import {
  airingSubject,
  createAuthState,
  createFakeNotificationsApi,
  notificationView,
} from '../../../testing/notifications-api';
import type { AiringSubject, GuestAirings } from './guest-airings';
import { createNotificationCenter, type NotificationCenter } from './notification-center';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

const page = (ids: number[], unread: number, nextBefore: number | null = null): NotificationPage => ({
  items: ids.map((id) => notificationView(id)),
  unread,
  nextBefore,
});

const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

function setup(pages: NotificationPage[] = [page([3, 2, 1], 2)], auth = createAuthState(signedIn())) {
  const api = createFakeNotificationsApi();
  let answer = 0;
  api.on('listNotifications', () => pages[Math.min(answer++, pages.length - 1)]);
  const center = createNotificationCenter({ api, auth, retryMs: 10 });
  stops.push(center.start());
  return { api, auth, center };
}

const keys = (center: NotificationCenter) => center.snapshot().items.map((item) => item.key);

describe('createNotificationCenter (signed in)', () => {
  it('reads the newest page with the unread count, and follows the stream', async () => {
    const { api, center } = setup();
    await tick();
    expect(api.calls[0]).toEqual(['listNotifications', { query: { limit: 20 } }]);
    expect(center.snapshot()).toMatchObject({ mode: 'signedIn', unread: 2, loading: false, hasMore: false });
    expect(keys(center)).toEqual(['n3', 'n2', 'n1']);
    expect(api.streamsOpened()).toBe(1);
  });

  it('puts a created one first, counts it and announces it; an updated one replaces its row', async () => {
    const { api, center } = setup();
    await tick();
    api.emit('created', { notification: notificationView(4), unread: 3 });
    await tick();
    expect(keys(center)).toEqual(['n4', 'n3', 'n2', 'n1']);
    expect(center.snapshot().unread).toBe(3);
    expect(center.snapshot().arrival?.text).toBe('新しいお知らせ：呪術廻戦 第4話。放送が始まりました');

    const reaction = notificationView(2, {
      kind: 'reaction',
      thread: 'episode:113415:2',
      commentId: 9,
      count: 3,
      reactions: ['like'],
      excerpt: '神回',
    });
    api.emit('updated', { notification: reaction, unread: 3 });
    await tick();
    expect(keys(center)).toEqual(['n4', 'n3', 'n2', 'n1']);
    expect(center.snapshot().items[2]?.subject).toEqual(reaction.subject);
    expect(center.snapshot().arrival?.text).toBe('新しいお知らせ：3人がいいねしました。神回');
  });

  it('marks read what another tab read, or all of them', async () => {
    const { api, center } = setup();
    await tick();
    api.emit('read', { ids: [3], unread: 1 });
    await tick();
    expect(center.snapshot().items.map((item) => item.read)).toEqual([true, false, false]);
    expect(center.snapshot().unread).toBe(1);
    api.emit('read', { ids: null, unread: 0 });
    await tick();
    expect(center.snapshot().items.every((item) => item.read)).toBe(true);
    expect(center.snapshot().unread).toBe(0);
  });

  it('reads the first page again on reset and when the stream is opened again', async () => {
    const { api, center } = setup([page([1], 1), page([2, 1], 2), page([3, 2, 1], 3)]);
    await tick();
    api.emit('reset', {});
    await tick();
    expect(keys(center)).toEqual(['n2', 'n1']);
    api.closeStream();
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(api.streamsOpened()).toBe(2);
    expect(keys(center)).toEqual(['n3', 'n2', 'n1']);
    expect(center.snapshot().unread).toBe(3);
  });

  it('marks one read at once and takes the count the server answers', async () => {
    const { api, center } = setup();
    api.on('readNotification', () => ({ unread: 1 }));
    await tick();
    const promise = center.markRead(center.snapshot().items[0]!);
    expect(center.snapshot().items[0]?.read).toBe(true);
    expect(center.snapshot().unread).toBe(1);
    await promise;
    expect(api.calls.at(-1)).toEqual(['readNotification', { params: { notificationId: 3 } }]);
  });

  it('puts a notification back to unread and says why when the server refuses', async () => {
    const { api, center } = setup();
    api.on('readNotification', () => {
      throw new ApiError(404, 'notification/not_found', 'お知らせが見つかりません');
    });
    await tick();
    await center.markRead(center.snapshot().items[0]!);
    expect(center.snapshot().items[0]?.read).toBe(false);
    expect(center.snapshot().unread).toBe(2);
    expect(center.snapshot().error).toBe('お知らせが見つかりません');
  });

  it('すべて既読 reads every one, and restores them when it fails', async () => {
    const { api, center } = setup();
    api.on('readAllNotifications', () => ({ unread: 0 }));
    await tick();
    await center.markAllRead();
    expect(center.snapshot().items.every((item) => item.read)).toBe(true);
    expect(center.snapshot().unread).toBe(0);

    const other = setup();
    other.api.on('readAllNotifications', () => {
      throw new ApiError(0, 'network/unreachable', 'サーバーに接続できませんでした');
    });
    await tick();
    await other.center.markAllRead();
    expect(other.center.snapshot().unread).toBe(2);
    expect(other.center.snapshot().items.filter((item) => !item.read)).toHaveLength(3);
    expect(other.center.snapshot().error).toBe('サーバーに接続できませんでした');
  });

  it('reads older pages with もっと見る', async () => {
    const { api, center } = setup([page([5, 4], 1, 4), page([3, 2], 1, null)]);
    await tick();
    expect(center.snapshot().hasMore).toBe(true);
    await center.loadMore();
    expect(api.calls.at(-1)).toEqual(['listNotifications', { query: { before: 4, limit: 20 } }]);
    expect(keys(center)).toEqual(['n5', 'n4', 'n3', 'n2']);
    expect(center.snapshot().hasMore).toBe(false);
  });

  it('says so when the list cannot be read', async () => {
    const auth = createAuthState(signedIn());
    const api = createFakeNotificationsApi();
    api.on('listNotifications', () => {
      throw new ApiError(401, 'auth/invalid_token', 'サインインし直してください');
    });
    const center = createNotificationCenter({ api, auth, retryMs: 10 });
    stops.push(center.start());
    await tick();
    expect(center.snapshot()).toMatchObject({ loading: false, error: 'サインインし直してください' });
  });

  it('stops the stream and forgets the list on sign-out', async () => {
    const { auth, center } = setup();
    await tick();
    auth.set(SIGNED_OUT);
    expect(center.snapshot()).toMatchObject({ mode: 'guest', items: [], unread: 0 });
  });
});

describe('createNotificationCenter (guest)', () => {
  it("shows a guest's broadcasts as they air, on this device, read locally", async () => {
    let aired: ((subject: AiringSubject) => void) | null = null;
    const stopGuest = jest.fn();
    const guestAirings: GuestAirings = (onAired) => {
      aired = onAired;
      return stopGuest;
    };
    const api = createFakeNotificationsApi();
    const auth = createAuthState(SIGNED_OUT);
    const center = createNotificationCenter({ api, auth, guestAirings });
    stops.push(center.start());
    expect(center.snapshot().mode).toBe('guest');
    aired!(airingSubject(5) as AiringSubject);
    expect(center.snapshot().unread).toBe(1);
    expect(keys(center)).toEqual(['guest:113415:5']);
    await center.markRead(center.snapshot().items[0]!);
    expect(center.snapshot().unread).toBe(0);
    expect(api.calls).toEqual([]);
    auth.set(signedIn());
    expect(stopGuest).toHaveBeenCalled();
  });
});
