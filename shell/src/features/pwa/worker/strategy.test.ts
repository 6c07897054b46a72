import { isContentHashed, isListAnswer, listDataKey, pathInScope, strategyFor, viewerOf } from './strategy';

const SCOPE = 'https://anifan.example/';
const SHELL_FILES = new Set(['./', 'main.js', 'boot.js', 'manifest.webmanifest', 'icons/icon-192.png']);
const get = (path: string, mode = 'cors') => ({ method: 'GET', url: `${SCOPE}${path}`, mode });

/** An unsigned token with these claims, as the Auth emulator issues (the worker never verifies it). */
function token(claims: object): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `Bearer ${part({ alg: 'none' })}.${part(claims)}.`;
}

describe('strategyFor', () => {
  it.each([
    ['the page itself', get('', 'navigate'), 'navigation'],
    ['a page load at any path', get('index.html', 'navigate'), 'navigation'],
    ['a download opened in a tab', get('downloads/markitdown.tar.gz', 'navigate'), 'network-only'],
    ['a calendar feed opened in a tab', get('api/calendar/abc/feed.ics', 'navigate'), 'network-only'],
    ['a form post', { method: 'POST', url: SCOPE, mode: 'navigate' }, 'network-only'],
    ["the shell's entry", get('main.js'), 'shell-file'],
    ['boot.js', get('boot.js'), 'shell-file'],
    ['the manifest', get('manifest.webmanifest'), 'shell-file'],
    ["a remote's entry", get('remotes/mf-anime/remoteEntry.js'), 'network-first'],
    ["a remote's federation manifest", get('remotes/mf-anime/mf-manifest.json'), 'network-first'],
    ["a remote's route data script", get('remotes/mf-anime/route-data-AnimeHome.js'), 'network-first'],
    ['the remote list', get('remotes.json'), 'network-first'],
    ['the runtime config', get('api/config'), 'network-first'],
    ['a content-hashed chunk', get('react-dom.ab2158bd.js'), 'cache-first'],
    ["a remote's content-hashed chunk", get('remotes/mf-anime/233.45a23a6f.js'), 'cache-first'],
    ['a content-hashed asset', get('remotes/mf-anime/assets/no_image.1a2b3c4d.jpg'), 'cache-first'],
    ['a GraphQL query', { method: 'POST', url: `${SCOPE}graphql`, mode: 'cors' }, 'list-data'],
    ['another API call', get('api/notifications'), 'network-only'],
    ['an event stream', get('api/list/events'), 'network-only'],
    ['a POST to the API', { method: 'POST', url: `${SCOPE}api/comments`, mode: 'cors' }, 'network-only'],
    ['a download', get('downloads/markitdown.tar.gz'), 'network-only'],
    ['the worker itself', get('sw.js'), 'network-only'],
    ['the metrics', get('metrics'), 'network-only'],
    [
      'another origin',
      { method: 'GET', url: 'https://img.example/cover.12345678.jpg', mode: 'no-cors' },
      'network-only',
    ],
    [
      'a remote on another origin',
      { method: 'GET', url: 'https://chat.example/remoteEntry.js', mode: 'cors' },
      'network-only',
    ],
  ])('%s → %s', (_label, request, expected) => {
    expect(strategyFor(request, SCOPE, SHELL_FILES)).toBe(expected);
  });

  it('reads paths relative to a scope under a path prefix', () => {
    const scope = 'https://anifan.example/app/';
    expect(strategyFor({ method: 'GET', url: `${scope}main.js`, mode: 'cors' }, scope, SHELL_FILES)).toBe(
      'shell-file',
    );
    expect(
      strategyFor({ method: 'GET', url: 'https://anifan.example/main.js', mode: 'cors' }, scope, SHELL_FILES),
    ).toBe('network-only');
    expect(pathInScope(`${scope}api/config`, scope)).toBe('api/config');
  });
});

describe('isContentHashed', () => {
  it.each([
    ['165.86382e9b.js', true],
    ['assets/cover.1a2b3c4d.png', true],
    ['main.js', false],
    ['remoteEntry.js', false],
    ['short.abc123.js', false],
  ])('%s → %s', (path, expected) => expect(isContentHashed(path)).toBe(expected));
});

describe('viewerOf', () => {
  it('is guest without a token, and the user id of a token', () => {
    expect(viewerOf(null)).toBe('guest');
    expect(viewerOf(token({ user_id: 'uid-1', sub: 'uid-1' }))).toBe('uid-1');
    expect(viewerOf(token({ sub: 'uid-2' }))).toBe('uid-2');
  });

  it.each([
    ['no bearer token', 'Basic abc'],
    ['a token without claims', 'Bearer abc'],
    ['claims that are no JSON', 'Bearer a.bm90IGpzb24.c'],
    ['claims without a user', token({ iss: 'x' })],
  ])('cannot tell whose with %s', (_label, header) => expect(viewerOf(header)).toBeNull());
});

describe('listDataKey', () => {
  const body = (operationName: string, variables?: object) =>
    JSON.stringify({ operationName, variables, query: '…' });

  it('keeps マイリスト queries per user, operation and variables, never by token', () => {
    const first = listDataKey(body('GetMyMediaList', { userId: 1 }), token({ user_id: 'a', iat: 1 }), SCOPE);
    const refreshed = listDataKey(
      body('GetMyMediaList', { userId: 1 }),
      token({ user_id: 'a', iat: 2 }),
      SCOPE,
    );
    const other = listDataKey(body('GetMyMediaList', { userId: 1 }), token({ user_id: 'b' }), SCOPE);
    const guest = listDataKey(body('GetListWorks', { ids: [1, 2] }), null, SCOPE);
    expect(first).toBe(refreshed);
    expect(first).not.toBe(other);
    expect(first?.startsWith(`${SCOPE}__anifan/list-data/a/GetMyMediaList?`)).toBe(true);
    expect(guest).toBe(
      `${SCOPE}__anifan/list-data/guest/GetListWorks?variables=${encodeURIComponent('{"ids":[1,2]}')}`,
    );
    expect(listDataKey(body('GetListWorks', { ids: [1, 3] }), null, SCOPE)).not.toBe(guest);
  });

  it.each([
    ['another query', body('GetWorks', { first: 20 }), null],
    ['a mutation', body('SaveMediaListEntry', { mediaId: 1 }), null],
    ['a body that is no JSON', 'query { Viewer { id } }', null],
    ['a batch', JSON.stringify([{ operationName: 'GetViewer' }]), null],
    ['an unreadable token', body('GetViewer'), 'Bearer nope'],
  ])('keeps nothing for %s', (_label, requestBody, authorization) => {
    expect(listDataKey(requestBody, authorization, SCOPE)).toBeNull();
  });
});

describe('isListAnswer', () => {
  it.each([
    ['data', '{"data":{"Viewer":{"id":1}}}', true],
    ['errors beside data', '{"data":{"Viewer":null},"errors":[{"message":"Invalid token"}]}', false],
    ['errors alone', '{"errors":[{"message":"x"}]}', false],
    ['null data', '{"data":null}', false],
    ['no JSON', '<html>502</html>', false],
  ])('keeps an answer with %s: %s', (_label, body, expected) => expect(isListAnswer(body)).toBe(expected));
});
