// What a push message shows: the contract's PushPayload as a notification, anything else as a plain one.
import type { PushPayload } from '@anifan/contract';

export interface NotificationToShow {
  title: string;
  options: { body: string; tag?: string; icon: string; badge: string; data: { url: string } };
}

const ICON = 'icons/icon-192.png';

/** A payload the server did not send (or an empty push) still shows a notification: Chromium requires one. */
const FALLBACK = { title: 'AniFan', body: '新しいお知らせがあります', url: './#/notifications' };

function asPayload(value: unknown): PushPayload | null {
  if (typeof value !== 'object' || value === null) return null;
  const { title, body, url, tag } = value as Record<string, unknown>;
  if (typeof title !== 'string' || typeof body !== 'string' || typeof url !== 'string') return null;
  if (tag !== undefined && typeof tag !== 'string') return null;
  return value as PushPayload;
}

/** The notification for a push message's text; URLs are resolved against the worker's scope. */
export function notificationFor(text: string | null, scope: string): NotificationToShow {
  let payload: PushPayload | null = null;
  try {
    payload = text ? asPayload(JSON.parse(text)) : null;
  } catch {
    payload = null;
  }
  const shown = payload ?? FALLBACK;
  return {
    title: shown.title,
    options: {
      body: shown.body,
      ...(payload?.tag ? { tag: payload.tag } : {}),
      icon: new URL(ICON, scope).href,
      badge: new URL(ICON, scope).href,
      data: { url: appUrl(shown.url, scope) },
    },
  };
}

/** The address to open: within the app (the scope), else the app's start page. */
export function appUrl(url: unknown, scope: string): string {
  if (typeof url === 'string') {
    try {
      const resolved = new URL(url, scope);
      if (resolved.href.startsWith(scope)) return resolved.href;
    } catch {
      // Not a URL: the start page.
    }
  }
  return scope;
}
