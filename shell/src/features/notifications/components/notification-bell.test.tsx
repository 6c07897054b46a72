// The header's お知らせ: the unread count on the bell, kept current by the stream; the panel with the newest,
// each opening what it is about and marking it read; すべて既読; keyboard and focus; a guest's note.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { NotificationPage } from '@anifan/contract';
import { signedIn, SIGNED_OUT } from '@anifan/contract/testing';
import {
  airingSubject,
  createAuthState,
  createFakeNotificationsApi,
  notificationView,
} from '../../../testing/notifications-api';
import type { AiringSubject, GuestAirings } from '../lib/guest-airings';
import { createNotificationCenter } from '../lib/notification-center';
import { NotificationBell } from './notification-bell';

function Address() {
  const location = useLocation();
  return <output aria-label="address">{location.pathname + location.search}</output>;
}

const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

const firstPage: NotificationPage = {
  items: [notificationView(3), notificationView(2), notificationView(1, airingSubject(1), true)],
  unread: 2,
  nextBefore: null,
};

async function renderBell(options: { guestAirings?: GuestAirings; signedOut?: boolean } = {}) {
  const api = createFakeNotificationsApi();
  api.on('listNotifications', () => firstPage);
  api.on('readNotification', () => ({ unread: 1 }));
  api.on('readAllNotifications', () => ({ unread: 0 }));
  const auth = createAuthState(options.signedOut ? SIGNED_OUT : signedIn());
  const center = createNotificationCenter({ api, auth, guestAirings: options.guestAirings, retryMs: 10 });
  stops.push(center.start());
  render(
    <MemoryRouter initialEntries={['/animeHome']}>
      <NotificationBell center={center} />
      <Address />
    </MemoryRouter>,
  );
  await act(async () => undefined);
  return { api, user: userEvent.setup() };
}

const address = () => screen.getByRole('status', { name: 'address' }).textContent;

describe('NotificationBell', () => {
  it('shows the unread count on the bell and names it for screen readers', async () => {
    await renderBell();
    const bell = screen.getByRole('button', { name: 'お知らせ（未読2件）' });
    expect(bell).toHaveTextContent('2');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
  });

  it('counts a notification that arrives on the stream and announces it', async () => {
    const { api } = await renderBell();
    await act(async () => {
      api.emit('created', { notification: notificationView(4), unread: 3 });
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
    expect(screen.getByRole('button', { name: 'お知らせ（未読3件）' })).toHaveTextContent('3');
    expect(screen.getByText('新しいお知らせ：呪術廻戦 第4話。放送が始まりました')).toHaveAttribute(
      'aria-live',
      'polite',
    );
    await act(async () => {
      api.emit('read', { ids: null, unread: 0 });
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
    expect(screen.getByRole('button', { name: 'お知らせ' })).not.toHaveTextContent(/\d/);
  });

  it('opens the panel with the newest, each opening its episode and marked read', async () => {
    const { api, user } = await renderBell();
    await user.click(screen.getByRole('button', { name: 'お知らせ（未読2件）' }));
    const panel = screen.getByRole('dialog', { name: 'お知らせ' });
    expect(panel).toHaveFocus();
    const rows = within(panel).getAllByRole('link', { name: /第\d話/ });
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^未読放送開始.*呪術廻戦 第3話放送が始まりました$/),
      expect.stringMatching(/^未読放送開始.*呪術廻戦 第2話/),
      expect.stringMatching(/^放送開始.*呪術廻戦 第1話/),
    ]);
    await user.click(rows[0]!);
    expect(address()).toBe('/popularAnime/animeDetail?id=113415&episode=3');
    expect(api.calls).toContainEqual(['readNotification', { params: { notificationId: 3 } }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'お知らせ（未読1件）' })).toBeInTheDocument();
  });

  it('すべて既読 reads them all', async () => {
    const { api, user } = await renderBell();
    await user.click(screen.getByRole('button', { name: 'お知らせ（未読2件）' }));
    await user.click(screen.getByRole('button', { name: 'すべて既読' }));
    expect(api.calls).toContainEqual(['readAllNotifications', undefined]);
    expect(screen.getByRole('button', { name: 'お知らせ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'すべて既読' })).toBeDisabled();
    expect(screen.queryByText('未読')).not.toBeInTheDocument();
  });

  it('closes on Escape with the focus back on the bell, and links to the page', async () => {
    const { user } = await renderBell();
    const bell = screen.getByRole('button', { name: 'お知らせ（未読2件）' });
    await user.click(bell);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bell).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('link', { name: 'すべて見る' }));
    expect(address()).toBe('/notifications');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows a guest's broadcasts as they air and says they are this device's only", async () => {
    let aired: ((subject: AiringSubject) => void) | null = null;
    const { user } = await renderBell({
      signedOut: true,
      guestAirings: (onAired) => {
        aired = onAired;
        return () => undefined;
      },
    });
    const bell = screen.getByRole('button', { name: 'お知らせ' });
    await user.click(bell);
    expect(screen.getByText('お知らせはありません')).toBeInTheDocument();
    expect(screen.getByText(/この端末でアプリを開いている間だけ/)).toBeInTheDocument();
    act(() => aired!(airingSubject(6, '葬送のフリーレン', 154587) as AiringSubject));
    expect(bell).toHaveAccessibleName('お知らせ（未読1件）');
    const row = screen.getByRole('link', { name: /葬送のフリーレン 第6話/ });
    await user.click(row);
    expect(address()).toBe('/popularAnime/animeDetail?id=154587&episode=6');
    expect(bell).toHaveAccessibleName('お知らせ');
  });
});
