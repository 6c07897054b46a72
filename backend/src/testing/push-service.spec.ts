// The local push service against the web-push library as a real application server uses it: accepted
// messages decrypt to what was sent; a wrong key, audience, expiry or missing TTL is refused.
import webpush from 'web-push';
import { createBrowserSubscription, startLocalPushService, type LocalPushService } from './push-service';

const vapid = webpush.generateVAPIDKeys();
const vapidDetails = { subject: 'mailto:ops@anifan.example', ...vapid };

async function send(
  endpoint: string,
  keys: { p256dh: string; auth: string },
  payload: string,
  options: webpush.RequestOptions = {},
): Promise<Response> {
  const details = webpush.generateRequestDetails({ endpoint, keys }, payload, { vapidDetails, ...options });
  return fetch(details.endpoint, {
    method: details.method,
    headers: details.headers as Record<string, string>,
    body: details.body ?? undefined,
  });
}

describe('local push service', () => {
  let service: LocalPushService;

  beforeAll(async () => {
    service = await startLocalPushService();
  });

  afterAll(async () => {
    await service.close();
  });

  it('accepts a VAPID-signed aes128gcm message (201 + Location) and decrypts it', async () => {
    const browser = createBrowserSubscription(service, { applicationServerKey: vapid.publicKey });
    const answer = await send(browser.endpoint, browser.toJSON().keys, JSON.stringify({ title: '第4話' }), {
      TTL: 3600,
      urgency: 'high',
      topic: 'airing-1-4',
    });
    expect(answer.status).toBe(201);
    expect(answer.headers.get('location')).toMatch(new RegExp(`^${service.origin}/message/`));
    expect(service.messagesFor(browser)).toEqual([
      expect.objectContaining({
        ttl: 3600,
        urgency: 'high',
        topic: 'airing-1-4',
        json: { title: '第4話' },
        vapid: expect.objectContaining({
          publicKey: vapid.publicKey,
          aud: service.origin,
          sub: vapidDetails.subject,
        }),
      }),
    ]);
  });

  it('decrypts a long Japanese body', async () => {
    const browser = createBrowserSubscription(service);
    const text = 'あ'.repeat(1000);
    expect((await send(browser.endpoint, browser.toJSON().keys, text, { TTL: 60 })).status).toBe(201);
    expect(service.messagesFor(browser).map((m) => m.text)).toEqual([text]);
  });

  it('refuses another VAPID key than the subscription’s (403), an unknown subscription (404)', async () => {
    const browser = createBrowserSubscription(service, {
      applicationServerKey: webpush.generateVAPIDKeys().publicKey,
    });
    expect((await send(browser.endpoint, browser.toJSON().keys, 'x')).status).toBe(403);
    expect((await send(`${service.origin}/push/nope`, browser.toJSON().keys, 'x')).status).toBe(404);
    expect(service.messagesFor(browser)).toEqual([]);
  });

  it('refuses a token for another audience, an expired one and a forged signature (401)', async () => {
    const browser = createBrowserSubscription(service);
    const keys = browser.toJSON().keys;
    const otherAudience = webpush.getVapidHeaders(
      'https://push.example',
      vapidDetails.subject,
      vapid.publicKey,
      vapid.privateKey,
      'aes128gcm',
    );
    const expired = webpush.getVapidHeaders(
      service.origin,
      vapidDetails.subject,
      vapid.publicKey,
      vapid.privateKey,
      'aes128gcm',
      Math.floor(Date.now() / 1000) - 10,
    );
    const other = webpush.generateVAPIDKeys();
    const forged = webpush.getVapidHeaders(
      service.origin,
      vapidDetails.subject,
      other.publicKey,
      other.privateKey,
      'aes128gcm',
    );
    const forgedAuthorization = forged.Authorization.replace(/k=.*/, `k=${vapid.publicKey}`);
    for (const authorization of [
      otherAudience.Authorization,
      expired.Authorization,
      forgedAuthorization,
      'Bearer x',
    ]) {
      const details = webpush.generateRequestDetails({ endpoint: browser.endpoint, keys }, 'x', {
        vapidDetails,
      });
      const answer = await fetch(browser.endpoint, {
        method: 'POST',
        headers: { ...(details.headers as Record<string, string>), Authorization: authorization },
        body: details.body ?? undefined,
      });
      expect(answer.status).toBe(401);
    }
    expect(service.messagesFor(browser)).toEqual([]);
  });

  it('refuses a body encrypted for another subscription (400)', async () => {
    const browser = createBrowserSubscription(service);
    const stranger = createBrowserSubscription(service);
    expect((await send(browser.endpoint, stranger.toJSON().keys, 'secret')).status).toBe(400);
    expect(service.refused.at(-1)).toMatchObject({ subscriptionId: browser.id, status: 400 });
  });

  it('answers 410 or 429 with Retry-After when asked, then accepts again', async () => {
    const browser = createBrowserSubscription(service);
    const keys = browser.toJSON().keys;
    service.answerWith(browser, { status: 429, retryAfterSeconds: 2, times: 1 });
    const limited = await send(browser.endpoint, keys, 'a');
    expect([limited.status, limited.headers.get('retry-after')]).toEqual([429, '2']);
    expect((await send(browser.endpoint, keys, 'b')).status).toBe(201);
    service.answerWith(browser, { status: 410 });
    expect((await send(browser.endpoint, keys, 'c')).status).toBe(410);
    expect((await send(browser.endpoint, keys, 'd')).status).toBe(410);
    expect(service.messagesFor(browser).map((m) => m.text)).toEqual(['b']);
  });

  it('keeps messages for an offline device, a newer one replacing an older one of the same topic', async () => {
    const browser = createBrowserSubscription(service);
    const keys = browser.toJSON().keys;
    service.setOnline(browser, false);
    expect((await send(browser.endpoint, keys, 'old', { TTL: 60, topic: 'n1' })).status).toBe(201);
    expect((await send(browser.endpoint, keys, 'other', { TTL: 60, topic: 'n2' })).status).toBe(201);
    expect((await send(browser.endpoint, keys, 'new', { TTL: 60, topic: 'n1' })).status).toBe(201);
    expect((await send(browser.endpoint, keys, 'now or never', { TTL: 0 })).status).toBe(201);
    expect(service.messagesFor(browser)).toEqual([]);
    expect(service.queuedFor(browser).map((m) => m.text)).toEqual(['other', 'new']);
    service.setOnline(browser, true);
    expect(service.messagesFor(browser).map((m) => m.text)).toEqual(['other', 'new']);
    expect(service.queuedFor(browser)).toEqual([]);
  });

  it('waits for messages', async () => {
    const browser = createBrowserSubscription(service);
    const waiting = service.waitForMessages(2, { filter: (m) => m.subscriptionId === browser.id });
    await send(browser.endpoint, browser.toJSON().keys, '1');
    await send(browser.endpoint, browser.toJSON().keys, '2');
    expect((await waiting).map((m) => m.text)).toEqual(['1', '2']);
    await expect(service.waitForMessages(99, { timeoutMs: 50 })).rejects.toThrow(/of 99 push messages/);
  });
});
