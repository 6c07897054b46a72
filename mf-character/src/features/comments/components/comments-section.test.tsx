import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@anifan/contract';
import { FakeEventSource } from '../../../testing/fake-event-source';
import {
  createTestPlatform,
  signedIn,
  type ApiHandler,
  type TestPlatform,
} from '../../../testing/test-platform';
import type { ServerComment } from '../types';
import { UNDO_DELETE_MS } from '../hooks/use-undoable-delete';
import { CommentsSection } from './comments-section';
import { captureConsoleErrors, expectOnlyLoggedFailures } from '../../../testing/console-errors';

const CHARACTER_ID = 1001;

const serverComment = (commentId: number, overrides: Partial<ServerComment> = {}): ServerComment => ({
  commentId,
  characterId: CHARACTER_ID,
  userId: 'pub-bob',
  authorName: 'ボブ',
  authorPhotoURL: null,
  commentText: `ボブのコメント${commentId}`,
  createdAt: `2026-01-0${commentId}T00:00:00.000Z`,
  updatedAt: `2026-01-0${commentId}T00:00:00.000Z`,
  mine: false,
  ...overrides,
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

function renderSection(platform: TestPlatform) {
  return render(<CommentsSection platform={platform} characterId={CHARACTER_ID} />);
}

const input = () => screen.getByRole('textbox', { name: 'コメント' });
const items = () => within(screen.getByRole('list', { name: 'コメント一覧' })).getAllByRole('listitem');

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
    const { unmount } = renderSection(platform);
    await user.type(input(), '最強！{Enter}');
    expect(screen.getByText('最強！')).toBeInTheDocument();
    expect(input()).toHaveValue('');
    expect(JSON.parse(sessionStorage.getItem('characterCommentList')!)).toEqual([
      {
        commentId: expect.any(Number),
        characterId: CHARACTER_ID,
        userId: 'guestUser',
        commentText: '最強！',
      },
    ]);
    unmount();

    renderSection(createTestPlatform());
    expect(await screen.findByText('最強！')).toBeInTheDocument();
    expect(within(items()[0]!).getByText('ゲスト')).toBeInTheDocument();
  });

  it('shows guest comments after the server’s and sends nothing to the server', async () => {
    const user = userEvent.setup();
    const platform = createTestPlatform({ api: async () => [serverComment(1)] });
    renderSection(platform);
    await screen.findByText('ボブのコメント1');
    await user.type(input(), 'ゲストです{Enter}');
    expect(items().map((li) => li.textContent)).toEqual([
      expect.stringContaining('ボブのコメント1'),
      expect.stringContaining('ゲストです'),
    ]);
    expect(platform.request).toHaveBeenCalledTimes(1);
    expect(platform.request).toHaveBeenCalledWith('/characterComment/all/1001', expect.anything());
  });

  it('loads the comments at once while sign-in is still loading for a likely guest', async () => {
    const platform = createTestPlatform({
      auth: { status: 'loading', user: null, likelyGuest: true },
      api: async () => [serverComment(1)],
    });
    renderSection(platform);
    expect(await screen.findByText('ボブのコメント1')).toBeInTheDocument();
  });

  it('edits and deletes its own comments locally', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderSection(createTestPlatform());
    await user.type(input(), '初コメ{Enter}');

    await user.click(screen.getByRole('button', { name: 'ゲストさんのコメントのメニュー' }));
    await user.click(screen.getByRole('menuitem', { name: '編集' }));
    const editBox = screen.getByRole('textbox', { name: 'コメントを編集' });
    expect(editBox).toHaveFocus();
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
    renderSection(createTestPlatform());
    await user.type(input(), '元の文{Enter}');
    await user.click(screen.getByRole('button', { name: 'ゲストさんのコメントのメニュー' }));
    await user.click(screen.getByRole('menuitem', { name: '編集' }));
    await user.type(screen.getByRole('textbox', { name: 'コメントを編集' }), '追記');
    await user.click(screen.getByRole('button', { name: 'キャンセル' }));
    expect(screen.getByText('元の文')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'コメントを編集' })).not.toBeInTheDocument();
  });
});

describe('input keys', () => {
  it('Shift+Enter inserts a newline and the newline is shown as typed', async () => {
    const user = userEvent.setup();
    renderSection(createTestPlatform());
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
    renderSection(createTestPlatform());
    await user.type(input(), 'へんかん');
    fireEvent.keyDown(input(), { key: 'Enter', ...init });
    expect(input()).toHaveValue('へんかん');
    expect(screen.getByText('まだコメントはありません。')).toBeInTheDocument();
  });

  it('a blank comment is not sent and the send button stays disabled', async () => {
    const user = userEvent.setup();
    renderSection(createTestPlatform());
    await user.type(input(), '   {Enter}');
    expect(screen.getByText('まだコメントはありません。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '送信' })).toBeDisabled();
    expect(sessionStorage.getItem('characterCommentList')).toBeNull();
  });

  it('the send button submits', async () => {
    const user = userEvent.setup();
    renderSection(createTestPlatform());
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

  function apiWith(process: ApiHandler, remove?: ApiHandler): ApiHandler {
    return async (path, init) => {
      if (path.startsWith('/characterComment/all/')) return [serverComment(1), own];
      if (path === '/characterComment/process') return process(path, init);
      if (path.startsWith('/characterComment/delete/') && remove) return remove(path, init);
      throw new Error(`unexpected ${path}`);
    };
  }

  it('creates with commentId 0 and shows the comment before the server answers', async () => {
    const user = userEvent.setup();
    const answer = deferred<ServerComment>();
    const platform = createTestPlatform({ auth: signedIn(), api: apiWith(() => answer.promise) });
    renderSection(platform);
    await screen.findByText('私のコメント');

    await user.type(input(), '新しいコメント{Enter}');
    expect(screen.getByText('新しいコメント')).toBeInTheDocument();
    expect(screen.getByText('送信中…')).toBeInTheDocument();
    expect(platform.request).toHaveBeenCalledWith('/characterComment/process', {
      method: 'POST',
      body: { commentId: 0, characterId: CHARACTER_ID, userId: 'uid-alice', commentText: '新しいコメント' },
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
  ])('removes a refused create, gives the text back and explains (%s)', async (error, message) => {
    const user = userEvent.setup();
    const answer = deferred<ServerComment>();
    renderSection(createTestPlatform({ auth: signedIn(), api: apiWith(() => answer.promise) }));
    await screen.findByText('私のコメント');
    await user.type(input(), '連投{Enter}');
    expect(screen.getByText('連投')).toBeInTheDocument();

    await act(async () => answer.reject(error));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(
      within(screen.getByRole('list', { name: 'コメント一覧' })).queryByText('連投'),
    ).not.toBeInTheDocument();
    expect(input()).toHaveValue('連投');
    expect(consoleError).toHaveBeenCalledWith('コメントの保存に失敗しました', error);

    await user.click(screen.getByRole('button', { name: '閉じる' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('updates optimistically and rolls back with a message on 403', async () => {
    const user = userEvent.setup();
    const answer = deferred<ServerComment>();
    const platform = createTestPlatform({ auth: signedIn(), api: apiWith(() => answer.promise) });
    renderSection(platform);
    await user.click(await screen.findByRole('button', { name: 'アリスさんのコメントのメニュー' }));
    await user.click(screen.getByRole('menuitem', { name: '編集' }));
    const editBox = screen.getByRole('textbox', { name: 'コメントを編集' });
    await user.clear(editBox);
    await user.type(editBox, '書き直し');
    await user.click(screen.getByRole('button', { name: '保存' }));

    expect(screen.getByText('書き直し')).toBeInTheDocument();
    expect(platform.request).toHaveBeenCalledWith('/characterComment/process', {
      method: 'POST',
      body: { commentId: 2, characterId: CHARACTER_ID, userId: 'uid-alice', commentText: '書き直し' },
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
      api: apiWith(
        () => Promise.reject(new Error('not used')),
        () => answer.promise,
      ),
    });
    renderSection(platform);
    await user.click(await screen.findByRole('button', { name: 'アリスさんのコメントのメニュー' }));
    await user.click(screen.getByRole('menuitem', { name: '削除' }));
    expect(screen.queryByText('私のコメント')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(UNDO_DELETE_MS));
    expect(platform.request).toHaveBeenCalledWith('/characterComment/delete/2', { method: 'DELETE' });

    await act(async () => answer.reject(new ApiError(429, 'rate_limit/exceeded', 'slow down')));
    expect(await screen.findByText('私のコメント')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('投稿が多すぎます。少し時間をおいてお試しください');
  });

  it('keeps a successful delete without a message', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderSection(
      createTestPlatform({
        auth: signedIn(),
        api: apiWith(
          () => Promise.reject(new Error('not used')),
          async () => ({ deleted: true, commentId: 2 }),
        ),
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
      api: async () => [{ ...own, mine: platform.auth.snapshot().status === 'signedIn' }],
    });
    renderSection(platform);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'アリスさんのコメントのメニュー' }));
    expect(screen.queryByRole('menuitem', { name: '編集' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');

    act(() => platform.setAuth(signedIn()));
    await waitFor(() => expect(platform.request).toHaveBeenCalledTimes(2));
    await user.click(screen.getByRole('button', { name: 'アリスさんのコメントのメニュー' }));
    expect(await screen.findByRole('menuitem', { name: '編集' })).toBeInTheDocument();
  });
});

describe('undoing a delete (元に戻す)', () => {
  const own = serverComment(2, { authorName: 'アリス', commentText: '私のコメント', mine: true });

  beforeEach(() => jest.useFakeTimers());

  function signedInPlatform() {
    return createTestPlatform({
      auth: signedIn(),
      api: async (path) => {
        if (path.startsWith('/characterComment/all/')) return [own];
        if (path.startsWith('/characterComment/delete/')) return { deleted: true, commentId: 2 };
        throw new Error(`unexpected ${path}`);
      },
    });
  }
  const deletes = (platform: TestPlatform) =>
    platform.request.mock.calls.filter(([path]) => String(path).startsWith('/characterComment/delete/'));

  async function deleteOwn(user: ReturnType<typeof userEvent.setup>) {
    await user.click(await screen.findByRole('button', { name: 'アリスさんのコメントのメニュー' }));
    await user.click(screen.getByRole('menuitem', { name: '削除' }));
  }

  it('waits before sending a signed-in delete, and 元に戻す sends nothing and shows the comment again', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const platform = signedInPlatform();
    renderSection(platform);
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
    renderSection(platform);
    await deleteOwn(user);
    await act(async () => jest.advanceTimersByTime(UNDO_DELETE_MS));
    expect(deletes(platform)).toEqual([['/characterComment/delete/2', { method: 'DELETE' }]]);
    expect(screen.queryByRole('button', { name: '元に戻す' })).not.toBeInTheDocument();
    expect(screen.queryByText('私のコメント')).not.toBeInTheDocument();
  });

  it('sends a waiting delete when the visitor leaves the page', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const platform = signedInPlatform();
    const { unmount } = renderSection(platform);
    await deleteOwn(user);
    unmount();
    await act(async () => undefined);
    expect(deletes(platform)).toHaveLength(1);
  });

  it('keeps a guest comment in sessionStorage until the notice has gone, and undo keeps it for good', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderSection(createTestPlatform());
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
    renderSection(createTestPlatform());
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
  it('offers 編集 and 削除 only on the visitor’s own comments', async () => {
    const user = userEvent.setup();
    renderSection(
      createTestPlatform({
        auth: signedIn(),
        api: async () => [serverComment(1), serverComment(2, { authorName: 'アリス', mine: true })],
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'ボブさんのコメントのメニュー' }));
    const othersMenu = screen.getByRole('menu');
    expect(within(othersMenu).queryByRole('menuitem', { name: '編集' })).not.toBeInTheDocument();
    expect(within(othersMenu).queryByRole('menuitem', { name: '削除' })).not.toBeInTheDocument();
    expect(within(othersMenu).getByRole('menuitem')).toHaveAttribute('aria-disabled', 'true');

    await user.click(screen.getByRole('button', { name: 'アリスさんのコメントのメニュー' }));
    const ownMenu = screen.getByRole('menu');
    expect(
      within(ownMenu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['編集', '削除']);
  });

  it('opens with focus inside, moves with arrows, and Escape closes it back to the button', async () => {
    const user = userEvent.setup();
    renderSection(
      createTestPlatform({ auth: signedIn(), api: async () => [serverComment(1, { mine: true })] }),
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
    renderSection(createTestPlatform({ api: async () => [serverComment(1)] }));
    await user.click(await screen.findByRole('button', { name: 'ボブさんのコメントのメニュー' }));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(screen.getByRole('heading', { name: 'コメント' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});

describe('hostile and failing input', () => {
  it('renders markup in a comment as text (no element is created)', async () => {
    const payload = '<img src=x onerror=alert(1)>';
    const { container } = renderSection(
      createTestPlatform({
        api: async () => [serverComment(1, { commentText: payload, authorName: '<b>悪</b>' })],
      }),
    );
    expect(await screen.findByText(payload)).toBeInTheDocument();
    expect(screen.getByText('<b>悪</b>')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
  });

  it('shows an empty list and logs when the comments cannot be loaded', async () => {
    const failure = new ApiError(500, 'internal/error', 'boom');
    renderSection(createTestPlatform({ api: () => Promise.reject(failure) }));
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

  it('applies created, updated and deleted events without a reload', async () => {
    const platform = createTestPlatform({ api: async () => [serverComment(1)] });
    const { unmount } = renderSection(platform);
    await screen.findByText('ボブのコメント1');
    const source = FakeEventSource.latest();
    expect(source.url).toBe('http://api.test/api/characterComment/events/1001');

    act(() => source.emit('created', serverComment(2, { commentText: '届いた' })));
    expect(screen.getByText('届いた')).toBeInTheDocument();
    act(() => source.emit('created', serverComment(2, { commentText: '届いた' })));
    expect(screen.getAllByText('届いた')).toHaveLength(1);
    act(() => source.emit('updated', serverComment(2, { commentText: '直った' })));
    expect(screen.getByText('直った')).toBeInTheDocument();
    act(() => source.emit('deleted', { commentId: 2 }));
    expect(screen.queryByText('直った')).not.toBeInTheDocument();
    act(() => source.emit('created', 'not json'));
    expect(items()).toHaveLength(1);

    unmount();
    expect(source.readyState).toBe(FakeEventSource.CLOSED);
  });

  it('reconnects with growing delays after the stream closes, and reloads what it missed', async () => {
    jest.useFakeTimers();
    const platform = createTestPlatform({ api: async () => [serverComment(1)] });
    renderSection(platform);
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
    const platform = createTestPlatform({ api: async () => [serverComment(1)] });
    renderSection(platform);
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

  it('reloads the list when the server cannot tell what was missed (reset)', async () => {
    let served = [serverComment(1)];
    const platform = createTestPlatform({ api: async () => served });
    renderSection(platform);
    await screen.findByText('ボブのコメント1');
    served = [serverComment(1), serverComment(3, { commentText: '見逃した' })];
    await act(async () => FakeEventSource.latest().emit('reset', {}));
    expect(await screen.findByText('見逃した')).toBeInTheDocument();
    expect(platform.request).toHaveBeenCalledTimes(2);
  });
});
