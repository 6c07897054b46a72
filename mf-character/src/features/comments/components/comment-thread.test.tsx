import { act, fireEvent, isInaccessible, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type ReactionCounts, type ThreadPage } from '@anifan/contract';
import { FakeEventSource } from '../../../testing/fake-event-source';
import {
  createTestPlatform,
  signedIn,
  type ApiHandler,
  type TestPlatform,
} from '../../../testing/test-platform';
import type { ServerComment } from '../types';
import { UNDO_DELETE_MS } from '../hooks/use-undoable-delete';
import { CommentThread } from './comment-thread';
import { captureConsoleErrors, expectOnlyLoggedFailures } from '../../../testing/console-errors';

const THREAD = 'character:1001' as const;
const LIST = '/comments?thread=character%3A1001';
const NO_REACTIONS: ReactionCounts = { like: 0, laugh: 0, cry: 0, surprise: 0, heart: 0 };

const serverComment = (commentId: number, overrides: Partial<ServerComment> = {}): ServerComment => ({
  commentId,
  thread: THREAD,
  parentId: null,
  userId: 'pub-bob',
  authorName: 'ボブ',
  authorPhotoURL: null,
  commentText: `ボブのコメント${commentId}`,
  spoiler: false,
  createdAt: new Date(Date.UTC(2026, 0, 1, 0, commentId)).toISOString(),
  updatedAt: new Date(Date.UTC(2026, 0, 1, 0, commentId)).toISOString(),
  reactions: NO_REACTIONS,
  myReactions: [],
  mine: false,
  hidden: null,
  replies: [],
  ...overrides,
});

const page = (comments: ServerComment[], nextBefore: number | null = null): ThreadPage => ({
  thread: THREAD,
  comments: [...comments].reverse(),
  nextBefore,
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

interface Routes {
  list?: ApiHandler;
  create?: ApiHandler;
  update?: ApiHandler;
  remove?: ApiHandler;
  react?: ApiHandler;
  report?: ApiHandler;
  mute?: ApiHandler;
  mutes?: ApiHandler;
}

/** A scripted server for the thread endpoints; anything else fails the test. */
function threadApi(routes: Routes): ApiHandler {
  return async (path, init) => {
    const route = path.startsWith('/comments?')
      ? routes.list
      : path === '/comments' && init.method === 'POST'
        ? routes.create
        : /^\/comments\/\d+\/reactions\//.test(path)
          ? routes.react
          : /^\/comments\/\d+$/.test(path)
            ? init.method === 'PUT'
              ? routes.update
              : routes.remove
            : path === '/reports'
              ? routes.report
              : path === '/mutes'
                ? (routes.mutes ?? (async () => []))
                : path.startsWith('/mutes/')
                  ? routes.mute
                  : undefined;
    if (!route) throw new Error(`unexpected ${init.method} ${path}`);
    return route(path, init);
  };
}

const listing =
  (...comments: ServerComment[]): ApiHandler =>
  async () =>
    page(comments);

function renderThread(platform: TestPlatform, title = 'コメント') {
  return render(<CommentThread platform={platform} thread={THREAD} title={title} />);
}

const input = () => screen.getByRole('textbox', { name: 'コメント' });
const list = () => screen.getByRole('list', { name: 'コメント一覧' });
const items = () => within(list()).getAllByRole('listitem');
const calls = (platform: TestPlatform, method: string, prefix: string) =>
  platform.request.mock.calls.filter(
    ([path, init]) => (init as { method: string }).method === method && String(path).startsWith(prefix),
  );

let consoleError: jest.SpyInstance;
beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  consoleError = captureConsoleErrors();
});
afterEach(() => {
  jest.useRealTimers();
  expectOnlyLoggedFailures(consoleError);
});

describe('as a guest', () => {
  it('keeps comments in sessionStorage so they survive a re-mount', async () => {
    const user = userEvent.setup();
    const platform = createTestPlatform();
    const { unmount } = renderThread(platform);
    await user.type(input(), '最強！{Enter}');
    expect(screen.getByText('最強！')).toBeInTheDocument();
    expect(input()).toHaveValue('');
    expect(JSON.parse(sessionStorage.getItem('characterCommentList')!)).toEqual([
      { commentId: expect.any(Number), characterId: 1001, userId: 'guestUser', commentText: '最強！' },
    ]);
    unmount();

    renderThread(createTestPlatform());
    expect(await screen.findByText('最強！')).toBeInTheDocument();
    expect(within(items()[0]!).getByText('ゲスト')).toBeInTheDocument();
  });

  it('shows guest comments after the server’s and sends nothing to the server', async () => {
    const user = userEvent.setup();
    const platform = createTestPlatform({ api: threadApi({ list: listing(serverComment(1)) }) });
    renderThread(platform);
    await screen.findByText('ボブのコメント1');
    await user.type(input(), 'ゲストです{Enter}');
    expect(items().map((li) => li.textContent)).toEqual([
      expect.stringContaining('ボブのコメント1'),
      expect.stringContaining('ゲストです'),
    ]);
    expect(platform.request).toHaveBeenCalledTimes(1);
    expect(platform.request).toHaveBeenCalledWith(LIST, expect.objectContaining({ method: 'GET' }));
  });

  it('offers no ネタバレ mark, since a guest’s comments stay in their own tab', async () => {
    renderThread(createTestPlatform());
    await screen.findByText('まだコメントはありません。');
    expect(screen.queryByRole('checkbox', { name: 'ネタバレを含む' })).not.toBeInTheDocument();
  });

  it('loads the comments at once while sign-in is still loading for a likely guest', async () => {
    const platform = createTestPlatform({
      auth: { status: 'loading', user: null, likelyGuest: true },
      api: threadApi({ list: listing(serverComment(1)) }),
    });
    renderThread(platform);
    expect(await screen.findByText('ボブのコメント1')).toBeInTheDocument();
  });

  it('edits and deletes its own comments locally', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderThread(createTestPlatform());
    await user.type(input(), '初コメ{Enter}');

    await user.click(screen.getByRole('button', { name: 'ゲストさんのコメントのメニュー' }));
    await user.click(screen.getByRole('menuitem', { name: '編集' }));
    const editBox = screen.getByRole('textbox', { name: 'コメントを編集' });
    expect(editBox).toHaveFocus();
    expect(screen.queryByRole('checkbox', { name: 'ネタバレを含む' })).not.toBeInTheDocument();
    await user.clear(editBox);
    await user.type(editBox, '二回目');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByText('二回目')).toBeInTheDocument();
    expect(sessionStorage.getItem('characterCommentList')).toContain('二回目');
    expect(screen.getByRole('button', { name: 'ゲストさんのコメントのメニュー' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'ゲストさんのコメントのメニュー' }));
    await user.click(screen.getByRole('menuitem', { name: '削除' }));
    expect(screen.queryByText('二回目')).not.toBeInTheDocument();
    expect(input()).toHaveFocus();
    act(() => jest.advanceTimersByTime(UNDO_DELETE_MS));
    expect(JSON.parse(sessionStorage.getItem('characterCommentList')!)).toEqual([]);
  });

  it('cancelling an edit keeps the text', async () => {
    const user = userEvent.setup();
    renderThread(createTestPlatform());
    await user.type(input(), '元の文{Enter}');
    await user.click(screen.getByRole('button', { name: 'ゲストさんのコメントのメニュー' }));
    await user.click(screen.getByRole('menuitem', { name: '編集' }));
    await user.type(screen.getByRole('textbox', { name: 'コメントを編集' }), '追記');
    await user.click(screen.getByRole('button', { name: 'キャンセル' }));
    expect(screen.getByText('元の文')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'コメントを編集' })).not.toBeInTheDocument();
  });

  it('reads reactions and replies, and is asked to sign in to reply, react or report', async () => {
    const user = userEvent.setup();
    const platform = createTestPlatform({
      api: threadApi({
        list: listing(
          serverComment(1, {
            reactions: { ...NO_REACTIONS, like: 2 },
            replies: [serverComment(2, { parentId: 1, commentText: '返信です' })],
          }),
        ),
      }),
    });
    const signIn = jest.spyOn(platform.auth, 'signIn');
    renderThread(platform);
    expect(await screen.findByText('返信です')).toBeInTheDocument();
    const first = items()[0]!;
    const like = within(first).getAllByRole('button', { name: 'いいね 2件' })[0]!;
    expect(like).toHaveAttribute('aria-pressed', 'false');

    await user.click(like);
    await user.click(within(first).getByRole('button', { name: 'サインインして返信' }));
    await user.click(screen.getAllByRole('button', { name: 'ボブさんのコメントのメニュー' })[0]!);
    await user.click(screen.getByRole('menuitem', { name: 'サインインして通報' }));
    expect(signIn).toHaveBeenCalledTimes(3);
    expect(screen.queryByRole('textbox', { name: '返信' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(platform.request).toHaveBeenCalledTimes(1);
  });
});

describe('input keys', () => {
  it('Shift+Enter inserts a newline and the newline is shown as typed', async () => {
    const user = userEvent.setup();
    renderThread(createTestPlatform());
    await user.type(input(), '一行目{Shift>}{Enter}{/Shift}二行目');
    expect(input()).toHaveValue('一行目\n二行目');
    await user.keyboard('{Enter}');
    const text = screen.getByText(
      (_content, element) => element?.textContent === '一行目\n二行目' && element.tagName === 'P',
    );
    expect(text).toHaveClass('text');
  });

  it.each([
    ['isComposing', { isComposing: true }],
    ['keyCode 229', { keyCode: 229 }],
  ])('Enter during IME composition (%s) does not send', async (_name, init) => {
    const user = userEvent.setup();
    renderThread(createTestPlatform());
    await user.type(input(), 'へんかん');
    fireEvent.keyDown(input(), { key: 'Enter', ...init });
    expect(input()).toHaveValue('へんかん');
    expect(screen.getByText('まだコメントはありません。')).toBeInTheDocument();
  });

  it('a blank comment is not sent and the send button stays disabled', async () => {
    const user = userEvent.setup();
    renderThread(createTestPlatform());
    await user.type(input(), '   {Enter}');
    expect(screen.getByText('まだコメントはありません。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '送信' })).toBeDisabled();
    expect(sessionStorage.getItem('characterCommentList')).toBeNull();
  });

  it('the send button submits', async () => {
    const user = userEvent.setup();
    renderThread(createTestPlatform());
    await user.type(input(), 'ボタンで送信');
    await user.click(screen.getByRole('button', { name: '送信' }));
    expect(screen.getByText('ボタンで送信')).toBeInTheDocument();
  });
});

describe('signed in', () => {
  const own = serverComment(2, {
    userId: 'pub-alice',
    authorName: 'アリス',
    commentText: '私のコメント',
    mine: true,
  });

  it('creates in the thread and shows the comment before the server answers', async () => {
    const user = userEvent.setup();
    const answer = deferred<ServerComment>();
    const platform = createTestPlatform({
      auth: signedIn(),
      api: threadApi({ list: listing(serverComment(1), own), create: () => answer.promise }),
    });
    renderThread(platform);
    await screen.findByText('私のコメント');

    await user.type(input(), '新しいコメント{Enter}');
    expect(screen.getByText('新しいコメント')).toBeInTheDocument();
    expect(screen.getByText('送信中…')).toBeInTheDocument();
    expect(platform.request).toHaveBeenCalledWith('/comments', {
      method: 'POST',
      body: { thread: THREAD, commentText: '新しいコメント', spoiler: false },
    });

    await act(async () =>
      answer.resolve(serverComment(3, { commentText: '新しいコメント', mine: true, authorName: 'アリス' })),
    );
    expect(screen.queryByText('送信中…')).not.toBeInTheDocument();
    expect(screen.getAllByText('新しいコメント')).toHaveLength(1);
    expect(sessionStorage.getItem('characterCommentList')).toBeNull();
  });

  it.each([
    [
      new ApiError(429, 'rate_limit/exceeded', 'Too many', 30),
      '投稿が多すぎます。少し時間をおいてお試しください',
    ],
    [new ApiError(0, 'network/unreachable', 'offline'), '通信に失敗しました'],
    [
      new ApiError(400, 'comment/invalid_text', 'commentText must not contain a bidirectional control'),
      '使えない文字（制御文字、文字の向きを変える記号、重ねすぎた結合文字など）が含まれています',
    ],
    [
      new ApiError(409, 'comment/duplicate', 'duplicate'),
      '同じコメントを続けて投稿することはできません。少し時間をおいてからお試しください',
    ],
    [new ApiError(400, 'comment/too_many_links', 'links'), 'リンクは1つのコメントに2個までです'],
    [new ApiError(400, 'comment/ng_word', 'ng'), '使えない言葉が含まれています。表現を変えてお試しください'],
    [
      new ApiError(403, 'user/suspended', '投稿は 2026年1月8日 まで停止されています（理由: スパム）'),
      '投稿は 2026年1月8日 まで停止されています（理由: スパム）',
    ],
  ])('removes a refused create, gives the text back and explains (%s)', async (error, message) => {
    const user = userEvent.setup();
    const answer = deferred<ServerComment>();
    renderThread(
      createTestPlatform({
        auth: signedIn(),
        api: threadApi({ list: listing(serverComment(1), own), create: () => answer.promise }),
      }),
    );
    await screen.findByText('私のコメント');
    await user.click(screen.getByRole('checkbox', { name: 'ネタバレを含む' }));
    await user.type(input(), '連投{Enter}');
    expect(screen.getByRole('checkbox', { name: 'ネタバレを含む' })).not.toBeChecked();

    await act(async () => answer.reject(error));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(within(list()).queryByText('連投')).not.toBeInTheDocument();
    expect(input()).toHaveValue('連投');
    expect(screen.getByRole('checkbox', { name: 'ネタバレを含む' })).toBeChecked();
    expect(consoleError).toHaveBeenCalledWith('コメントの保存に失敗しました', error);

    await user.click(screen.getByRole('button', { name: '閉じる' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('updates optimistically and rolls back with a message on 403', async () => {
    const user = userEvent.setup();
    const answer = deferred<ServerComment>();
    const platform = createTestPlatform({
      auth: signedIn(),
      api: threadApi({ list: listing(serverComment(1), own), update: () => answer.promise }),
    });
    renderThread(platform);
    await user.click(await screen.findByRole('button', { name: 'アリスさんのコメントのメニュー' }));
    await user.click(screen.getByRole('menuitem', { name: '編集' }));
    const editBox = screen.getByRole('textbox', { name: 'コメントを編集' });
    await user.clear(editBox);
    await user.type(editBox, '書き直し');
    await user.click(within(items()[1]!).getByRole('checkbox', { name: 'ネタバレを含む' }));
    await user.click(screen.getByRole('button', { name: '保存' }));

    expect(screen.getByRole('button', { name: 'ネタバレを表示' })).toBeInTheDocument();
    expect(platform.request).toHaveBeenCalledWith('/comments/2', {
      method: 'PUT',
      body: { commentText: '書き直し', spoiler: true },
    });
    const refusal = new ApiError(403, 'auth/forbidden', 'Forbidden');
    await act(async () => answer.reject(refusal));
    expect(await screen.findByRole('alert')).toHaveTextContent('このコメントは編集できません');
    expect(screen.getByText('私のコメント')).toBeInTheDocument();
    expect(screen.queryByText('書き直し')).not.toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('コメントの保存に失敗しました', refusal);
  });

  it('deletes optimistically and restores the comment when the server refuses', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const answer = deferred<unknown>();
    const platform = createTestPlatform({
      auth: signedIn(),
      api: threadApi({ list: listing(serverComment(1), own), remove: () => answer.promise }),
    });
    renderThread(platform);
    await user.click(await screen.findByRole('button', { name: 'アリスさんのコメントのメニュー' }));
    await user.click(screen.getByRole('menuitem', { name: '削除' }));
    expect(screen.queryByText('私のコメント')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(UNDO_DELETE_MS));
    expect(platform.request).toHaveBeenCalledWith('/comments/2', { method: 'DELETE' });

    await act(async () => answer.reject(new ApiError(403, 'user/suspended', '投稿停止中です')));
    expect(await screen.findByText('私のコメント')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('投稿停止中です');
  });

  it('keeps a successful delete without a message', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderThread(
      createTestPlatform({
        auth: signedIn(),
        api: threadApi({
          list: listing(serverComment(1), own),
          remove: async () => ({ deleted: true, commentId: 2 }),
        }),
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'アリスさんのコメントのメニュー' }));
    await user.click(screen.getByRole('menuitem', { name: '削除' }));
    await act(async () => jest.advanceTimersByTime(UNDO_DELETE_MS));
    await waitFor(() => expect(screen.queryByText('私のコメント')).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('reloads when the visitor signs in, so their comments become editable', async () => {
    const platform = createTestPlatform({
      api: threadApi({
        list: async () => page([{ ...own, mine: platform.auth.snapshot().status === 'signedIn' }]),
      }),
    });
    renderThread(platform);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'アリスさんのコメントのメニュー' }));
    expect(screen.queryByRole('menuitem', { name: '編集' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');

    act(() => platform.setAuth(signedIn()));
    await waitFor(() => expect(calls(platform, 'GET', '/comments?')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'アリスさんのコメントのメニュー' }));
    expect(await screen.findByRole('menuitem', { name: '編集' })).toBeInTheDocument();
  });

  it('shows the author’s own hidden comment marked モデレーションにより非表示', async () => {
    renderThread(
      createTestPlatform({
        auth: signedIn(),
        api: threadApi({ list: listing({ ...own, hidden: 'moderation' }, serverComment(1)) }),
      }),
    );
    const ownRow = (await screen.findByText('私のコメント')).closest('li')!;
    expect(within(ownRow).getByText('モデレーションにより非表示')).toBeInTheDocument();
    expect(within(items()[0]!).queryByText('モデレーションにより非表示')).not.toBeInTheDocument();
  });
});

describe('もっと見る (older comments)', () => {
  it('loads the newest page first and older pages with before, until the first comment', async () => {
    const user = userEvent.setup();
    const platform = createTestPlatform({
      api: threadApi({
        list: async (path) => {
          if (path === LIST) return page([serverComment(5), serverComment(6)], 5);
          if (path === `${LIST}&before=5`) return page([serverComment(3), serverComment(4)], 3);
          if (path === `${LIST}&before=3`) return page([serverComment(1), serverComment(2)], null);
          throw new Error(`unexpected ${path}`);
        },
      }),
    });
    renderThread(platform);
    await screen.findByText('ボブのコメント6');
    expect(items().map((li) => within(li).getByText(/^ボブのコメント/).textContent)).toEqual([
      'ボブのコメント5',
      'ボブのコメント6',
    ]);

    await user.click(screen.getByRole('button', { name: 'もっと見る' }));
    expect(await screen.findByText('ボブのコメント3')).toBeInTheDocument();
    expect(items()[0]).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'もっと見る' }));
    expect(await screen.findByText('ボブのコメント1')).toBeInTheDocument();
    expect(items()).toHaveLength(6);
    expect(items()[0]).toHaveTextContent('ボブのコメント1');
    expect(screen.queryByRole('button', { name: 'もっと見る' })).not.toBeInTheDocument();
    expect(items()[0]).toHaveFocus();
  });

  it('keeps what is shown and explains when an older page cannot be loaded', async () => {
    const user = userEvent.setup();
    const failure = new ApiError(0, 'network/unreachable', 'offline');
    renderThread(
      createTestPlatform({
        api: threadApi({
          list: async (path) => (path === LIST ? page([serverComment(5)], 5) : Promise.reject(failure)),
        }),
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'もっと見る' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('以前のコメントを読み込めませんでした');
    expect(screen.getByText('ボブのコメント5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'もっと見る' })).toBeEnabled();
    expect(consoleError).toHaveBeenCalledWith('コメントの読み込みに失敗しました', failure);
  });
});

describe('ネタバレ', () => {
  it('marks a new comment as a spoiler', async () => {
    const user = userEvent.setup();
    const platform = createTestPlatform({
      auth: signedIn(),
      api: threadApi({
        list: listing(),
        create: async (_path, init) =>
          serverComment(3, { ...(init.body as object), mine: true, authorName: 'アリス' }),
      }),
    });
    renderThread(platform);
    await screen.findByText('まだコメントはありません。');
    await user.click(screen.getByRole('checkbox', { name: 'ネタバレを含む' }));
    await user.type(input(), '犯人はヤス{Enter}');
    expect(platform.request).toHaveBeenCalledWith('/comments', {
      method: 'POST',
      body: { thread: THREAD, commentText: '犯人はヤス', spoiler: true },
    });
    expect(await screen.findByRole('button', { name: 'ネタバレを表示' })).toBeInTheDocument();
  });

  it('blurs a spoiler for everyone, out of the accessibility tree, until ネタバレを表示 is pressed', async () => {
    const user = userEvent.setup();
    renderThread(
      createTestPlatform({
        api: threadApi({ list: listing(serverComment(1, { spoiler: true, commentText: '犯人はヤス' })) }),
      }),
    );
    const reveal = await screen.findByRole('button', { name: 'ネタバレを表示' });
    const row = items()[0]!;
    expect(within(row).getByText('ネタバレ')).toBeInTheDocument();
    const veiled = screen.getByText('犯人はヤス');
    expect(veiled).toHaveClass('spoilerText');
    expect(isInaccessible(veiled)).toBe(true);
    expect(within(row).queryByRole('paragraph')).not.toBeInTheDocument();

    await user.click(reveal);
    const text = screen.getByText('犯人はヤス');
    expect(isInaccessible(text)).toBe(false);
    expect(text.tagName).toBe('P');
    expect(text).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'ネタバレを表示' })).not.toBeInTheDocument();
  });
});

describe('replies (返信)', () => {
  const withReplies = (count: number) =>
    serverComment(1, {
      replies: Array.from({ length: count }, (_, i) =>
        serverComment(10 + i, { parentId: 1, authorName: 'キャロル', commentText: `返信${i + 1}` }),
      ),
    });

  it('folds replies beyond three and shows the rest on request, focusing the first it showed', async () => {
    const user = userEvent.setup();
    renderThread(createTestPlatform({ api: threadApi({ list: listing(withReplies(5)) }) }));
    const replies = await screen.findByRole('list', { name: 'ボブさんのコメントへの返信' });
    expect(
      within(replies)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining('返信1'),
      expect.stringContaining('返信2'),
      expect.stringContaining('返信3'),
    ]);
    await user.click(screen.getByRole('button', { name: '返信をあと 2 件表示' }));
    const all = within(screen.getByRole('list', { name: 'ボブさんのコメントへの返信' })).getAllByRole(
      'listitem',
    );
    expect(all).toHaveLength(5);
    expect(all[3]).toHaveFocus();
    expect(screen.queryByRole('button', { name: /返信をあと/ })).not.toBeInTheDocument();
  });

  it('replies under a top-level comment only, shown at once and sent with parentId', async () => {
    const user = userEvent.setup();
    const answer = deferred<ServerComment>();
    const platform = createTestPlatform({
      auth: signedIn(),
      api: threadApi({ list: listing(withReplies(1)), create: () => answer.promise }),
    });
    renderThread(platform);
    await screen.findByText('返信1');
    const replies = screen.getByRole('list', { name: 'ボブさんのコメントへの返信' });
    expect(within(replies).queryByRole('button', { name: /に返信$/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'ボブさんに返信' }));
    const box = screen.getByRole('textbox', { name: '返信' });
    expect(box).toHaveFocus();
    const form = screen.getByRole('form', { name: 'ボブさんへの返信' });
    await user.click(within(form).getByRole('checkbox', { name: 'ネタバレを含む' }));
    await user.type(box, 'わかる{Enter}');
    expect(screen.queryByRole('textbox', { name: '返信' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ボブさんに返信' })).toHaveFocus();
    expect(platform.request).toHaveBeenCalledWith('/comments', {
      method: 'POST',
      body: { thread: THREAD, commentText: 'わかる', spoiler: true, parentId: 1 },
    });
    expect(within(replies).getByText('送信中…')).toBeInTheDocument();

    await act(async () =>
      answer.resolve(
        serverComment(20, {
          parentId: 1,
          commentText: 'わかる',
          spoiler: true,
          mine: true,
          authorName: 'アリス',
        }),
      ),
    );
    expect(within(replies).getAllByRole('listitem')).toHaveLength(2);
    expect(within(replies).getByRole('button', { name: 'ネタバレを表示' })).toBeInTheDocument();
  });

  it('opens the reply box again with the text when the server refuses the reply', async () => {
    const user = userEvent.setup();
    const refusal = new ApiError(400, 'comment/invalid_parent', 'reply to a reply');
    renderThread(
      createTestPlatform({
        auth: signedIn(),
        api: threadApi({ list: listing(serverComment(1)), create: () => Promise.reject(refusal) }),
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'ボブさんに返信' }));
    await user.type(screen.getByRole('textbox', { name: '返信' }), 'どうかな{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('このコメントには返信できません');
    expect(screen.getByRole('textbox', { name: '返信' })).toHaveValue('どうかな');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: '返信' })).not.toBeInTheDocument();
  });
});

describe('reactions', () => {
  it('toggles the visitor’s reaction at once and takes the server’s counts', async () => {
    const user = userEvent.setup();
    const platform = createTestPlatform({
      auth: signedIn(),
      api: threadApi({
        list: listing(serverComment(1, { reactions: { ...NO_REACTIONS, laugh: 4 }, myReactions: ['laugh'] })),
        react: async (_path, init) =>
          init.method === 'PUT'
            ? {
                commentId: 1,
                reactions: { ...NO_REACTIONS, laugh: 4, heart: 7 },
                myReactions: ['laugh', 'heart'],
              }
            : { commentId: 1, reactions: { ...NO_REACTIONS, laugh: 3, heart: 7 }, myReactions: ['heart'] },
      }),
    });
    renderThread(platform);
    const group = await screen.findByRole('group', { name: 'リアクション' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['いいね 0件', '笑 4件', '泣 0件', '驚き 0件', 'ハート 0件']);
    expect(within(group).getByRole('button', { name: '笑 4件' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(group).getByRole('button', { name: 'ハート 0件' }));
    expect(platform.request).toHaveBeenCalledWith('/comments/1/reactions/heart', { method: 'PUT' });
    expect(await within(group).findByRole('button', { name: 'ハート 7件' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(within(group).getByRole('button', { name: '笑 4件' }));
    expect(platform.request).toHaveBeenCalledWith('/comments/1/reactions/laugh', { method: 'DELETE' });
    expect(within(group).getByRole('button', { name: '笑 3件' })).toHaveAttribute('aria-pressed', 'false');
    expect(await within(group).findByRole('button', { name: '笑 3件' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('rolls a refused reaction back and explains', async () => {
    const user = userEvent.setup();
    const answer = deferred<unknown>();
    renderThread(
      createTestPlatform({
        auth: signedIn(),
        api: threadApi({ list: listing(serverComment(1)), react: () => answer.promise }),
      }),
    );
    const group = await screen.findByRole('group', { name: 'リアクション' });
    await user.click(within(group).getByRole('button', { name: 'いいね 0件' }));
    expect(within(group).getByRole('button', { name: 'いいね 1件' })).toHaveAttribute('aria-pressed', 'true');
    const refusal = new ApiError(403, 'user/suspended', '投稿停止中のためリアクションできません');
    await act(async () => answer.reject(refusal));
    expect(within(group).getByRole('button', { name: 'いいね 0件' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('投稿停止中のためリアクションできません');
  });
});

describe('通報', () => {
  async function openReport(user: ReturnType<typeof userEvent.setup>) {
    await user.click(await screen.findByRole('button', { name: 'ボブさんのコメントのメニュー' }));
    await user.click(screen.getByRole('menuitem', { name: '通報する' }));
    return screen.getByRole('dialog', { name: 'コメントを通報' });
  }

  it('sends a reason and optional text, then says 通報しました and gives focus back', async () => {
    const user = userEvent.setup();
    const platform = createTestPlatform({
      auth: signedIn(),
      api: threadApi({
        list: listing(serverComment(1)),
        report: async () => ({ commentId: 1, reason: 'spoiler', createdAt: '2026-01-02T00:00:00Z' }),
      }),
    });
    renderThread(platform);
    const dialog = await openReport(user);
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['ネタバレ', '誹謗中傷', 'スパム', 'その他']);
    expect(within(dialog).getByRole('radio', { name: 'ネタバレ' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: '通報する' })).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: 'ネタバレ' }));
    await user.type(within(dialog).getByRole('textbox', { name: '詳細（任意）' }), '  最終回の結末  ');
    await user.click(within(dialog).getByRole('button', { name: '通報する' }));

    expect(platform.request).toHaveBeenCalledWith('/reports', {
      method: 'POST',
      body: { commentId: 1, reason: 'spoiler', text: '最終回の結末' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('通報しました');
    expect(screen.getByRole('button', { name: 'ボブさんのコメントのメニュー' })).toHaveFocus();
  });

  it('says 通報済みです for a comment reported before, and sends no text when none is written', async () => {
    const user = userEvent.setup();
    const platform = createTestPlatform({
      auth: signedIn(),
      api: threadApi({
        list: listing(serverComment(1)),
        report: () => Promise.reject(new ApiError(409, 'report/duplicate', 'already')),
      }),
    });
    renderThread(platform);
    const dialog = await openReport(user);
    await user.click(within(dialog).getByRole('radio', { name: 'スパム' }));
    await user.click(within(dialog).getByRole('button', { name: '通報する' }));
    expect(platform.request).toHaveBeenCalledWith('/reports', {
      method: 'POST',
      body: { commentId: 1, reason: 'spam' },
    });
    expect(await screen.findByRole('status')).toHaveTextContent('通報済みです');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the dialog with the reason when sending fails, and Escape closes it', async () => {
    const user = userEvent.setup();
    const failure = new ApiError(0, 'network/unreachable', 'offline');
    renderThread(
      createTestPlatform({
        auth: signedIn(),
        api: threadApi({ list: listing(serverComment(1)), report: () => Promise.reject(failure) }),
      }),
    );
    const dialog = await openReport(user);
    await user.click(within(dialog).getByRole('radio', { name: 'その他' }));
    await user.click(within(dialog).getByRole('button', { name: '通報する' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('通信に失敗しました');
    expect(within(dialog).getByRole('radio', { name: 'その他' })).toBeChecked();
    expect(consoleError).toHaveBeenCalledWith('通報の送信に失敗しました', failure);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ボブさんのコメントのメニュー' })).toHaveFocus();
  });
});

describe('ミュート', () => {
  it('takes the author’s comments and replies out at once and ignores their live events', async () => {
    FakeEventSource.install();
    const user = userEvent.setup();
    const platform = createTestPlatform({
      auth: signedIn(),
      api: threadApi({
        list: listing(
          serverComment(1),
          serverComment(2, {
            userId: 'pub-carol',
            authorName: 'キャロル',
            commentText: 'キャロルの話',
            replies: [serverComment(3, { parentId: 2, commentText: 'ボブの返信' })],
          }),
        ),
        mute: async () => ({ userId: 'pub-bob', authorName: 'ボブ', authorPhotoURL: null, mutedAt: '' }),
      }),
    });
    renderThread(platform);
    await user.click((await screen.findAllByRole('button', { name: 'ボブさんのコメントのメニュー' }))[0]!);
    await user.click(screen.getByRole('menuitem', { name: 'ボブさんをミュート' }));
    expect(platform.request).toHaveBeenCalledWith('/mutes/pub-bob', { method: 'PUT' });
    expect(screen.queryByText('ボブのコメント1')).not.toBeInTheDocument();
    expect(screen.queryByText('ボブの返信')).not.toBeInTheDocument();
    expect(screen.getByText('キャロルの話')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('ボブさんをミュートしました');
    expect(input()).toHaveFocus();

    act(() => FakeEventSource.latest().emit('created', serverComment(4, { commentText: 'まだ言う' })));
    expect(screen.queryByText('まだ言う')).not.toBeInTheDocument();
    FakeEventSource.uninstall();
  });

  it('ignores live comments of authors muted before, as the server lists them', async () => {
    FakeEventSource.install();
    renderThread(
      createTestPlatform({
        auth: signedIn(),
        api: threadApi({
          list: listing(),
          mutes: async () => [{ userId: 'pub-bob', authorName: 'ボブ', authorPhotoURL: null, mutedAt: '' }],
        }),
      }),
    );
    await screen.findByText('まだコメントはありません。');
    await act(async () => undefined);
    act(() => FakeEventSource.latest().emit('created', serverComment(4, { commentText: 'まだ言う' })));
    act(() =>
      FakeEventSource.latest().emit(
        'created',
        serverComment(5, { userId: 'pub-carol', commentText: '届く' }),
      ),
    );
    expect(screen.getByText('届く')).toBeInTheDocument();
    expect(screen.queryByText('まだ言う')).not.toBeInTheDocument();
    FakeEventSource.uninstall();
  });

  it('brings the comments back and explains when the mute is refused', async () => {
    const user = userEvent.setup();
    renderThread(
      createTestPlatform({
        auth: signedIn(),
        api: threadApi({
          list: listing(serverComment(1)),
          mute: () => Promise.reject(new ApiError(429, 'rate_limit/exceeded', 'slow')),
        }),
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'ボブさんのコメントのメニュー' }));
    await user.click(screen.getByRole('menuitem', { name: 'ボブさんをミュート' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('投稿が多すぎます');
    expect(await screen.findByText('ボブのコメント1')).toBeInTheDocument();
  });
});

describe('undoing a delete (元に戻す)', () => {
  const own = serverComment(2, { authorName: 'アリス', commentText: '私のコメント', mine: true });

  beforeEach(() => jest.useFakeTimers());

  function signedInPlatform() {
    return createTestPlatform({
      auth: signedIn(),
      api: threadApi({ list: listing(own), remove: async () => ({ deleted: true, commentId: 2 }) }),
    });
  }
  const deletes = (platform: TestPlatform) => calls(platform, 'DELETE', '/comments/');

  async function deleteOwn(user: ReturnType<typeof userEvent.setup>) {
    await user.click(await screen.findByRole('button', { name: 'アリスさんのコメントのメニュー' }));
    await user.click(screen.getByRole('menuitem', { name: '削除' }));
  }

  it('waits before sending a signed-in delete, and 元に戻す sends nothing and shows the comment again', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const platform = signedInPlatform();
    renderThread(platform);
    await deleteOwn(user);
    expect(screen.queryByText('私のコメント')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('コメントを削除しました');
    act(() => jest.advanceTimersByTime(UNDO_DELETE_MS - 100));
    expect(deletes(platform)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: '元に戻す' }));
    expect(screen.getByText('私のコメント')).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(input()).toHaveFocus();
    act(() => jest.advanceTimersByTime(UNDO_DELETE_MS * 2));
    expect(deletes(platform)).toHaveLength(0);
  });

  it('sends the delete once the notice has gone', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const platform = signedInPlatform();
    renderThread(platform);
    await deleteOwn(user);
    await act(async () => jest.advanceTimersByTime(UNDO_DELETE_MS));
    expect(deletes(platform)).toEqual([['/comments/2', { method: 'DELETE' }]]);
    expect(screen.queryByRole('button', { name: '元に戻す' })).not.toBeInTheDocument();
    expect(screen.queryByText('私のコメント')).not.toBeInTheDocument();
  });

  it('hides a reply while its delete waits', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const reply = serverComment(3, {
      parentId: 1,
      authorName: 'アリス',
      commentText: '私の返信',
      mine: true,
    });
    const platform = createTestPlatform({
      auth: signedIn(),
      api: threadApi({
        list: listing(serverComment(1, { replies: [reply] })),
        remove: async () => ({ deleted: true, commentId: 3 }),
      }),
    });
    renderThread(platform);
    await deleteOwn(user);
    expect(screen.queryByText('私の返信')).not.toBeInTheDocument();
    expect(screen.getByText('ボブのコメント1')).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(UNDO_DELETE_MS));
    expect(deletes(platform)).toEqual([['/comments/3', { method: 'DELETE' }]]);
  });

  it('sends a waiting delete when the visitor leaves the page', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const platform = signedInPlatform();
    const { unmount } = renderThread(platform);
    await deleteOwn(user);
    unmount();
    await act(async () => undefined);
    expect(deletes(platform)).toHaveLength(1);
  });

  it('keeps a guest comment in sessionStorage until the notice has gone, and undo keeps it for good', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderThread(createTestPlatform());
    await user.type(input(), '消すかも{Enter}');
    const stored = () => JSON.parse(sessionStorage.getItem('characterCommentList')!) as unknown[];

    await user.click(screen.getByRole('button', { name: 'ゲストさんのコメントのメニュー' }));
    await user.click(screen.getByRole('menuitem', { name: '削除' }));
    expect(screen.queryByText('消すかも')).not.toBeInTheDocument();
    expect(stored()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: '元に戻す' }));
    act(() => jest.advanceTimersByTime(UNDO_DELETE_MS * 2));
    expect(screen.getByText('消すかも')).toBeInTheDocument();
    expect(stored()).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'ゲストさんのコメントのメニュー' }));
    await user.click(screen.getByRole('menuitem', { name: '削除' }));
    act(() => jest.advanceTimersByTime(UNDO_DELETE_MS));
    expect(stored()).toEqual([]);
    expect(screen.getByText('まだコメントはありません。')).toBeInTheDocument();
  });

  it('sends the first delete at once when a second one is asked for', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderThread(createTestPlatform());
    await user.type(input(), '一つ目{Enter}');
    await user.type(input(), '二つ目{Enter}');
    const menus = () => screen.getAllByRole('button', { name: 'ゲストさんのコメントのメニュー' });
    await user.click(menus()[0]!);
    await user.click(screen.getByRole('menuitem', { name: '削除' }));
    await user.click(menus()[0]!);
    await user.click(screen.getByRole('menuitem', { name: '削除' }));
    const texts = () =>
      (JSON.parse(sessionStorage.getItem('characterCommentList')!) as Array<{ commentText: string }>).map(
        (comment) => comment.commentText,
      );
    expect(texts()).toEqual(['二つ目']);
    await user.click(screen.getByRole('button', { name: '元に戻す' }));
    expect(screen.getByText('二つ目')).toBeInTheDocument();
    expect(screen.queryByText('一つ目')).not.toBeInTheDocument();
  });
});

describe('the comment menu', () => {
  it('offers 編集 and 削除 on the visitor’s own comments, 通報 and ミュート on others’', async () => {
    const user = userEvent.setup();
    renderThread(
      createTestPlatform({
        auth: signedIn(),
        api: threadApi({
          list: listing(serverComment(1), serverComment(2, { authorName: 'アリス', mine: true })),
        }),
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'ボブさんのコメントのメニュー' }));
    expect(
      within(screen.getByRole('menu'))
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['通報する', 'ボブさんをミュート']);

    await user.click(screen.getByRole('button', { name: 'アリスさんのコメントのメニュー' }));
    expect(
      within(screen.getByRole('menu'))
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['編集', '削除']);
  });

  it('tells a guest that another’s comment cannot be operated on', async () => {
    const user = userEvent.setup();
    renderThread(createTestPlatform({ api: threadApi({ list: listing(serverComment(1)) }) }));
    await user.click(await screen.findByRole('button', { name: 'ボブさんのコメントのメニュー' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: '編集' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'このコメントは操作できません' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('opens with focus inside, moves with arrows, and Escape closes it back to the button', async () => {
    const user = userEvent.setup();
    renderThread(
      createTestPlatform({
        auth: signedIn(),
        api: threadApi({ list: listing(serverComment(1, { mine: true })) }),
      }),
    );
    const button = await screen.findByRole('button', { name: 'ボブさんのコメントのメニュー' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: '編集' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: '削除' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: '編集' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes on a click outside', async () => {
    const user = userEvent.setup();
    renderThread(createTestPlatform({ api: threadApi({ list: listing(serverComment(1)) }) }));
    await user.click(await screen.findByRole('button', { name: 'ボブさんのコメントのメニュー' }));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(screen.getByRole('heading', { name: 'コメント' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});

describe('hostile and failing input', () => {
  it('renders markup in a comment as text (no element is created)', async () => {
    const payload = '<img src=x onerror=alert(1)>';
    const { container } = renderThread(
      createTestPlatform({
        api: threadApi({
          list: listing(serverComment(1, { commentText: payload, authorName: '<b>悪</b>' })),
        }),
      }),
    );
    expect(await screen.findByText(payload)).toBeInTheDocument();
    expect(screen.getByText('<b>悪</b>')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
  });

  it('shows an empty list and logs when the comments cannot be loaded', async () => {
    const failure = new ApiError(500, 'internal/error', 'boom');
    renderThread(createTestPlatform({ api: () => Promise.reject(failure) }));
    expect(await screen.findByText('まだコメントはありません。')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('コメントの読み込みに失敗しました', failure);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('live comments', () => {
  beforeEach(() => FakeEventSource.install());
  afterEach(() => {
    FakeEventSource.uninstall();
    jest.useRealTimers();
  });

  it('applies created, updated, deleted, hidden, restored and reactions events without a reload', async () => {
    const platform = createTestPlatform({ api: threadApi({ list: listing(serverComment(1)) }) });
    const { unmount } = renderThread(platform);
    await screen.findByText('ボブのコメント1');
    const source = FakeEventSource.latest();
    expect(source.url).toBe('http://api.test/api/comments/events?thread=character%3A1001');

    act(() => source.emit('created', serverComment(2, { commentText: '届いた' })));
    expect(screen.getByText('届いた')).toBeInTheDocument();
    act(() => source.emit('created', serverComment(2, { commentText: '届いた' })));
    expect(screen.getAllByText('届いた')).toHaveLength(1);
    act(() => source.emit('created', serverComment(3, { parentId: 1, commentText: '返信が届いた' })));
    expect(
      within(screen.getByRole('list', { name: 'ボブさんのコメントへの返信' })).getByText('返信が届いた'),
    ).toBeInTheDocument();
    act(() => source.emit('updated', serverComment(2, { commentText: '直った' })));
    expect(screen.getByText('直った')).toBeInTheDocument();
    act(() =>
      source.emit('reactions', { commentId: 2, reactions: { ...NO_REACTIONS, cry: 5 }, myReactions: [] }),
    );
    expect(screen.getByRole('button', { name: '泣 5件' })).toBeInTheDocument();
    act(() => source.emit('hidden', { commentId: 2 }));
    expect(screen.queryByText('直った')).not.toBeInTheDocument();
    act(() => source.emit('restored', serverComment(2, { commentText: '戻った' })));
    expect(screen.getByText('戻った')).toBeInTheDocument();
    act(() => source.emit('deleted', { commentId: 3 }));
    expect(screen.queryByText('返信が届いた')).not.toBeInTheDocument();
    act(() => source.emit('deleted', { commentId: 2 }));
    expect(screen.queryByText('戻った')).not.toBeInTheDocument();
    act(() => source.emit('created', 'not json'));
    expect(items()).toHaveLength(1);

    unmount();
    expect(source.readyState).toBe(FakeEventSource.CLOSED);
  });

  it('reconnects with growing delays after the stream closes, and reloads what it missed', async () => {
    jest.useFakeTimers();
    const platform = createTestPlatform({ api: threadApi({ list: listing(serverComment(1)) }) });
    renderThread(platform);
    await act(async () => undefined);
    expect(platform.request).toHaveBeenCalledTimes(1);

    act(() => FakeEventSource.latest().fail(false));
    expect(FakeEventSource.instances).toHaveLength(1);

    act(() => FakeEventSource.latest().fail(true));
    act(() => jest.advanceTimersByTime(999));
    expect(FakeEventSource.instances).toHaveLength(1);
    act(() => jest.advanceTimersByTime(1));
    expect(FakeEventSource.instances).toHaveLength(2);
    act(() => FakeEventSource.latest().fail(true));
    act(() => jest.advanceTimersByTime(1_999));
    expect(FakeEventSource.instances).toHaveLength(2);
    act(() => jest.advanceTimersByTime(1));
    expect(FakeEventSource.instances).toHaveLength(3);

    await act(async () => FakeEventSource.latest().open());
    expect(platform.request).toHaveBeenCalledTimes(2);
  });

  it('does not reload when the browser reconnects by itself (the server replays what was missed)', async () => {
    const platform = createTestPlatform({ api: threadApi({ list: listing(serverComment(1)) }) });
    renderThread(platform);
    await screen.findByText('ボブのコメント1');
    const source = FakeEventSource.latest();
    act(() => source.open());
    act(() => source.fail(false));
    await act(async () => source.open());
    act(() => source.emit('created', serverComment(2, { commentText: '再送された' })));
    expect(screen.getByText('再送された')).toBeInTheDocument();
    expect(platform.request).toHaveBeenCalledTimes(1);
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('reloads the newest page when the server cannot tell what was missed (reset)', async () => {
    let served = [serverComment(1)];
    const platform = createTestPlatform({ api: threadApi({ list: async () => page(served) }) });
    renderThread(platform);
    await screen.findByText('ボブのコメント1');
    served = [serverComment(1), serverComment(3, { commentText: '見逃した' })];
    await act(async () => FakeEventSource.latest().emit('reset', {}));
    expect(await screen.findByText('見逃した')).toBeInTheDocument();
    expect(calls(platform, 'GET', LIST)).toEqual([
      [LIST, expect.anything()],
      [LIST, expect.anything()],
    ]);
  });
});
