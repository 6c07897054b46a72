import { appUrl, notificationFor } from './push';

const SCOPE = 'https://anifan.example/';

describe('notificationFor', () => {
  it("shows the contract's PushPayload: title, body, tag and the address to open", () => {
    const payload = {
      title: '放送開始',
      body: '『呪術廻戦』第4話の放送が始まりました',
      url: '/#/popularAnime/animeDetail?id=113415&episode=4',
      tag: 'airing:113415:4',
      notificationId: 7,
    };
    expect(notificationFor(JSON.stringify(payload), SCOPE)).toEqual({
      title: '放送開始',
      options: {
        body: '『呪術廻戦』第4話の放送が始まりました',
        tag: 'airing:113415:4',
        icon: `${SCOPE}icons/icon-192.png`,
        badge: `${SCOPE}icons/icon-192.png`,
        data: { url: `${SCOPE}#/popularAnime/animeDetail?id=113415&episode=4` },
      },
    });
  });

  it.each([
    ['an empty push', null],
    ['text that is no JSON', 'hello'],
    ['JSON without a title', JSON.stringify({ body: 'x', url: '/' })],
    ['a tag that is no string', JSON.stringify({ title: 't', body: 'b', url: '/', tag: 1 })],
  ])('still shows a notification for %s, opening the notifications page', (_label, text) => {
    const shown = notificationFor(text, SCOPE);
    expect(shown.title).toBe('AniFan');
    expect(shown.options.body).toBe('新しいお知らせがあります');
    expect(shown.options.data.url).toBe(`${SCOPE}#/notifications`);
    expect(shown.options).not.toHaveProperty('tag');
  });
});

describe('appUrl', () => {
  it.each([
    ['a hash route', '/#/notifications', `${SCOPE}#/notifications`],
    ['a relative address', './#/myList', `${SCOPE}#/myList`],
    ['an address on another site', 'https://evil.example/#/x', SCOPE],
    ['a script address', 'javascript:alert(1)', SCOPE],
    ['no address', undefined, SCOPE],
  ])('opens %s within the app', (_label, url, expected) => expect(appUrl(url, SCOPE)).toBe(expected));
});
