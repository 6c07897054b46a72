// The rows of the お知らせ panel and page: what each notification says (the contract's notificationText),
// its kind and time, unread marked, each a link to what it is about (notificationRoute) that marks it read.
import { Link } from 'react-router-dom';
import { NOTIFICATION_KIND_LABELS, notificationRoute, notificationText } from '@anifan/contract';
import type {
  NotificationCenter,
  NotificationCenterState,
  NotificationItem,
} from '../lib/notification-center';
import styles from './notifications.module.css';

let timeFormat: Intl.DateTimeFormat | undefined;
/**
 * Made on first use, not when the module loads: a page's first Japanese date format loads ICU's
 * locale and time-zone data (30 ms on a fast desktop, several times that on a phone), which the bell
 * in every page's header must not cost before anything shows.
 */
const format = () =>
  (timeFormat ??= new Intl.DateTimeFormat('ja-JP', {
    timeZone: 'Asia/Tokyo',
    month: 'numeric',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }));

/** When, in Japan time as every broadcast slot is: `11/27 00:30`. */
export function notificationTime(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : format().format(time);
}

interface Props {
  items: readonly NotificationItem[];
  /** The list's accessible name. */
  label: string;
  /** A row was followed: mark it read (and close the panel). */
  onOpen: (item: NotificationItem) => void;
}

export function NotificationList({ items, label, onOpen }: Props) {
  return (
    <ul className={styles.list} aria-label={label}>
      {items.map((item) => {
        const { title, body } = notificationText(item.subject);
        return (
          <li key={item.key} className={styles.item} data-unread={!item.read}>
            <Link
              to={notificationRoute(item.subject)}
              className={styles.itemLink}
              onClick={() => onOpen(item)}
            >
              {!item.read && (
                <span className={styles.unreadDot}>
                  <span className="visually-hidden">未読</span>
                </span>
              )}
              <span className={styles.itemMeta}>
                <span className={styles.kind}>{NOTIFICATION_KIND_LABELS[item.subject.kind]}</span>
                <time dateTime={item.at}>{notificationTime(item.at)}</time>
              </span>
              <span className={styles.itemTitle}>{title}</span>
              {body && <span className={styles.itemBody}>{body}</span>}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** What a guest's お知らせ are: this device's, while the app is open. */
export const GUEST_NOTE =
  'ゲストのお知らせは、マイリストの「見てる」「見たい」の作品の放送開始を、この端末でアプリを開いている間だけお知らせします。サインインすると、お知らせが保存され、どの端末でも受け取れます。';

/** Why the list could not be read, with 再試行 while nothing is shown. */
export function NotificationListError({
  state,
  center,
}: {
  state: NotificationCenterState;
  center: NotificationCenter;
}) {
  if (!state.error) return null;
  return (
    <div className={styles.errorRow}>
      <p className={styles.error} role="alert">
        {state.error}
      </p>
      {state.items.length === 0 && !state.loading && (
        <button type="button" className={styles.textButton} onClick={() => void center.reload()}>
          再試行
        </button>
      )}
    </div>
  );
}
