// What a remote may declare as a page of its own, as the shell and the remote's build read it.
import {
  checkContributedPages,
  isInAudience,
  NAV_LABEL_MAX_LENGTH,
  type PageAudience,
} from './contributed-pages';
import type { AuthState } from './platform';

const exposed = ['MyList', 'MyListDetail'];
const myList = { path: '/myList', title: 'マイリスト', navLabel: 'マイリスト', module: 'MyList' };

describe('checkContributedPages', () => {
  it('keeps valid pages in the declared order, with and without a sidebar label', () => {
    const detail = { path: '/myList/detail-2', title: 'マイリスト詳細', module: 'MyListDetail' };
    expect(checkContributedPages([myList, detail], exposed)).toEqual({
      pages: [myList, detail],
      problems: [],
    });
  });

  it('keeps only the known fields', () => {
    expect(checkContributedPages([{ ...myList, icon: 'star' }], exposed).pages).toEqual([myList]);
  });

  it.each(['everyone', 'signed-in', 'moderator'])('keeps the audience %s', (audience) => {
    expect(checkContributedPages([{ ...myList, audience }], exposed).pages).toEqual([
      { ...myList, audience },
    ]);
  });

  it('accepts a sidebar label of the longest length', () => {
    const navLabel = 'あ'.repeat(NAV_LABEL_MAX_LENGTH);
    expect(checkContributedPages([{ ...myList, navLabel }], exposed).problems).toEqual([]);
  });

  it.each([
    ['a value that is not an object', 'x', 'is not an object'],
    ['null', null, 'is not an object'],
    ['a path without a leading slash', { ...myList, path: 'myList' }, 'path must be'],
    ['the root path', { ...myList, path: '/' }, 'path must be'],
    ['a trailing slash', { ...myList, path: '/myList/' }, 'path must be'],
    ['a route parameter', { ...myList, path: '/myList/:id' }, 'path must be'],
    ['a wildcard', { ...myList, path: '/*' }, 'path must be'],
    ['a query', { ...myList, path: '/myList?x=1' }, 'path must be'],
    ['a path that is not a string', { ...myList, path: 42 }, 'path must be'],
    ['a fixed route', { ...myList, path: '/favorites' }, "path /favorites is one of the app's fixed routes"],
    ['a fixed route in other case', { ...myList, path: '/AnimeHome' }, "is one of the app's fixed routes"],
    ['a fixed detail route', { ...myList, path: '/popularAnime/animeDetail' }, 'fixed routes'],
    ['no title', { path: '/myList', module: 'MyList' }, 'title must be a non-empty string'],
    ['a blank title', { ...myList, title: '  ' }, 'title must be a non-empty string'],
    ['an empty sidebar label', { ...myList, navLabel: '' }, 'navLabel must be'],
    ['a sidebar label that is not a string', { ...myList, navLabel: 1 }, 'navLabel must be'],
    [
      'a sidebar label that is too long',
      { ...myList, navLabel: 'あ'.repeat(NAV_LABEL_MAX_LENGTH + 1) },
      `at most ${NAV_LABEL_MAX_LENGTH} characters`,
    ],
    ['a module the remote does not expose', { ...myList, module: 'Other' }, 'module Other is not exposed'],
    ['an exposed module written with ./', { ...myList, module: './MyList' }, 'is not exposed'],
    ['no module', { path: '/myList', title: 'マイリスト' }, 'module undefined is not exposed'],
    ['an audience the shell does not know', { ...myList, audience: 'admin' }, 'audience must be one of'],
    ['an audience that is not a string', { ...myList, audience: true }, 'audience must be one of'],
  ])('refuses %s, naming the declaration and why', (_label, declaration, reason) => {
    const { pages, problems } = checkContributedPages([myList, declaration], exposed);
    expect(pages).toEqual([myList]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^page 2: /);
    expect(problems[0]).toContain(reason);
  });

  it('refuses a path declared twice, regardless of case, and keeps the first', () => {
    const again = { ...myList, path: '/MyList', title: 'もう一つ' };
    expect(checkContributedPages([myList, again], exposed)).toEqual({
      pages: [myList],
      problems: ['page 2: path /MyList is declared twice'],
    });
  });

  it.each([
    ['an object', { myList }],
    ['a string', '/myList'],
    ['nothing', undefined],
  ])('refuses a page list that is %s', (_label, declared) => {
    expect(checkContributedPages(declared, exposed)).toEqual({
      pages: [],
      problems: ['the page list is not an array'],
    });
  });
});

describe('isInAudience', () => {
  const user = { uid: 'u1', displayName: null, photoURL: null };
  const states: Record<string, AuthState> = {
    loading: { status: 'loading', user: null },
    guest: { status: 'signedOut', user: null },
    user: { status: 'signedIn', user },
    'user (moderator: false)': { status: 'signedIn', user: { ...user, moderator: false } },
    moderator: { status: 'signedIn', user: { ...user, moderator: true } },
  };
  it.each<[PageAudience | undefined, string, boolean]>([
    [undefined, 'loading', true],
    [undefined, 'guest', true],
    ['everyone', 'guest', true],
    ['everyone', 'moderator', true],
    ['signed-in', 'loading', false],
    ['signed-in', 'guest', false],
    ['signed-in', 'user', true],
    ['signed-in', 'moderator', true],
    ['moderator', 'loading', false],
    ['moderator', 'guest', false],
    ['moderator', 'user', false],
    ['moderator', 'user (moderator: false)', false],
    ['moderator', 'moderator', true],
  ])('a page for %s is listed for a visitor who is %s: %s', (audience, state, shown) => {
    expect(isInAudience(audience, states[state]!)).toBe(shown);
  });
});
