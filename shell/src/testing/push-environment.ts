// A stand-in for the browser's push APIs (Notification, navigator.serviceWorker.ready, PushManager).
import type { PushEnvironment } from '../features/notifications/lib/web-push';

export const SUBSCRIPTION_JSON = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
  keys: { p256dh: 'BPk-p256dh', auth: 'auth-secret' },
};

/** A browser with push support; `ready: false`: no service worker is ever registered. */
export function fakePushEnvironment(
  options: {
    permission?: NotificationPermission;
    answer?: NotificationPermission;
    subscribed?: boolean;
    ready?: boolean;
  } = {},
) {
  let permission = options.permission ?? 'default';
  const subscription = {
    endpoint: SUBSCRIPTION_JSON.endpoint,
    toJSON: () => SUBSCRIPTION_JSON,
    unsubscribe: jest.fn(async () => {
      current = null;
      return true;
    }),
  };
  let current: typeof subscription | null = options.subscribed ? subscription : null;
  const pushManager = {
    getSubscription: jest.fn(async () => current),
    subscribe: jest.fn(async () => {
      current = subscription;
      return subscription;
    }),
  };
  const env: PushEnvironment = {
    notification: {
      get permission() {
        return permission;
      },
      requestPermission: jest.fn(async () => {
        permission = options.answer ?? 'granted';
        return permission;
      }),
    },
    serviceWorker: {
      ready:
        options.ready === false
          ? new Promise(() => undefined)
          : Promise.resolve({ pushManager } as unknown as ServiceWorkerRegistration),
    },
    pushManager: true,
  };
  return { env, pushManager, subscription };
}
