import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import {
  ApiError,
  type AuditEntry,
  type AuthState,
  type ModerationItem,
  type Suspension,
  type ThreadComment,
  type ThreadKey,
} from '@anifan/contract';
import { ACTION_MESSAGES } from '../shared/action-error-messages';
import { MESSAGES } from '../shared/error-messages';
import { captureConsoleErrors, expectOnlyLoggedFailures } from '../testing/console-errors';
import { createTestPlatform, signedIn, TEST_USER, type ApiHandler } from '../testing/test-platform';
import ModerationPage from './moderation-page';

const MODERATOR = signedIn({ ...TEST_USER, moderator: true });
const NO_REACTIONS = { like: 0, laugh: 0, cry: 0, surprise: 0, heart: 0 };

function threadComment(overrides: Partial<ThreadComment>): ThreadComment {
  return {
    commentId: 11,
    thread: 'episode:113415:3',
    parentId: null,
    userId: 'u-bob',
    authorName: 'ボブ',
    authorPhotoURL: 'https://img.example/bob.png',
    commentText: '犯人は先生でした',
    spoiler: false,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    reactions: NO_REACTIONS,
    myReactions: [],
    mine: false,
    hidden: null,
    replies: [],
    ...overrides,
  };
}

/** ボブ's reply to キャロル in 第3話's thread, marked ネタバレ, hidden by two reports. */
const REPLY: ModerationItem = {
  comment: threadComment({ parentId: 10, spoiler: true, hidden: 'reports' }),
  parent: threadComment({
    commentId: 10,
    userId: 'u-carol',
    authorName: 'キャロル',
    authorPhotoURL: null,
    commentText: '第3話よかった',
  }),
  reports: [
    { reporterId: 'r1', reason: 'spoiler', text: '結末を書いている', createdAt: '2026-11-21T09:00:00.000Z' },
    { reporterId: 'r2', reason: 'abuse', text: null, createdAt: '2026-11-21T08:00:00.000Z' },
  ],
  authorSuspension: null,
};

/** デイブ's comment on a character page, reported once as spam, still shown. */
const CHARACTER_COMMENT: ModerationItem = {
  comment: threadComment({
    commentId: 20,
    thread: 'character:127691',
    userId: 'u-dave',
    authorName: 'デイブ',
    commentText: '安いよ http://spam.example',
  }),
  parent: null,
  reports: [{ reporterId: 'r3', reason: 'spam', text: null, createdAt: '2026-11-19T07:00:00.000Z' }],
  authorSuspension: null,
};

const DAVE_SUSPENDED: Suspension = {
  userId: 'u-dave',
  until: null,
  reason: '宣伝の繰り返し',
  createdAt: '2026-11-19T08:00:00.000Z',
};

const AUTO_HIDE: AuditEntry = {
  id: 5,
  action: 'auto_hide',
  moderator: null,
  commentId: 11,
  targetUserId: 'u-bob',
  reason: '3人が通報',
  createdAt: '2026-11-21T09:00:00.000Z',
};
const SUSPEND_DAVE: AuditEntry = {
  id: 4,
  action: 'suspend',
  moderator: { userId: 'u-alice', name: 'アリス' },
  commentId: null,
  targetUserId: 'u-dave',
  reason: '宣伝の繰り返し',
  createdAt: '2026-11-19T08:00:00.000Z',
};

interface ServerOptions {
  queue?: ModerationItem[][];
  suspensions?: Suspension[];
  audit?: AuditEntry[][];
  /** Failures by `METHOD /path` (without the query). */
  fail?: Record<string, unknown>;
}

/**
 * The moderation endpoints as the backend answers them: pages of the queue and the audit log by
 * `before` (each page's `nextBefore` is its last id), actions answered from the items given.
 */
function moderationServer({
  queue = [[REPLY]],
  suspensions = [],
  audit = [[AUTO_HIDE]],
  fail = {},
}: ServerOptions = {}): ApiHandler {
  const page = <T,>(pages: T[][], before: string | null, id: (item: T) => number) => {
    const index = before === null ? 0 : pages.findIndex((p) => p.length > 0 && id(p[0]!) < Number(before));
    const items = pages[index] ?? [];
    const last = items.at(-1);
    return { items, nextBefore: index < pages.length - 1 && last ? id(last) : null };
  };
  const items = queue.flat();
  return async (path, { method, body }) => {
    const [route, search = ''] = path.split('?');
    const failure = fail[`${method} ${route}`];
    if (failure) throw failure;
    const before = new URLSearchParams(search).get('before');
    const action = /^\/moderation\/comments\/(\d+)\/(hide|restore)$/.exec(route!);
    if (action) {
      const item = items.find((each) => each.comment.commentId === Number(action[1]))!;
      return action[2] === 'hide'
        ? { ...item, comment: { ...item.comment, hidden: 'moderation' } }
        : { ...item, comment: { ...item.comment, hidden: null }, reports: [] };
    }
    switch (`${method} ${route}`) {
      case 'GET /moderation/queue':
        return page(queue, before, (item) => item.comment.commentId);
      case 'GET /moderation/audit': {
        const { items: entries, nextBefore } = page(audit, before, (entry) => entry.id);
        return { entries, nextBefore };
      }
      case 'GET /moderation/suspensions':
        return suspensions;
      case 'POST /moderation/suspensions': {
        const { userId, duration, reason } = body as { userId: string; duration: string; reason: string };
        return {
          userId,
          until: duration === 'permanent' ? null : '2026-11-28T12:00:00.000Z',
          reason,
          createdAt: '2026-11-21T12:00:00.000Z',
        };
      }
      default:
        if (method === 'DELETE' && route!.startsWith('/moderation/suspensions/')) return undefined;
        throw new ApiError(404, 'route/not_found', `no route ${method} ${route}`);
    }
  };
}

function renderPage(options: ServerOptions & { auth?: AuthState } = {}) {
  const { auth = MODERATOR, ...server } = options;
  const platform = createTestPlatform({ auth, api: moderationServer(server) });
  render(<ModerationPage platform={platform} />);
  return platform;
}

/** The queue's item headed `<name>のコメント`. */
const itemOf = async (name: string) =>
  (await screen.findByRole('heading', { name: `${name}のコメント` })).closest('article')!;

const calls = (platform: ReturnType<typeof createTestPlatform>, method: string, route: string) =>
  platform.request.mock.calls.filter(
    ([path, request]: [string, { method: string }]) =>
      request.method === method && path.split('?')[0] === route,
  );

let consoleError: jest.SpyInstance;
beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  consoleError = captureConsoleErrors();
});
afterEach(() => expectOnlyLoggedFailures(consoleError));

describe('ModerationPage by role', () => {
  it('asks a guest to sign in, and asks the server nothing', async () => {
    const platform = renderPage({ auth: { status: 'signedOut', user: null } });
    const signIn = jest.spyOn(platform.auth, 'signIn');
    expect(screen.getByRole('heading', { level: 1, name: 'モデレーション' })).toBeInTheDocument();
    expect(
      screen.getByText('モデレーションを行うには、モデレーターのアカウントでサインインしてください。'),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'サインインする' }));
    expect(signIn).toHaveBeenCalled();
    expect(platform.request).not.toHaveBeenCalled();
  });

  it('waits while a returning user’s sign-in is restored', () => {
    const platform = renderPage({ auth: { status: 'loading', user: null } });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(platform.request).not.toHaveBeenCalled();
  });

  it('tells a signed-in user who is not a moderator, from the server’s 403, and reads nothing else', async () => {
    const platform = renderPage({
      auth: signedIn(),
      fail: { 'GET /moderation/queue': new ApiError(403, 'auth/forbidden', 'モデレーターのみ') },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('この操作にはモデレーター権限が必要です');
    expect(screen.queryByRole('button', { name: '再試行' })).not.toBeInTheDocument();
    expect(platform.request).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith(
      '通報されたコメントを読み込めませんでした',
      expect.any(ApiError),
    );
  });

  it('asks to sign in again when the server no longer accepts the sign-in (401)', async () => {
    renderPage({ fail: { 'GET /moderation/queue': new ApiError(401, 'auth/invalid_token', 'expired') } });
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.signInAgain);
  });

  it('offers 再試行 when the queue cannot be read (5xx), which reads it again', async () => {
    const fail: Record<string, unknown> = {
      'GET /moderation/queue': new ApiError(500, 'internal/error', 'boom'),
    };
    const platform = renderPage({ fail });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      '通報されたコメントを読み込めませんでした。しばらくしてからもう一度お試しください',
    );
    delete fail['GET /moderation/queue'];
    await userEvent.setup().click(within(alert).getByRole('button', { name: '再試行' }));
    expect(await itemOf('ボブ')).toBeInTheDocument();
    expect(calls(platform, 'GET', '/moderation/queue')).toHaveLength(2);
  });

  it('shows a moderator the queue with each comment’s context, its reports and its state', async () => {
    renderPage({ queue: [[REPLY, CHARACTER_COMMENT]] });
    const reply = await itemOf('ボブ');
    expect(within(reply).getByText('第3話（作品ID 113415）')).toBeInTheDocument();
    expect(within(reply).getByText('非表示（通報が多いため自動で・確認待ち）')).toBeInTheDocument();
    expect(within(reply).getByText('返信先のコメント')).toBeInTheDocument();
    expect(within(reply).getByText('第3話よかった')).toBeInTheDocument();
    expect(within(reply).getByText('キャロル')).toBeInTheDocument();
    expect(within(reply).getByText('犯人は先生でした')).toBeInTheDocument();
    expect(within(reply).getAllByText('ネタバレ')).toHaveLength(2); // the comment's mark and a report's reason
    expect(within(reply).getByRole('heading', { name: '通報 2件' })).toBeInTheDocument();
    expect(within(reply).getByText('結末を書いている')).toBeInTheDocument();
    expect(within(reply).getByText('誹謗中傷')).toBeInTheDocument();
    expect(within(reply).getByText('（詳細なし）')).toBeInTheDocument();
    expect(reply.querySelector('time[datetime="2026-11-21T09:00:00.000Z"]')).not.toBeNull();
    expect(reply.querySelector('img[src="https://img.example/bob.png"]')).not.toBeNull();
    // Hidden by reports: a moderator confirms (非表示) or restores it.
    expect(within(reply).getByRole('button', { name: '非表示' })).toBeInTheDocument();
    expect(within(reply).getByRole('button', { name: '復元' })).toBeInTheDocument();
    expect(within(reply).getByRole('button', { name: '投稿停止' })).toBeInTheDocument();

    const character = await itemOf('デイブ');
    expect(within(character).getByText('キャラクター（ID 127691）')).toBeInTheDocument();
    expect(within(character).getByText('表示中')).toBeInTheDocument();
    expect(within(character).getByText('スパム')).toBeInTheDocument();
    expect(within(character).queryByRole('button', { name: '復元' })).not.toBeInTheDocument();
  });

  it('says when nothing awaits review, and lists suspensions and the audit log', async () => {
    renderPage({ queue: [[]], suspensions: [DAVE_SUSPENDED], audit: [[AUTO_HIDE, SUSPEND_DAVE]] });
    expect(await screen.findByText('確認待ちのコメントはありません')).toBeInTheDocument();
    const suspensions = screen.getByRole('region', { name: '投稿停止中のユーザー' });
    expect(await within(suspensions).findByText('ユーザーID u-dave')).toBeInTheDocument();
    expect(within(suspensions).getByText('無期限')).toBeInTheDocument();
    expect(within(suspensions).getByText('理由: 宣伝の繰り返し')).toBeInTheDocument();

    const audit = screen.getByRole('region', { name: '監査ログ' });
    const rows = await within(audit).findAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      '日時操作実行者対象理由',
      expect.stringMatching(/自動非表示（通報）自動（通報）コメント #11・ユーザーID u-bob3人が通報$/),
      expect.stringMatching(/投稿停止アリスユーザーID u-dave宣伝の繰り返し$/),
    ]);
  });
});

describe('ModerationPage thread names', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('names a character’s thread from the catalogue, once per character, and keeps the id when it cannot', async () => {
    const gateway = jest.fn(async (_url: string, init: RequestInit) => {
      const { variables } = JSON.parse(String(init.body)) as { variables: { id: number } };
      if (variables.id !== 127691) throw new TypeError('Failed to fetch');
      const Character = {
        id: 127691,
        name: { full: 'Satoru Gojo', native: '五条悟' },
        image: null,
        media: null,
      };
      return { ok: true, status: 200, json: async () => ({ data: { Character } }) } as Response;
    });
    globalThis.fetch = gateway as unknown as typeof fetch;
    const user = userEvent.setup();
    const other = {
      ...CHARACTER_COMMENT,
      comment: { ...CHARACTER_COMMENT.comment, commentId: 19, thread: 'character:5' as const },
    };
    const again = { ...CHARACTER_COMMENT, comment: { ...CHARACTER_COMMENT.comment, commentId: 18 } };
    renderPage({ queue: [[CHARACTER_COMMENT, other], [again]] });
    expect(await screen.findByText('キャラクター「五条悟」')).toBeInTheDocument();
    expect(screen.getByText('キャラクター（ID 5）')).toBeInTheDocument();

    await user.click(screen.getAllByRole('button', { name: 'もっと見る' })[0]!);
    await waitFor(() => expect(screen.getAllByText('キャラクター「五条悟」')).toHaveLength(2));
    const asked = gateway.mock.calls.map(([, init]) => JSON.parse(String(init.body)).variables.id);
    expect(asked.filter((id) => id === 127691)).toHaveLength(1);
  });

  it('titles an episode thread by its work, once per work, and keeps the work id when it cannot', async () => {
    const TITLES: Record<number, { native: string | null; romaji: string | null }> = {
      113415: { native: '呪術廻戦', romaji: 'Jujutsu Kaisen' },
      5114: { native: null, romaji: 'Hagane no Renkinjutsushi: FULLMETAL ALCHEMIST' },
    };
    const gateway = jest.fn(async (_url: string, init: RequestInit) => {
      const { operationName, variables } = JSON.parse(String(init.body)) as {
        operationName: string;
        variables: { id: number };
      };
      const title = TITLES[variables.id];
      if (operationName !== 'GetMediaTitle' || !title) throw new TypeError('Failed to fetch');
      return {
        ok: true,
        status: 200,
        json: async () => ({ data: { Media: { id: variables.id, title } } }),
      } as Response;
    });
    globalThis.fetch = gateway as unknown as typeof fetch;
    const user = userEvent.setup();
    const episode = (commentId: number, thread: ThreadKey): ModerationItem => ({
      ...REPLY,
      comment: { ...REPLY.comment, commentId, parentId: null, thread },
      parent: null,
    });
    renderPage({
      queue: [
        [REPLY, episode(9, 'episode:21:1')],
        [episode(8, 'episode:113415:4'), episode(7, 'episode:5114:2')],
      ],
    });
    expect(await screen.findByText('『呪術廻戦』第3話')).toBeInTheDocument();
    expect(screen.getByText('第1話（作品ID 21）')).toBeInTheDocument();

    // The next page brings a new work: the known one is not asked again.
    await user.click(screen.getAllByRole('button', { name: 'もっと見る' })[0]!);
    expect(await screen.findByText('『呪術廻戦』第4話')).toBeInTheDocument();
    expect(
      await screen.findByText('『Hagane no Renkinjutsushi: FULLMETAL ALCHEMIST』第2話'),
    ).toBeInTheDocument();
    expect(screen.getByText('第1話（作品ID 21）')).toBeInTheDocument();
    const asked = gateway.mock.calls.map(([, init]) => JSON.parse(String(init.body)).variables.id);
    expect(asked.filter((id) => id === 113415)).toHaveLength(1);
    expect(asked.filter((id) => id === 5114)).toHaveLength(1);
  });
});

describe('ModerationPage pages', () => {
  it('reads older comments with もっと見る and moves the focus to the first it added', async () => {
    const user = userEvent.setup();
    const platform = renderPage({ queue: [[CHARACTER_COMMENT], [REPLY]] });
    await itemOf('デイブ');
    await user.click(screen.getAllByRole('button', { name: 'もっと見る' })[0]!);
    const heading = await screen.findByRole('heading', { name: 'ボブのコメント' });
    expect(heading).toHaveFocus();
    expect(platform.request).toHaveBeenCalledWith('/moderation/queue?before=20', expect.anything());
    expect(screen.queryAllByRole('button', { name: 'もっと見る' })).toHaveLength(0);
  });

  it('says why もっと見る failed and keeps what is shown', async () => {
    const user = userEvent.setup();
    const fail: Record<string, unknown> = {};
    renderPage({ queue: [[CHARACTER_COMMENT], [REPLY]], fail });
    await itemOf('デイブ');
    fail['GET /moderation/queue'] = new ApiError(0, 'network/unreachable', 'offline');
    await user.click(screen.getAllByRole('button', { name: 'もっと見る' })[0]!);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.network);
    expect(screen.getByRole('heading', { name: 'デイブのコメント' })).toBeInTheDocument();
  });

  it('pages the audit log', async () => {
    const user = userEvent.setup();
    const platform = renderPage({ queue: [[]], audit: [[AUTO_HIDE], [SUSPEND_DAVE]] });
    const audit = await screen.findByRole('region', { name: '監査ログ' });
    await within(audit).findByText('3人が通報');
    await user.click(within(audit).getByRole('button', { name: 'もっと見る' }));
    expect(await within(audit).findByText('アリス')).toBeInTheDocument();
    expect(platform.request).toHaveBeenCalledWith('/moderation/audit?before=5', expect.anything());
  });

  it('offers 再試行 when the suspensions or the audit log cannot be read', async () => {
    const user = userEvent.setup();
    const fail: Record<string, unknown> = {
      'GET /moderation/suspensions': new ApiError(503, 'service/unavailable', 'busy'),
      'GET /moderation/audit': new ApiError(500, 'internal/error', 'boom'),
    };
    renderPage({ suspensions: [DAVE_SUSPENDED], fail });
    const suspensions = await screen.findByRole('region', { name: '投稿停止中のユーザー' });
    const audit = screen.getByRole('region', { name: '監査ログ' });
    expect(await within(suspensions).findByRole('alert')).toHaveTextContent(MESSAGES.unavailable);
    expect(await within(audit).findByRole('alert')).toHaveTextContent(
      '監査ログを読み込めませんでした。しばらくしてからもう一度お試しください',
    );
    fail['GET /moderation/suspensions'] = undefined;
    fail['GET /moderation/audit'] = undefined;
    await user.click(within(suspensions).getByRole('button', { name: '再試行' }));
    await user.click(within(audit).getByRole('button', { name: '再試行' }));
    expect(await within(suspensions).findByText('無期限')).toBeInTheDocument();
    expect(await within(audit).findByText('3人が通報')).toBeInTheDocument();
  });
});

/** Opens an action's form on ボブ's item, fills it in and sends it. */
async function sendAction(user: UserEvent, item: HTMLElement, button: string, field: string, submit: string) {
  await user.click(within(item).getByRole('button', { name: button }));
  const reason = within(item).getByRole('textbox', { name: field });
  expect(reason).toHaveFocus();
  await user.type(reason, '確認しました');
  await user.click(within(item).getByRole('button', { name: submit }));
}

describe('ModerationPage actions', () => {
  it('非表示: asks for a reason, hides, says so, focuses 復元 and reads the audit log again', async () => {
    const user = userEvent.setup();
    const platform = renderPage();
    const item = await itemOf('ボブ');
    await user.click(within(item).getByRole('button', { name: '非表示' }));
    await user.click(within(item).getByRole('button', { name: '非表示にする' }));
    expect(within(item).getByRole('alert')).toHaveTextContent('理由を入力してください');
    expect(calls(platform, 'POST', '/moderation/comments/11/hide')).toHaveLength(0);

    await user.type(within(item).getByRole('textbox', { name: '非表示にする理由' }), '  ネタバレ  ');
    await user.click(within(item).getByRole('button', { name: '非表示にする' }));
    expect(await screen.findByRole('status')).toHaveTextContent('ボブのコメントを非表示にしました');
    expect(platform.request).toHaveBeenCalledWith('/moderation/comments/11/hide', {
      method: 'POST',
      body: { reason: 'ネタバレ' },
      signal: undefined,
    });
    expect(within(item).getByText('非表示（モデレーターによる）')).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: '非表示' })).not.toBeInTheDocument();
    expect(within(item).getByRole('button', { name: '復元' })).toHaveFocus();
    expect(within(item).queryByRole('form')).not.toBeInTheDocument();
    expect(calls(platform, 'GET', '/moderation/audit')).toHaveLength(2);
  });

  it('復元: shows the comment again, its reports cleared, and focuses 非表示', async () => {
    const user = userEvent.setup();
    const platform = renderPage();
    const item = await itemOf('ボブ');
    await sendAction(user, item, '復元', '復元する理由', '復元する');
    expect(await screen.findByRole('status')).toHaveTextContent('ボブのコメントを復元しました');
    expect(platform.request).toHaveBeenCalledWith('/moderation/comments/11/restore', {
      method: 'POST',
      body: { reason: '確認しました' },
      signal: undefined,
    });
    expect(within(item).getByText('表示中')).toBeInTheDocument();
    expect(within(item).getByRole('heading', { name: '通報 0件' })).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: '非表示' })).toHaveFocus();
  });

  it('投稿停止: for the chosen term, shown on the item and among the suspensions, focusing 投稿停止を解除', async () => {
    const user = userEvent.setup();
    const platform = renderPage();
    const item = await itemOf('ボブ');
    await user.click(within(item).getByRole('button', { name: '投稿停止' }));
    const terms = within(item).getByRole('group', { name: '停止する期間' });
    expect(within(terms).getByRole('radio', { name: '1日' })).toBeChecked();
    expect(within(terms).getByRole('radio', { name: '無期限' })).not.toBeChecked();
    await user.click(within(terms).getByRole('radio', { name: '7日' }));
    await user.type(within(item).getByRole('textbox', { name: '投稿停止の理由' }), 'ネタバレの繰り返し');
    await user.click(within(item).getByRole('button', { name: '投稿停止にする' }));

    expect(await screen.findByRole('status')).toHaveTextContent('ボブを投稿停止にしました');
    expect(platform.request).toHaveBeenCalledWith('/moderation/suspensions', {
      method: 'POST',
      body: { userId: 'u-bob', duration: '7d', reason: 'ネタバレの繰り返し' },
      signal: undefined,
    });
    expect(within(item).getByText(/投稿停止中/)).toBeInTheDocument();
    expect(item.querySelector('time[datetime="2026-11-28T12:00:00.000Z"]')).not.toBeNull();
    expect(within(item).getByRole('button', { name: '投稿停止を解除' })).toHaveFocus();
    const suspensions = screen.getByRole('region', { name: '投稿停止中のユーザー' });
    expect(within(suspensions).getByText('ボブ')).toBeInTheDocument();
    expect(within(suspensions).getByText('理由: ネタバレの繰り返し')).toBeInTheDocument();
  });

  it('投稿停止を解除 on an item: lifts it with a reason, focusing 投稿停止', async () => {
    const user = userEvent.setup();
    const suspended = { ...REPLY, authorSuspension: { ...DAVE_SUSPENDED, userId: 'u-bob' } };
    const platform = renderPage({
      queue: [[suspended]],
      suspensions: [{ ...DAVE_SUSPENDED, userId: 'u-bob' }],
    });
    const item = await itemOf('ボブ');
    expect(within(item).getByText('投稿停止中（無期限）')).toBeInTheDocument();
    const suspensions = screen.getByRole('region', { name: '投稿停止中のユーザー' });
    await within(suspensions).findByText('ボブ');

    await sendAction(user, item, '投稿停止を解除', '投稿停止を解除する理由', '投稿停止を解除する');
    expect(await screen.findByRole('status')).toHaveTextContent('ボブの投稿停止を解除しました');
    expect(platform.request).toHaveBeenCalledWith('/moderation/suspensions/u-bob', {
      method: 'DELETE',
      body: { reason: '確認しました' },
      signal: undefined,
    });
    expect(within(item).getByRole('button', { name: '投稿停止' })).toHaveFocus();
    expect(within(suspensions).getByText('投稿停止中のユーザーはいません')).toBeInTheDocument();
  });

  it('投稿停止を解除 among the suspensions: the row goes and the focus moves to the section', async () => {
    const user = userEvent.setup();
    renderPage({ queue: [[CHARACTER_COMMENT]], suspensions: [DAVE_SUSPENDED] });
    const suspensions = await screen.findByRole('region', { name: '投稿停止中のユーザー' });
    await within(suspensions).findByRole('button', { name: 'デイブの投稿停止を解除' });
    await sendAction(
      user,
      suspensions,
      'デイブの投稿停止を解除',
      '投稿停止を解除する理由',
      '投稿停止を解除する',
    );
    expect(await screen.findByRole('status')).toHaveTextContent('デイブの投稿停止を解除しました');
    expect(within(suspensions).getByText('投稿停止中のユーザーはいません')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '投稿停止中のユーザー' })).toHaveFocus();
    expect(within(await itemOf('デイブ')).getByRole('button', { name: '投稿停止' })).toBeInTheDocument();
  });

  it('キャンセル and Escape close the form and give the focus back to its button', async () => {
    const user = userEvent.setup();
    const platform = renderPage();
    const item = await itemOf('ボブ');
    await user.click(within(item).getByRole('button', { name: '非表示' }));
    await user.click(within(item).getByRole('button', { name: 'キャンセル' }));
    expect(within(item).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(item).getByRole('button', { name: '非表示' })).toHaveFocus();

    await user.click(within(item).getByRole('button', { name: '投稿停止' }));
    await user.keyboard('{Escape}');
    expect(within(item).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(item).getByRole('button', { name: '投稿停止' })).toHaveFocus();
    expect(calls(platform, 'POST', '/moderation/suspensions')).toHaveLength(0);
  });

  const FAILURES: [string, unknown, string | null][] = [
    ['no connection', new ApiError(0, 'network/unreachable', 'offline'), MESSAGES.network],
    ['an expired sign-in (401)', new ApiError(401, 'auth/invalid_token', 'x'), MESSAGES.signInAgain],
    ['a removed moderator (403)', new ApiError(403, 'auth/forbidden', 'x'), ACTION_MESSAGES.moderatorOnly],
    ['a deleted comment or unknown user (404)', null, null],
    ['a busy server (503)', new ApiError(503, 'service/unavailable', 'x'), MESSAGES.unavailable],
    ['a server error (500)', new ApiError(500, 'internal/error', 'x'), null],
  ];

  const ACTIONS: {
    name: string;
    route: string;
    method: string;
    open: [string, string, string];
    notFound: [ApiError, string];
    failed: string;
    suspended?: boolean;
  }[] = [
    {
      name: '非表示',
      method: 'POST',
      route: '/moderation/comments/11/hide',
      open: ['非表示', '非表示にする理由', '非表示にする'],
      notFound: [new ApiError(404, 'comment/not_found', 'x'), ACTION_MESSAGES.commentGone],
      failed: 'コメントを非表示にできませんでした',
    },
    {
      name: '復元',
      method: 'POST',
      route: '/moderation/comments/11/restore',
      open: ['復元', '復元する理由', '復元する'],
      notFound: [new ApiError(404, 'comment/not_found', 'x'), ACTION_MESSAGES.commentGone],
      failed: 'コメントを復元できませんでした',
    },
    {
      name: '投稿停止',
      method: 'POST',
      route: '/moderation/suspensions',
      open: ['投稿停止', '投稿停止の理由', '投稿停止にする'],
      notFound: [new ApiError(404, 'user/not_found', 'x'), ACTION_MESSAGES.userGone],
      failed: '投稿停止にできませんでした',
    },
    {
      name: '投稿停止を解除',
      method: 'DELETE',
      route: '/moderation/suspensions/u-bob',
      open: ['投稿停止を解除', '投稿停止を解除する理由', '投稿停止を解除する'],
      // A backend without the route yet: no better word than the action's.
      notFound: [
        new ApiError(404, 'route/not_found', 'x'),
        '投稿停止を解除できませんでした。しばらくしてからもう一度お試しください',
      ],
      failed: '投稿停止を解除できませんでした',
      suspended: true,
    },
  ];

  describe.each(ACTIONS)('$name refused', ({ method, route, open, notFound, failed, suspended }) => {
    it.each(FAILURES)(
      'by %s: says why in the form, which keeps the reason',
      async (_name, error, message) => {
        const user = userEvent.setup();
        const failure = error ?? notFound[0];
        const expected =
          error === null ? notFound[1] : (message ?? `${failed}。しばらくしてからもう一度お試しください`);
        const item = suspended
          ? { ...REPLY, authorSuspension: { ...DAVE_SUSPENDED, userId: 'u-bob' } }
          : REPLY;
        const platform = renderPage({ queue: [[item]], fail: { [`${method} ${route}`]: failure } });
        const article = await itemOf('ボブ');
        await sendAction(user, article, ...open);

        const form = within(article).getByRole('form', { name: open[2] });
        expect(await within(form).findByRole('alert')).toHaveTextContent(expected);
        expect(within(form).getByRole('textbox', { name: open[1] })).toHaveValue('確認しました');
        expect(within(form).getByRole('textbox', { name: open[1] })).toHaveFocus();
        expect(within(form).getByRole('button', { name: open[2] })).toBeEnabled();
        expect(screen.getByRole('status')).toBeEmptyDOMElement();
        // Nothing changed on screen, and the audit log was not read again.
        expect(within(article).getByText('非表示（通報が多いため自動で・確認待ち）')).toBeInTheDocument();
        expect(calls(platform, 'GET', '/moderation/audit')).toHaveLength(1);
        expect(consoleError).toHaveBeenCalledWith('モデレーションの操作に失敗しました', failure);
      },
    );
  });

  it('keeps the send button disabled while an action is on its way', async () => {
    const user = userEvent.setup();
    let answer: (item: ModerationItem) => void = () => undefined;
    const server = moderationServer();
    const platform = createTestPlatform({
      auth: MODERATOR,
      api: (path, request) =>
        path.endsWith('/hide') ? new Promise((resolve) => (answer = resolve)) : server(path, request),
    });
    render(<ModerationPage platform={platform} />);
    const item = await itemOf('ボブ');
    await sendAction(user, item, '非表示', '非表示にする理由', '非表示にする');
    expect(within(item).getByRole('button', { name: '送信中…' })).toBeDisabled();
    expect(within(item).getByRole('button', { name: 'キャンセル' })).toBeDisabled();
    await act(async () => answer({ ...REPLY, comment: { ...REPLY.comment, hidden: 'moderation' } }));
    expect(within(item).getByText('非表示（モデレーターによる）')).toBeInTheDocument();
  });
});
