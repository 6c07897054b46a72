// The お知らせ page: the whole list with もっと見る, the settings (per kind, quiet hours) saved or the server's
// error shown, プッシュ通知を受け取る (on, denied, unsupported, off), カレンダーに追加 (URL, copy, 再発行,
// 無効にする), and what a guest is told.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import {
  ApiError,
  DEFAULT_NOTIFICATION_SETTINGS,
  type NotificationPage,
  type NotificationSettings,
} from '@anifan/contract';
import { signedIn, SIGNED_OUT } from '@anifan/contract/testing';
import {
  createAuthState,
  createFakeNotificationsApi,
  notificationView,
} from '../../../testing/notifications-api';
import { fakePushEnvironment, SUBSCRIPTION_JSON } from '../../../testing/push-environment';
import { createNotificationCenter } from '../lib/notification-center';
import type { PushEnvironment } from '../lib/web-push';
import { NotificationsPage } from './notifications-page';

const FEED = 'https://anifan.test/api/calendar/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa/feed.ics';
const NEW_FEED = 'https://anifan.test/api/calendar/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb/feed.ics';

const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

async function renderPage(
  options: {
    signedOut?: boolean;
    pushEnv?: PushEnvironment;
    pages?: NotificationPage[];
    /** How many times reading the settings fails first. */
    settingsFailures?: number;
    /** How many times reading the list fails first. */
    listFailures?: number;
  } = {},
) {
  const api = createFakeNotificationsApi();
  const pages = options.pages ?? [
    { items: [notificationView(2), notificationView(1)], unread: 2, nextBefore: null },
  ];
  let answered = 0;
  let listFailures = options.listFailures ?? 0;
  api.on('listNotifications', () => {
    if (listFailures-- > 0) throw new ApiError(503, 'service/unavailable', 'ただいま混み合っています');
    return pages[Math.min(answered++, pages.length - 1)];
  });
  let failures = options.settingsFailures ?? 0;
  api.on('getNotificationSettings', () => {
    if (failures-- > 0) throw new ApiError(503, 'service/unavailable', 'ただいま混み合っています');
    return DEFAULT_NOTIFICATION_SETTINGS;
  });
  api.on('putNotificationSettings', (options) => options?.body);
  api.on('pushKey', () => ({ publicKey: 'AQID' }));
  api.on('putPushSubscription', () => undefined);
  api.on('deletePushSubscription', () => undefined);
  const auth = createAuthState(options.signedOut ? SIGNED_OUT : signedIn());
  const center = createNotificationCenter({ api, auth, retryMs: 10 });
  stops.push(center.start());
  const pushEnv = options.pushEnv ?? fakePushEnvironment().env;
  render(
    <MemoryRouter>
      <NotificationsPage center={center} api={api} auth={auth} pushEnv={pushEnv} />
    </MemoryRouter>,
  );
  await act(async () => undefined);
  return { api, auth, user: userEvent.setup() };
}

const lastCall = (api: { calls: [string, unknown][] }, name: string) =>
  api.calls.filter(([called]) => called === name).at(-1)?.[1];

describe('NotificationsPage', () => {
  it('is titled お知らせ and lists every notification, older ones on もっと見る', async () => {
    const { api, user } = await renderPage({
      pages: [
        { items: [notificationView(4), notificationView(3)], unread: 3, nextBefore: 3 },
        { items: [notificationView(2), notificationView(1, undefined, true)], unread: 3, nextBefore: null },
      ],
    });
    expect(document.title).toBe('お知らせ | AniFan');
    expect(screen.getByRole('heading', { level: 1, name: 'お知らせ' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'すべてのお知らせ（未読3件）' })).toBeInTheDocument();
    const list = () => screen.getByRole('list', { name: 'お知らせの一覧' });
    expect(within(list()).getAllByRole('listitem')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'もっと見る' }));
    expect(lastCall(api, 'listNotifications')).toEqual({ query: { before: 3, limit: 20 } });
    expect(within(list()).getAllByRole('listitem')).toHaveLength(4);
    expect(within(list()).getAllByText('未読')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'もっと見る' })).not.toBeInTheDocument();
  });

  it('says why the list cannot be read and reads it again on 再試行', async () => {
    const { api, user } = await renderPage({
      pages: [{ items: [notificationView(1)], unread: 1, nextBefore: null }],
      listFailures: 1,
    });
    expect(screen.getByText('ただいま混み合っています')).toHaveAttribute('role', 'alert');
    expect(screen.queryByText('お知らせはありません')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '再試行' }));
    expect(
      within(screen.getByRole('list', { name: 'お知らせの一覧' })).getAllByRole('listitem'),
    ).toHaveLength(1);
    expect(api.calls.filter(([name]) => name === 'listNotifications')).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('saves the settings per kind and the quiet hours', async () => {
    const { api, user } = await renderPage();
    await user.click(await screen.findByRole('checkbox', { name: 'リアクション：プッシュ' }));
    await user.click(screen.getByRole('checkbox', { name: '返信：アプリ内' }));
    await user.click(screen.getByRole('checkbox', { name: 'おやすみ時間を使う' }));
    const start = screen.getByLabelText('開始');
    await user.clear(start);
    await user.type(start, '01:30');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByRole('status')).toHaveTextContent('設定を保存しました');
    const saved = (lastCall(api, 'putNotificationSettings') as { body: NotificationSettings }).body;
    expect(saved).toEqual({
      ...DEFAULT_NOTIFICATION_SETTINGS,
      kinds: {
        ...DEFAULT_NOTIFICATION_SETTINGS.kinds,
        reaction: { inApp: true, push: true },
        reply: { inApp: false, push: true },
      },
      quietHours: { start: '01:30', end: '07:00' },
    });
  });

  it("shows the server's message when saving fails", async () => {
    const { api, user } = await renderPage();
    api.on('putNotificationSettings', () => {
      throw new ApiError(400, 'validation/invalid', 'おやすみ時間の形式が正しくありません');
    });
    await user.click(await screen.findByRole('button', { name: '保存' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('おやすみ時間の形式が正しくありません');
  });

  it('says so when the settings cannot be read, and tries again', async () => {
    const { api, user } = await renderPage({ settingsFailures: 1 });
    expect(await screen.findByRole('alert')).toHaveTextContent('ただいま混み合っています');
    await user.click(screen.getByRole('button', { name: '再試行' }));
    expect(await screen.findByRole('checkbox', { name: '放送開始：プッシュ' })).toBeChecked();
    expect(api.calls.filter(([name]) => name === 'getNotificationSettings')).toHaveLength(2);
  });

  it('turns push on: permission, subscription, registered with the server', async () => {
    const push = fakePushEnvironment();
    const { api, user } = await renderPage({ pushEnv: push.env });
    const toggle = await screen.findByRole('checkbox', { name: 'プッシュ通知を受け取る' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(await screen.findByRole('checkbox', { name: 'プッシュ通知を受け取る' })).toBeChecked();
    expect(lastCall(api, 'putPushSubscription')).toEqual({ body: SUBSCRIPTION_JSON });
    await user.click(screen.getByRole('checkbox', { name: 'プッシュ通知を受け取る' }));
    expect(await screen.findByRole('checkbox', { name: 'プッシュ通知を受け取る' })).not.toBeChecked();
    expect(lastCall(api, 'deletePushSubscription')).toEqual({
      query: { endpoint: SUBSCRIPTION_JSON.endpoint },
    });
    expect(push.subscription.unsubscribe).toHaveBeenCalled();
  });

  it('explains a denied permission', async () => {
    const push = fakePushEnvironment({ answer: 'denied' });
    const { api, user } = await renderPage({ pushEnv: push.env });
    await user.click(await screen.findByRole('checkbox', { name: 'プッシュ通知を受け取る' }));
    expect(await screen.findByText(/通知はブラウザでブロックされています/)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'プッシュ通知を受け取る' })).toBeDisabled();
    expect(lastCall(api, 'putPushSubscription')).toBeUndefined();
  });

  it('explains a browser without push', async () => {
    await renderPage({ pushEnv: { pushManager: false } });
    expect(await screen.findByText(/このブラウザはプッシュ通知に対応していません/)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'プッシュ通知を受け取る' })).toBeDisabled();
  });

  it("shows the server's message when it refuses the subscription", async () => {
    const { api, user } = await renderPage();
    api.on('putPushSubscription', () => {
      throw new ApiError(400, 'push/invalid_subscription', 'この通知の宛先は登録できません');
    });
    await user.click(await screen.findByRole('checkbox', { name: 'プッシュ通知を受け取る' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('この通知の宛先は登録できません');
  });

  it('gives the calendar URL to copy or open, reissues it and turns it off', async () => {
    const { api, user } = await renderPage();
    let feed = FEED;
    api.on('getCalendarFeed', () => ({ url: feed }));
    api.on('deleteCalendarFeed', () => {
      feed = NEW_FEED;
    });
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'カレンダーに追加' }));
    expect(await screen.findByRole('textbox', { name: 'カレンダーのURL' })).toHaveValue(FEED);
    expect(screen.getByRole('link', { name: 'カレンダーアプリで開く' })).toHaveAttribute(
      'href',
      FEED.replace('https://', 'webcal://'),
    );
    await user.click(screen.getByRole('button', { name: 'コピー' }));
    expect(writeText).toHaveBeenCalledWith(FEED);
    expect(await screen.findByText('URLをコピーしました')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '再発行' }));
    expect(await screen.findByRole('textbox', { name: 'カレンダーのURL' })).toHaveValue(NEW_FEED);
    expect(api.calls.map(([name]) => name).filter((name) => name.endsWith('CalendarFeed'))).toEqual([
      'getCalendarFeed',
      'deleteCalendarFeed',
      'getCalendarFeed',
    ]);
    expect(screen.getByText('新しいURLを発行しました。以前のURLは使えなくなりました。')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '無効にする' }));
    expect(await screen.findByText('カレンダーのURLを無効にしました')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'カレンダーのURL' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'カレンダーに追加' })).toBeInTheDocument();
  });

  it('tells a guest what they get on this device and offers サインイン', async () => {
    const { api, auth, user } = await renderPage({ signedOut: true });
    expect(screen.getByText(/この端末でアプリを開いている間だけ/)).toBeInTheDocument();
    expect(screen.getByText('お知らせはありません')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'お知らせの設定' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'サインイン' }));
    expect(auth.signIn).toHaveBeenCalled();
    expect(api.calls).toEqual([]);
  });
});
