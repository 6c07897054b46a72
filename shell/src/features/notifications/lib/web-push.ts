// プッシュ通知を受け取る: the browser's side of Web Push. Permission (Notification.requestPermission), the
// service worker's registration (navigator.serviceWorker.ready; the worker itself is registered by the
// installable-app code), a subscription with the server's VAPID key (pushKey), given to the server
// (putPushSubscription); turning it off unsubscribes here and there (deletePushSubscription).
import type { ApiClient, PushSubscriptionRequest } from '@anifan/contract';

/** How long the service worker's registration is waited for before giving up. */
export const WORKER_READY_TIMEOUT_MS = 10_000;

/** The browser APIs used, so tests can stand in for them. */
export interface PushEnvironment {
  notification?: {
    readonly permission: NotificationPermission;
    requestPermission(): Promise<NotificationPermission>;
  };
  serviceWorker?: {
    readonly ready: Promise<Pick<ServiceWorkerRegistration, 'pushManager'>>;
    /** This page's registration, or undefined at once when there is none (`ready` would wait). */
    getRegistration?(): Promise<Pick<ServiceWorkerRegistration, 'pushManager'> | undefined>;
  };
  /** Whether `PushManager` exists (Safari outside an installed app has none). */
  pushManager: boolean;
}

export function browserPushEnvironment(): PushEnvironment {
  const scope = globalThis as Partial<typeof globalThis>;
  return {
    notification: typeof scope.Notification === 'function' ? scope.Notification : undefined,
    serviceWorker: typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined,
    pushManager: typeof scope.PushManager === 'function',
  };
}

/** Why push cannot be turned on. */
export type PushProblem = 'unsupported' | 'denied' | 'no_worker' | 'failed';

export const PUSH_PROBLEM_MESSAGES: Record<PushProblem, string> = {
  unsupported:
    'このブラウザはプッシュ通知に対応していません。iPhone・iPad では、ホーム画面に追加した AniFan から設定できます。',
  denied:
    'このサイトの通知はブラウザでブロックされています。ブラウザのサイト設定で通知を許可してから、もう一度お試しください。',
  no_worker: 'プッシュ通知の準備ができませんでした。ページを再読み込みしてから、もう一度お試しください。',
  failed: 'プッシュ通知を設定できませんでした。時間をおいて、もう一度お試しください。',
};

export class PushSetupError extends Error {
  constructor(readonly problem: PushProblem) {
    super(PUSH_PROBLEM_MESSAGES[problem]);
    this.name = 'PushSetupError';
  }
}

/** What the settings show before the fan does anything. */
export type PushStatus = 'unsupported' | 'denied' | 'on' | 'off';

const supported = (env: PushEnvironment) => Boolean(env.notification && env.serviceWorker && env.pushManager);

async function registration(env: PushEnvironment) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PushSetupError('no_worker')), WORKER_READY_TIMEOUT_MS);
  });
  try {
    return await Promise.race([env.serviceWorker!.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The page's registration if there is one: asked at once where the browser can, else waited for. */
async function existingRegistration(env: PushEnvironment) {
  const { serviceWorker } = env;
  return serviceWorker!.getRegistration ? serviceWorker!.getRegistration() : registration(env);
}

/** A base64url key (the VAPID public key) as the bytes `pushManager.subscribe` takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** Whether this browser receives pushes now (a denied permission wins over an old subscription). */
export async function pushStatus(env: PushEnvironment): Promise<PushStatus> {
  if (!supported(env)) return 'unsupported';
  if (env.notification!.permission === 'denied') return 'denied';
  if (env.notification!.permission !== 'granted') return 'off';
  try {
    return (await (await existingRegistration(env))?.pushManager.getSubscription()) ? 'on' : 'off';
  } catch {
    return 'off';
  }
}

/** Turns push on for the signed-in fan on this browser; throws PushSetupError, or the server's ApiError. */
export async function subscribePush(api: Pick<ApiClient, 'call'>, env: PushEnvironment): Promise<void> {
  if (!supported(env)) throw new PushSetupError('unsupported');
  const permission = await env.notification!.requestPermission();
  if (permission !== 'granted') throw new PushSetupError('denied');
  const { pushManager } = await registration(env);
  const { publicKey } = await api.call('pushKey');
  let subscription: PushSubscription;
  try {
    subscription =
      (await pushManager.getSubscription()) ??
      (await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  } catch {
    throw new PushSetupError('failed');
  }
  const json = subscription.toJSON();
  if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) throw new PushSetupError('failed');
  const body: PushSubscriptionRequest = {
    endpoint: json.endpoint,
    keys: { p256dh: json.keys.p256dh, auth: json.keys.auth },
  };
  await api.call('putPushSubscription', { body });
}

/**
 * Turns push off on this browser: tells the server to forget the subscription, then unsubscribes. Also
 * run on sign-out, so the next person on this browser gets none of the previous fan's notifications.
 */
export async function unsubscribePush(api: Pick<ApiClient, 'call'>, env: PushEnvironment): Promise<void> {
  if (!supported(env)) return;
  const subscription = await (await existingRegistration(env))?.pushManager.getSubscription();
  if (!subscription) return;
  // The server forgets it first: should that fail, nothing has changed.
  await api.call('deletePushSubscription', { query: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}
