// お知らせ (docs/api.md#notifications): what a fan is told — an episode of a work they watch starts
// broadcasting, a reply, reactions, a moderation decision — in the app, by Web Push and in a calendar
// feed. The texts and the addresses each notification opens are computed here, once, so the shell's
// panel, the service worker's push and the server's payloads say the same.
import { DETAIL_ID_PARAM, ROUTES } from './routes';
import { REACTION_LABELS, parseThreadKey, type Reaction, type ThreadKey } from './discussions';

/** The kinds, in the order the settings list them. */
export const NOTIFICATION_KINDS = ['airing', 'reply', 'reaction', 'moderation'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  airing: '放送開始',
  reply: '返信',
  reaction: 'リアクション',
  moderation: 'モデレーション',
};

/** What a notification is about, by kind. */
export type NotificationSubject =
  | {
      kind: 'airing';
      mediaId: number;
      /** The work's title as the fan reads it (native, else romaji). */
      title: string;
      episode: number;
      /** When the episode starts broadcasting (ISO 8601, UTC). */
      airingAt: string;
    }
  | {
      kind: 'reply';
      thread: ThreadKey;
      /** The fan's comment that was replied to. */
      commentId: number;
      /** The reply. */
      replyId: number;
      authorName: string;
      /** The reply's first characters (at most NOTIFICATION_EXCERPT_LENGTH). */
      excerpt: string;
    }
  | {
      kind: 'reaction';
      thread: ThreadKey;
      commentId: number;
      /** Different users who reacted since the fan last read this comment's reactions. */
      count: number;
      /** Which reactions they gave, in REACTIONS order. */
      reactions: Reaction[];
      excerpt: string;
    }
  | {
      kind: 'moderation';
      thread: ThreadKey;
      commentId: number;
      action: 'hidden' | 'restored';
      excerpt: string;
    };

export const NOTIFICATION_EXCERPT_LENGTH = 60;

/** One notification as its owner receives it. */
export interface NotificationView {
  id: number;
  kind: NotificationKind;
  subject: NotificationSubject;
  /** When it was created, or last summarised anew (a reaction notification gathers later reactions). */
  createdAt: string;
  updatedAt: string;
  read: boolean;
}

/** A page of the caller's notifications, newest first. */
export interface NotificationPage {
  items: NotificationView[];
  /** Unread notifications in all. */
  unread: number;
  /** Pass as `before` for the next (older) page; null at the first notification. */
  nextBefore: number | null;
}

export const NOTIFICATION_PAGE_SIZE = 20;
export const MAX_NOTIFICATION_PAGE_SIZE = 100;
/** A push endpoint's longest address; real push services' are under 500 characters. */
export const MAX_PUSH_ENDPOINT_LENGTH = 2000;
/** The calendar feed's secret: 32 random bytes, base64url. */
export const CALENDAR_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export type NotificationPageQuery = {
  /** Only notifications with a smaller id. */
  before?: number;
  limit?: number;
  /** `true`: only unread ones. */
  unread?: 'true' | 'false';
};

/** The answer to marking notifications read: how many stay unread. */
export interface UnreadCount {
  unread: number;
}

/**
 * `HH:MM` (00:00–23:59) in the fan's time zone. Quiet hours from `start` to `end` hold pushes until they
 * end (the in-app notification is stored at once); `start` after `end` spans midnight.
 */
export interface QuietHours {
  start: string;
  end: string;
}

/** Per kind: shown in the app (and stored), and pushed to the fan's devices. */
export interface NotificationChannelSettings {
  inApp: boolean;
  push: boolean;
}

export interface NotificationSettings {
  kinds: Record<NotificationKind, NotificationChannelSettings>;
  /** Off (null) by default: most anime air after midnight. */
  quietHours: QuietHours | null;
  /** The IANA time zone quiet hours are read in; Asia/Tokyo by default. */
  timeZone: string;
}

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  kinds: {
    airing: { inApp: true, push: true },
    reply: { inApp: true, push: true },
    reaction: { inApp: true, push: false },
    moderation: { inApp: true, push: true },
  },
  quietHours: null,
  timeZone: 'Asia/Tokyo',
};

/** A browser's push subscription as `PushSubscription.toJSON()` gives it. */
export interface PushSubscriptionRequest {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export type PushSubscriptionQuery = { endpoint: string };

/** The application server key browsers subscribe with (VAPID, RFC 8292), base64url. */
export interface PushKey {
  publicKey: string;
}

/** What a push message carries (JSON, encrypted per RFC 8291); the service worker shows it. */
export interface PushPayload {
  title: string;
  body: string;
  /** The app address to open, a hash route such as `/#/popularAnime/animeDetail?id=1&episode=4`. */
  url: string;
  /** Notifications with the same tag replace each other on the device. */
  tag: string;
  notificationId: number;
}

/** The private calendar feed's address (a secret: whoever has it reads the fan's upcoming broadcasts). */
export interface CalendarFeed {
  url: string;
}

/** Events of `GET /api/notifications/events`. */
export type NotificationEventName = 'created' | 'updated' | 'read';

/** The anime detail's query parameter that opens an episode's thread: `?id=113415&episode=4`. */
export const EPISODE_PARAM = 'episode';

/** The hash route a notification opens: the episode's thread, or the commented page. */
export function notificationRoute(subject: NotificationSubject): string {
  if (subject.kind === 'airing') {
    return `${ROUTES.animeDetail}?${DETAIL_ID_PARAM}=${subject.mediaId}&${EPISODE_PARAM}=${subject.episode}`;
  }
  const thread = parseThreadKey(subject.thread);
  if (thread?.kind === 'episode') {
    return `${ROUTES.animeDetail}?${DETAIL_ID_PARAM}=${thread.mediaId}&${EPISODE_PARAM}=${thread.episode}`;
  }
  if (thread?.kind === 'character') {
    return `${ROUTES.characterDetail}?${DETAIL_ID_PARAM}=${thread.characterId}`;
  }
  return ROUTES.home;
}

/** The one-line title and the body every surface shows (panel, page, push). */
export function notificationText(subject: NotificationSubject): { title: string; body: string } {
  switch (subject.kind) {
    case 'airing':
      return { title: `${subject.title} 第${subject.episode}話`, body: '放送が始まりました' };
    case 'reply':
      return { title: `${subject.authorName}さんが返信しました`, body: subject.excerpt };
    case 'reaction': {
      const [only, ...others] = subject.reactions;
      const verb =
        only === undefined || others.length > 0
          ? 'リアクションしました'
          : only === 'like'
            ? 'いいねしました'
            : `「${REACTION_LABELS[only]}」でリアクションしました`;
      return { title: `${subject.count}人が${verb}`, body: subject.excerpt };
    }
    case 'moderation':
      return {
        title:
          subject.action === 'hidden'
            ? 'あなたのコメントがモデレーションにより非表示になりました'
            : 'あなたのコメントが再表示されました',
        body: subject.excerpt,
      };
  }
}
