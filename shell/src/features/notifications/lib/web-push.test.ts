// プッシュ通知を受け取る on this browser: permission, the service worker's registration, the subscription with
// the server's key given to the server; and why it cannot be turned on.
import { ApiError } from '@anifan/contract';
import { createFakeNotificationsApi } from '../../../testing/notifications-api';
import { fakePushEnvironment, SUBSCRIPTION_JSON } from '../../../testing/push-environment';
import {
  keyBytes,
  pushStatus,
  PushSetupError,
  subscribePush,
  unsubscribePush,
  WORKER_READY_TIMEOUT_MS,
  type PushEnvironment,
} from './web-push';

function pushApi() {
  const api = createFakeNotificationsApi();
  api.on('pushKey', () => ({ publicKey: 'AQID' }));
  api.on('putPushSubscription', () => undefined);
  api.on('deletePushSubscription', () => undefined);
  return api;
}

describe('web push', () => {
  it('asks permission, subscribes with the server key and registers the subscription', async () => {
    const api = pushApi();
    const { env, pushManager } = fakePushEnvironment();
    await subscribePush(api, env);
    expect(env.notification!.requestPermission).toHaveBeenCalled();
    expect(pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: new Uint8Array([1, 2, 3]),
    });
    expect(api.calls.map(([name]) => name)).toEqual(['pushKey', 'putPushSubscription']);
    expect(api.calls[1]).toEqual(['putPushSubscription', { body: SUBSCRIPTION_JSON }]);
    expect(await pushStatus(env)).toBe('on');
  });

  it('refuses without permission and subscribes nothing', async () => {
    const api = pushApi();
    const { env, pushManager } = fakePushEnvironment({ answer: 'denied' });
    await expect(subscribePush(api, env)).rejects.toEqual(new PushSetupError('denied'));
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(api.calls).toEqual([]);
    expect(await pushStatus(env)).toBe('denied');
  });

  it('says a browser without push support cannot', async () => {
    const env: PushEnvironment = { pushManager: false };
    expect(await pushStatus(env)).toBe('unsupported');
    await expect(subscribePush(pushApi(), env)).rejects.toMatchObject({ problem: 'unsupported' });
  });

  it('gives up when no service worker is registered in time', async () => {
    jest.useFakeTimers();
    const { env } = fakePushEnvironment({ ready: false });
    const result = subscribePush(pushApi(), env).catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(WORKER_READY_TIMEOUT_MS);
    expect(await result).toMatchObject({ problem: 'no_worker' });
    jest.useRealTimers();
  });

  it("passes the server's refusal on", async () => {
    const api = pushApi();
    api.on('putPushSubscription', () => {
      throw new ApiError(400, 'push/invalid_subscription', 'この購読は登録できません');
    });
    const { env } = fakePushEnvironment();
    await expect(subscribePush(api, env)).rejects.toMatchObject({ code: 'push/invalid_subscription' });
  });

  it('turning off tells the server, then unsubscribes', async () => {
    const api = pushApi();
    const { env, subscription } = fakePushEnvironment({ permission: 'granted', subscribed: true });
    expect(await pushStatus(env)).toBe('on');
    await unsubscribePush(api, env);
    expect(api.calls).toEqual([
      ['deletePushSubscription', { query: { endpoint: SUBSCRIPTION_JSON.endpoint } }],
    ]);
    expect(subscription.unsubscribe).toHaveBeenCalled();
    expect(await pushStatus(env)).toBe('off');
  });

  it('reads a page without a service worker as off at once, without waiting for one', async () => {
    const { env } = fakePushEnvironment({ permission: 'granted', ready: false });
    const getRegistration = jest.fn(async () => undefined);
    expect(await pushStatus({ ...env, serviceWorker: { ...env.serviceWorker!, getRegistration } })).toBe(
      'off',
    );
    expect(getRegistration).toHaveBeenCalled();
  });

  it('reads a base64url key', () => {
    expect([...keyBytes('-_8')]).toEqual([251, 255]);
  });
});
