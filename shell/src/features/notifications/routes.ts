// The shell's own お知らせ route: the page and its sidebar entry (for signed-in fans; the page itself
// is open to anyone and tells a guest what they get).
import type { NavRoute } from '../layout/components/sidebar';

export const NOTIFICATIONS_PATH = '/notifications';
export const NOTIFICATIONS_TITLE = 'お知らせ';

export const NOTIFICATIONS_NAV: NavRoute = {
  path: NOTIFICATIONS_PATH,
  navLabel: NOTIFICATIONS_TITLE,
  audience: 'signed-in',
};
