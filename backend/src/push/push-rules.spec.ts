// The rules of Web Push that need no server: quiet hours in the fan's time zone, which endpoints the
// server may post to, Retry-After, what a push carries, and the push settings of the environment.
import { createECDH } from 'node:crypto';
import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSubject } from '@anifan/contract';
import webpush from 'web-push';
import { ConfigError, DEFAULT_PUSH_SERVICE_HOSTS, loadConfig } from '../config';
import { pushOptions, pushPayload } from './push-dispatcher';
import { endpointProblem, keysProblem } from './push-endpoint';
import { retryAfterMs } from './push-sender';
import { quietHoursEnd } from './quiet-hours';

const quiet = (start: string, end: string, timeZone = 'Asia/Tokyo') => ({
  quietHours: { start, end },
  timeZone,
});

describe('quiet hours', () => {
  it.each<[string, string, string, string, string | null]>([
    [
      'inside hours spanning midnight, before it',
      '23:00',
      '07:00',
      '2026-10-02T23:30:00+09:00',
      '2026-10-03T07:00:00+09:00',
    ],
    [
      'inside hours spanning midnight, after it',
      '23:00',
      '07:00',
      '2026-10-03T01:29:30+09:00',
      '2026-10-03T07:00:00+09:00',
    ],
    ['at their start', '23:00', '07:00', '2026-10-02T23:00:00+09:00', '2026-10-03T07:00:00+09:00'],
    ['at their end (over)', '23:00', '07:00', '2026-10-03T07:00:00+09:00', null],
    ['a second before their end', '23:00', '07:00', '2026-10-03T06:59:59+09:00', '2026-10-03T07:00:00+09:00'],
    ['outside them', '23:00', '07:00', '2026-10-02T22:59:00+09:00', null],
    ['inside daytime hours', '09:00', '17:30', '2026-10-02T12:00:00+09:00', '2026-10-02T17:30:00+09:00'],
    ['after daytime hours', '09:00', '17:30', '2026-10-02T18:00:00+09:00', null],
    ['equal start and end (none)', '08:00', '08:00', '2026-10-02T08:00:00+09:00', null],
  ])('%s', (_case, start, end, at, until) => {
    expect(quietHoursEnd(Date.parse(at), quiet(start, end))).toBe(until === null ? null : Date.parse(until));
  });

  it('reads the hours in the fan’s own time zone', () => {
    // 23:30 in Tokyo is 15:30 in London (summer time): quiet for a Tokyo fan, not a London one.
    const at = Date.parse('2026-07-01T23:30:00+09:00');
    expect(quietHoursEnd(at, quiet('23:00', '07:00', 'Asia/Tokyo'))).toBe(
      Date.parse('2026-07-02T07:00:00+09:00'),
    );
    expect(quietHoursEnd(at, quiet('23:00', '07:00', 'Europe/London'))).toBeNull();
    expect(quietHoursEnd(at, quiet('15:00', '16:00', 'Europe/London'))).toBe(
      Date.parse('2026-07-01T16:00:00+01:00'),
    );
  });

  it('holds nothing by default', () => {
    expect(quietHoursEnd(Date.now(), DEFAULT_NOTIFICATION_SETTINGS)).toBeNull();
  });
});

describe('the endpoint guard (PUSH_SERVICE_HOSTS)', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc:APA91b',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
    'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
    'https://web.push.apple.com/QGuQyavXutnMH',
    'https://api.push.apple.com/3/device/abc',
  ])('accepts a real push service: %s', (endpoint) => {
    expect(endpointProblem(endpoint, DEFAULT_PUSH_SERVICE_HOSTS)).toBeNull();
  });

  it.each<[string, string, RegExp]>([
    ['another host', 'https://evil.example/push', /not a push service/],
    ['a look-alike suffix', 'https://fcm.googleapis.com.evil.example/push', /not a push service/],
    ['a bare wildcard domain', 'https://notify.windows.com/w', /not a push service/],
    ['a non-default port', 'https://fcm.googleapis.com:8443/fcm/send/a', /not a push service/],
    ['plain http to a real service', 'http://fcm.googleapis.com/fcm/send/a', /https/],
    ['credentials', 'https://user:pw@fcm.googleapis.com/fcm/send/a', /credentials/],
    ['an internal address', 'http://10.0.0.1/push', /https/],
    ['not a URL', 'fcm.googleapis.com/fcm', /not a URL/],
  ])('refuses %s', (_case, endpoint, reason) => {
    expect(endpointProblem(endpoint, DEFAULT_PUSH_SERVICE_HOSTS)).toMatch(reason);
  });

  it('accepts plain http only for a loopback host named with its port', () => {
    expect(endpointProblem('http://127.0.0.1:8600/push/a', ['127.0.0.1:8600'])).toBeNull();
    expect(endpointProblem('http://127.0.0.1:8601/push/a', ['127.0.0.1:8600'])).toMatch(/not a push service/);
    expect(endpointProblem('http://127.0.0.1/push/a', DEFAULT_PUSH_SERVICE_HOSTS)).toMatch(
      /not a push service/,
    );
  });

  it('accepts a browser’s P-256 key and refuses what is not one', () => {
    const key = createECDH('prime256v1');
    const p256dh = key.generateKeys().toString('base64url');
    const auth = Buffer.alloc(16, 1).toString('base64url');
    expect(keysProblem({ p256dh, auth })).toBeNull();
    expect(keysProblem({ p256dh: Buffer.alloc(65, 4).toString('base64url'), auth })).toMatch(/not a point/);
    expect(keysProblem({ p256dh: key.getPublicKey('base64url', 'hybrid'), auth })).toMatch(/uncompressed/);
  });
});

describe('Retry-After', () => {
  const now = Date.parse('2026-10-02T12:00:00Z');
  it.each<[string | undefined, number | null]>([
    ['120', 120_000],
    ['0', 0],
    ['Fri, 02 Oct 2026 12:00:30 GMT', 30_000],
    ['Fri, 02 Oct 2026 11:00:00 GMT', 0],
    ['999999', 3_600_000],
    ['soon', null],
    [undefined, null],
  ])('%s → %s ms', (header, ms) => {
    expect(retryAfterMs(header, now)).toBe(ms);
  });
});

describe('what a push carries', () => {
  const airing: NotificationSubject = {
    kind: 'airing',
    mediaId: 113415,
    title: '呪術廻戦',
    episode: 4,
    airingAt: '2026-10-02T14:56:00.000Z',
  };

  it('shows the notification’s text and opens its episode', () => {
    expect(pushPayload({ id: 7, subject: airing })).toEqual({
      title: '呪術廻戦 第4話',
      body: '放送が始まりました',
      url: '/#/popularAnime/animeDetail?id=113415&episode=4',
      tag: 'notification-7',
      notificationId: 7,
    });
  });

  it('sends airing pushes urgent and short-lived, each with its own topic', () => {
    expect(pushOptions({ id: 7, kind: 'airing' })).toEqual({
      ttlSeconds: 21_600,
      urgency: 'high',
      topic: 'n7',
    });
    expect(pushOptions({ id: 8, kind: 'reaction' })).toMatchObject({ urgency: 'low', topic: 'n8' });
  });
});

describe('push settings of the environment', () => {
  const base = { FIREBASE_PROJECT_ID: 'demo-anifan' };

  it('defaults to generated keys, the placeholder contact and the real push services', () => {
    expect(loadConfig(base).push).toEqual({
      vapidKeys: null,
      vapidSubject: 'mailto:webpush@anifan.invalid',
      serviceHosts: DEFAULT_PUSH_SERVICE_HOSTS,
    });
  });

  it('reads a key pair, a contact and hosts', () => {
    const keys = webpush.generateVAPIDKeys();
    const config = loadConfig({
      ...base,
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      VAPID_SUBJECT: 'https://anifan.example/contact',
      PUSH_SERVICE_HOSTS: ' FCM.googleapis.com , *.push.apple.com,127.0.0.1:8600 ',
    });
    expect(config.push).toEqual({
      vapidKeys: keys,
      vapidSubject: 'https://anifan.example/contact',
      serviceHosts: ['fcm.googleapis.com', '*.push.apple.com', '127.0.0.1:8600'],
    });
  });

  it.each<[string, Record<string, string>, RegExp]>([
    [
      'one key of the pair',
      { VAPID_PUBLIC_KEY: webpush.generateVAPIDKeys().publicKey },
      /^VAPID_PRIVATE_KEY: set both/,
    ],
    [
      'a short public key',
      { VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: webpush.generateVAPIDKeys().privateKey },
      /^VAPID_PUBLIC_KEY/,
    ],
    ['a subject that is no contact', { VAPID_SUBJECT: 'http://anifan.example' }, /^VAPID_SUBJECT/],
    ['a host list with a URL', { PUSH_SERVICE_HOSTS: 'https://fcm.googleapis.com' }, /^PUSH_SERVICE_HOSTS/],
    ['an empty host list', { PUSH_SERVICE_HOSTS: ' , ' }, /^PUSH_SERVICE_HOSTS/],
  ])('refuses %s', (_case, env, message) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, ...env })).toThrow(message);
  });
});
