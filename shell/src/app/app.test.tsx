import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { BehaviorSubject } from 'rxjs';
import { createNotificationCenter } from '../features/notifications/lib/notification-center';
import type { ContributedRoutes } from '../features/remotes/lib/contributed-pages';
import { createRemoteLoader } from '../features/remotes/lib/remote-loader';
import { alice, createFakeBackend, createTestAuth } from '../testing/fake-auth';
import { stubMatchMedia } from '../testing/match-media';
import { apiFor, CONTRACT_VERSION, defaultRuntimeConfig, type ApiClient } from '@anifan/contract';
import { App } from './app';
import { createShell } from './create-shell';
import { hadSignedInUser } from './signed-in-marker';

function renderApp(
  path: string,
  options: {
    narrow?: boolean;
    manifestFailed?: boolean;
    contributed?: ContributedRoutes;
    /** Told each time a remote page renders. */
    onPageRender?: (page: string) => void;
  } = {},
) {
  stubMatchMedia(options.narrow ?? false);
  const backend = createFakeBackend();
  // As in production (create-shell.ts): a browser without the signed-in marker is a likely guest.
  const shell = createShell(defaultRuntimeConfig(), createTestAuth(backend, undefined, !hadSignedInUser()));
  const loader = createRemoteLoader(async (remote, module) => {
    const Page = () => {
      options.onPageRender?.(`${remote}/${module}`);
      return <h1>{`${remote}/${module}`}</h1>;
    };
    return Page;
  });
  const failed = new BehaviorSubject(options.manifestFailed ?? false);
  const registry = { manifestFailed$: failed.asObservable(), manifestFailed: () => failed.value };
  const pages = new BehaviorSubject<ContributedRoutes>(options.contributed ?? { routes: [], pending: false });
  const contributed = { state$: pages.asObservable(), snapshot: () => pages.value };
  render(
    <MemoryRouter initialEntries={[path]}>
      <App
        shell={shell}
        loader={loader}
        registry={registry}
        contributed={contributed}
        notifications={createNotificationCenter({ api: silentApi, auth: shell.auth })}
      />
    </MemoryRouter>,
  );
  return { shell, backend, pages };
}

/** お知らせ's API for these tests: asked, it never answers (its own tests cover what it does). */
const silentApi: Pick<ApiClient, 'call' | 'stream'> = {
  call: () => new Promise<never>(() => undefined),
  stream: () => new Promise<never>(() => undefined),
};

const FIXED_NAV_LABELS = [
  'ホーム',
  'アニメ',
  '放送カレンダー',
  'お気に入り',
  'キャラクターチャット',
  'ポケポケカード',
  'MarkItDown',
  'コルクボード',
  'アニメ一覧',
];

const myList = {
  path: '/myList',
  title: 'マイリスト',
  navLabel: 'マイリスト',
  module: 'MyList',
  remote: 'mf_anime' as const,
};
const myListDetail = {
  path: '/myList/detail',
  title: 'マイリスト詳細',
  module: 'MyListDetail',
  remote: 'mf_anime' as const,
};

describe('App', () => {
  beforeEach(() => {
    document.documentElement.className = '';
    localStorage.clear();
  });

  it.each([
    ['/', 'mf_demos/HomeLanding', 'ホーム | AniFan'],
    ['/animeHome', 'mf_anime/AnimeHome', 'アニメ | AniFan'],
    ['/pokepokeCard', 'mf_demos/PokepokeCard', 'ポケポケカード | AniFan'],
    ['/markItDown', 'mf_demos/MarkItDown', 'MarkItDown | AniFan'],
    ['/corkBoard', 'mf_demos/CorkBoard', 'コルクボード | AniFan'],
    ['/characterChat', 'mf_chat/CharacterChat', 'キャラクターチャット | AniFan'],
    ['/animeList', 'mf_demos/AnimeList', 'アニメ一覧 | AniFan'],
    ['/popularAnime/animeDetail', 'mf_anime/AnimeDetail', 'アニメ詳細 | AniFan'],
    ['/popularAnime/characterDetail', 'mf_character/CharacterDetail', 'キャラクター詳細 | AniFan'],
    ['/favorites', 'mf_character/Favorites', 'お気に入り | AniFan'],
  ])('mounts the remote page for %s and titles the document', async (path, page, title) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { name: page })).toBeInTheDocument();
    expect(document.title).toBe(title);
  });

  it('names the work a detail page shows before its title, and drops the name when the visitor leaves', async () => {
    const { shell } = renderApp('/popularAnime/animeDetail?id=113415');
    expect(await screen.findByRole('heading', { name: 'mf_anime/AnimeDetail' })).toBeInTheDocument();
    act(() => shell.platform.navigation.setPageName?.('呪術廻戦'));
    expect(document.title).toBe('呪術廻戦 | アニメ詳細 | AniFan');
    act(() => shell.platform.navigation.setPageName?.('  '));
    expect(document.title).toBe('アニメ詳細 | AniFan');
    act(() => shell.platform.navigation.setPageName?.('五条悟'));
    act(() => shell.platform.navigation.navigate('/animeHome'));
    expect(await screen.findByRole('heading', { name: 'mf_anime/AnimeHome' })).toBeInTheDocument();
    expect(document.title).toBe('アニメ | AniFan');
  });

  it('has the お知らせ bell in the header and its own /notifications page', async () => {
    renderApp('/notifications');
    // The page is a chunk of its own, loaded when opened.
    await act(() => import('../features/notifications/components/notifications-page'));
    expect(await screen.findByRole('heading', { level: 1, name: 'お知らせ' })).toBeInTheDocument();
    expect(document.title).toBe('お知らせ | AniFan');
    // A likely guest: the bell is there, and the page says what a guest gets on this device.
    expect(screen.getByRole('banner')).toContainElement(screen.getByRole('button', { name: 'お知らせ' }));
    expect(screen.getByRole('heading', { name: 'ゲストのお知らせ' })).toBeInTheDocument();
  });

  it('shows a Japanese not-found page with a link home for an unknown route', async () => {
    renderApp('/no/such/page');
    expect(screen.getByRole('heading', { name: 'ページが見つかりません' })).toBeInTheDocument();
    expect(document.title).toBe('ページが見つかりません | AniFan');
    await userEvent.click(screen.getByRole('link', { name: 'ホームへ戻る' }));
    expect(await screen.findByRole('heading', { name: 'mf_demos/HomeLanding' })).toBeInTheDocument();
  });

  it('mounts a page a remote contributes at its path and titles the document with its title', async () => {
    renderApp('/myList/detail', { contributed: { routes: [myList, myListDetail], pending: false } });
    expect(await screen.findByRole('heading', { name: 'mf_anime/MyListDetail' })).toBeInTheDocument();
    expect(document.title).toBe('マイリスト詳細 | AniFan');
  });

  it('lists contributed pages with a label after the fixed entries, and navigates to them', async () => {
    renderApp('/', { contributed: { routes: [myList, myListDetail], pending: false } });
    await userEvent.click(screen.getByRole('button', { name: 'サイドバー' }));
    const nav = screen.getByRole('navigation', { name: 'サイト内ナビゲーション' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([...FIXED_NAV_LABELS, 'マイリスト']);
    await userEvent.click(within(nav).getByRole('link', { name: 'マイリスト' }));
    expect(await screen.findByRole('heading', { name: 'mf_anime/MyList' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'マイリスト' })).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe('マイリスト | AniFan');
  });

  it('lists a page for signed-in users or moderators only to them, and keeps its route open to anyone', async () => {
    localStorage.setItem('anifan.auth.signedIn', '1');
    const moderation = {
      path: '/moderation',
      title: 'モデレーション',
      navLabel: 'モデレーション',
      module: 'Moderation',
      remote: 'mf_character' as const,
      audience: 'moderator' as const,
    };
    const mutes = { ...moderation, path: '/mutes', title: 'ミュート', navLabel: 'ミュート', module: 'Mutes' };
    const { backend } = renderApp('/moderation', {
      contributed: { routes: [myList, { ...mutes, audience: 'signed-in' }, moderation], pending: false },
    });
    expect(await screen.findByRole('heading', { name: 'mf_character/Moderation' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'サイドバー' }));
    const nav = screen.getByRole('navigation', { name: 'サイト内ナビゲーション' });
    const labels = () =>
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent)
        .slice(FIXED_NAV_LABELS.length);
    // While the session is being restored, and for a guest, only everyone's entries.
    expect(labels()).toEqual(['マイリスト']);
    act(() => backend.emit(null));
    expect(labels()).toEqual(['マイリスト']);
    // The shell's own お知らせ page is listed for signed-in users, before the contributed pages.
    act(() => backend.emit(alice));
    expect(labels()).toEqual(['お知らせ', 'マイリスト', 'ミュート']);
    act(() => backend.emit({ ...alice, moderator: true }));
    expect(labels()).toEqual(['お知らせ', 'マイリスト', 'ミュート', 'モデレーション']);
    act(() => backend.emit({ ...alice, moderator: false }));
    expect(labels()).toEqual(['お知らせ', 'マイリスト', 'ミュート']);
    expect(screen.getByRole('heading', { name: 'mf_character/Moderation' })).toBeInTheDocument();
  });

  it('holds a deep link to an unknown path until the remotes have said which pages they contribute', async () => {
    const { pages } = renderApp('/myList');
    act(() => pages.next({ routes: [], pending: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('heading', { name: 'ページが見つかりません' })).not.toBeInTheDocument();
    act(() => pages.next({ routes: [myList], pending: true }));
    expect(await screen.findByRole('heading', { name: 'mf_anime/MyList' })).toBeInTheDocument();
    expect(document.title).toBe('マイリスト | AniFan');
  });

  it('does not draw the page on screen again when the contributed pages arrive', async () => {
    const renders: string[] = [];
    const { pages } = renderApp('/animeHome', {
      contributed: { routes: [], pending: true },
      onPageRender: (page) => renders.push(page),
    });
    expect(await screen.findByRole('heading', { name: 'mf_anime/AnimeHome' })).toBeInTheDocument();
    const drawn = renders.length;
    act(() => pages.next({ routes: [myList], pending: false }));
    expect(await screen.findByRole('link', { name: 'マイリスト', hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'mf_anime/AnimeHome' })).toBeInTheDocument();
    expect(renders).toHaveLength(drawn);
  });

  it('shows not-found for an unknown path once every remote has answered without it', async () => {
    const { pages } = renderApp('/myList', { contributed: { routes: [], pending: true } });
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => pages.next({ routes: [], pending: false }));
    expect(await screen.findByRole('heading', { name: 'ページが見つかりません' })).toBeInTheDocument();
  });

  it('opens the sidebar from the header and marks the current page', async () => {
    renderApp('/corkBoard');
    const toggle = screen.getByRole('button', { name: 'サイドバー' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'サイト内ナビゲーション' })).not.toBeInTheDocument();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const nav = screen.getByRole('navigation', { name: 'サイト内ナビゲーション' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(FIXED_NAV_LABELS);
    expect(within(nav).getByRole('link', { name: 'コルクボード' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'ホーム' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('main')).toHaveAttribute('data-sidebar-open', 'true');
  });

  it('navigates from the sidebar and keeps it open on wide screens', async () => {
    renderApp('/');
    await userEvent.click(screen.getByRole('button', { name: 'サイドバー' }));
    await userEvent.click(screen.getByRole('link', { name: 'キャラクターチャット' }));
    expect(await screen.findByRole('heading', { name: 'mf_chat/CharacterChat' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'キャラクターチャット' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('closes the overlay sidebar after navigating on a narrow screen', async () => {
    renderApp('/', { narrow: true });
    await userEvent.click(screen.getByRole('button', { name: 'サイドバー' }));
    await userEvent.click(screen.getByRole('link', { name: 'アニメ' }));
    expect(await screen.findByRole('heading', { name: 'mf_anime/AnimeHome' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'サイト内ナビゲーション' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'サイドバー' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the sidebar with Escape', async () => {
    renderApp('/');
    await userEvent.click(screen.getByRole('button', { name: 'サイドバー' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'サイト内ナビゲーション' })).not.toBeInTheDocument();
  });

  it('toggles dark mode from the header switch', async () => {
    renderApp('/');
    const toggle = screen.getByRole('switch', { name: 'ダークモード' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(document.documentElement).toHaveClass('dark');
    await userEvent.click(toggle);
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('links the logo home', async () => {
    renderApp('/animeList');
    await userEvent.click(screen.getByRole('link', { name: 'AniFan ホーム' }));
    expect(await screen.findByRole('heading', { name: 'mf_demos/HomeLanding' })).toBeInTheDocument();
  });

  it('tells the visitor when /remotes.json could not be read, and still renders the layout', async () => {
    renderApp('/', { manifestFailed: true });
    expect(screen.getByText(/ページの構成情報を読み込めませんでした/)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'ダークモード' })).toBeInTheDocument();
  });

  it('lets remotes navigate through platform.navigation', async () => {
    const { shell } = renderApp('/');
    await screen.findByRole('heading', { name: 'mf_demos/HomeLanding' });
    act(() => shell.platform.navigation.navigate('/popularAnime/animeDetail'));
    expect(await screen.findByRole('heading', { name: 'mf_anime/AnimeDetail' })).toBeInTheDocument();
    act(() => shell.platform.navigation.back('/'));
    await waitFor(() => expect(document.title).toBe('ホーム | AniFan'));
  });

  it('goes back to the fallback a remote names when the page was opened directly', async () => {
    const { shell } = renderApp('/popularAnime/animeDetail');
    await screen.findByRole('heading', { name: 'mf_anime/AnimeDetail' });
    act(() => shell.platform.navigation.back('/animeHome'));
    expect(await screen.findByRole('heading', { name: 'mf_anime/AnimeHome' })).toBeInTheDocument();
  });

  it('never loads the identity provider for a guest who does not sign in', async () => {
    jest.useFakeTimers();
    try {
      const { backend } = renderApp('/');
      const subscribed = jest.spyOn(backend, 'onUserChanged');
      // A visitor who never signed in on this browser sees サインイン at once, not a grey placeholder.
      expect(screen.getByRole('button', { name: 'サインイン' })).toBeInTheDocument();
      expect(
        screen.queryByRole('status', { name: 'サインイン状態を確認しています' }),
      ).not.toBeInTheDocument();
      await act(async () => jest.advanceTimersByTime(60_000));
      expect(subscribed).not.toHaveBeenCalled();
      expect(screen.getByRole('button', { name: 'サインイン' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it("loads it for a guest when another tab signs in, and shows that tab's user", async () => {
    const { backend } = renderApp('/');
    const subscribed = jest.spyOn(backend, 'onUserChanged');
    // Another key, or the marker removed, is not a sign-in.
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'anifan.theme', newValue: '1' }));
      window.dispatchEvent(new StorageEvent('storage', { key: 'anifan.auth.signedIn', newValue: null }));
    });
    expect(subscribed).not.toHaveBeenCalled();
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'anifan.auth.signedIn', newValue: '1' }));
    });
    await waitFor(() => expect(subscribed).toHaveBeenCalled());
    act(() => backend.emit(alice));
    expect(await screen.findByRole('button', { name: 'アカウントメニュー' })).toBeInTheDocument();
  });

  it('starts it at once for a browser that had a signed-in user, and forgets them on sign-out', async () => {
    localStorage.setItem('anifan.auth.signedIn', '1');
    const second = renderApp('/');
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'サインイン状態を確認しています' })).toBeInTheDocument(),
    );
    act(() => second.backend.emit(alice));
    expect(await screen.findByRole('button', { name: 'アカウントメニュー' })).toBeInTheDocument();
    act(() => second.backend.emit(null));
    expect(await screen.findByRole('button', { name: 'サインイン' })).toBeInTheDocument();
    expect(localStorage.getItem('anifan.auth.signedIn')).toBeNull();
  });

  it('builds a likely guest for a browser without the signed-in marker, and a waiting one with it', () => {
    expect(createShell(defaultRuntimeConfig()).auth.snapshot()).toEqual({
      status: 'loading',
      user: null,
      likelyGuest: true,
    });
    localStorage.setItem('anifan.auth.signedIn', '1');
    expect(createShell(defaultRuntimeConfig()).auth.snapshot()).toEqual({ status: 'loading', user: null });
  });

  it('tells remotes which contract version it was built with, so a newer remote calls new endpoints itself', () => {
    const { platform } = createShell(defaultRuntimeConfig());
    expect(platform.contractVersion).toBe(CONTRACT_VERSION);
    expect(apiFor(platform)).toBe(platform.api);
  });

  it("renders a slot a page mounts through platform.slots with the owner's module, in the page's element", async () => {
    const { shell } = renderApp('/popularAnime/animeDetail');
    expect(await screen.findByRole('heading', { name: 'mf_anime/AnimeDetail' })).toBeInTheDocument();
    const element = document.createElement('div');
    screen.getByRole('main').append(element);
    let mount: ReturnType<NonNullable<typeof shell.platform.slots>['mount']> = null;
    act(() => {
      mount =
        shell.platform.slots?.mount('comment-thread', element, { thread: 'episode:1:3', title: '第3話' }) ??
        null;
    });
    expect(
      await within(element).findByRole('heading', { name: 'mf_character/CommentThread' }),
    ).toBeInTheDocument();
    act(() => mount?.unmount());
    expect(element).toBeEmptyDOMElement();
  });
});
