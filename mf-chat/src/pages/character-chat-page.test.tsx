import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SelectedCharacter } from '@anifan/contract';
import { createTestPlatform } from '@anifan/contract/testing';
import type { PersonaInfo } from '../features/chat/lib/persona-target';
import { fakeStreamResponse, type FakeStreamResponse } from '../testing/fake-stream-response';
import CharacterChatPage, { OFFLINE_NOTE } from './character-chat-page';

const FAILURE_LINE = 'うわ、ごめん！ちょっとミスったかも…もう一回お願い！';
const SATORU: PersonaInfo = {
  id: 'satoru',
  displayName: 'サトル',
  anime: '呪術廻戦',
  greeting: 'やあ、僕はサトル。最強だから、なんでも聞いてよ',
  mode: 'offline',
};
const TANJIRO: SelectedCharacter = {
  id: 42,
  name: '竈門炭治郎',
  image: '',
  voiceActors: '花江夏樹',
  voiceActorsImage: '',
  animeTitle: '鬼滅の刃',
};

interface SetupOptions {
  mode?: 'offline' | 'model';
  selected?: SelectedCharacter | null;
  personaFails?: boolean;
  stream?: () => Promise<Response>;
}

function setup({ mode = 'offline', selected = null, personaFails = false, stream }: SetupOptions = {}) {
  const request = jest.fn(async (path: string) => {
    if (personaFails) throw new Error('persona endpoint down');
    const query = new URLSearchParams(path.split('?')[1] ?? '');
    const character = query.get('character');
    if (!character) return { ...SATORU, mode };
    const anime = query.get('anime') ?? '';
    const characterId = query.get('characterId');
    return {
      id: characterId ? `character-id:${characterId}` : `character:${character}@${anime}`,
      displayName: character,
      anime,
      greeting: `こんにちは、『${anime}』の${character}だよ`,
      mode,
    };
  });
  const platform = createTestPlatform({
    config: { apiBaseUrl: '/api', chat: { mode } },
    character: selected,
    api: request,
  });
  const { bus } = platform;
  const streams: FakeStreamResponse[] = [];
  const fetchMock = jest.fn(
    stream ??
      (async () => {
        const next = fakeStreamResponse();
        streams.push(next);
        return next.response;
      }),
  );
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  const { unmount } = render(<CharacterChatPage platform={platform} />);
  return { user: userEvent.setup(), request, fetchMock, streams, bus, unmount };
}

const input = () => screen.getByRole('textbox', { name: 'メッセージ' });
const log = () => screen.getByRole('log');
const items = () => within(log()).getAllByRole('listitem');
const sentBody = (fetchMock: jest.Mock, call = 0) =>
  JSON.parse((fetchMock.mock.calls[call] as [string, RequestInit])[1].body as string) as {
    message: string;
    history: Array<{ role: string; content: string }>;
    personaId: string;
  };

afterEach(() => {
  sessionStorage.clear();
});

describe('CharacterChatPage', () => {
  it('greets first, as サトル, with its placeholder and a 送信 button', async () => {
    setup();
    expect(await within(log()).findByText(SATORU.greeting)).toBeInTheDocument();
    expect(items()).toHaveLength(1);
    expect(items()[0]).toHaveClass('fromPersona');
    expect(within(items()[0] as HTMLElement).getByText('サトル')).toBeInTheDocument();
    expect(input()).toHaveAttribute('placeholder', 'サトルに話しかけよう...');
    expect(screen.getByRole('button', { name: '送信' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'サトル' })).toBeInTheDocument();
  });

  it('sends with Enter: your message on the right, the reply streaming in on the left', async () => {
    const { user, fetchMock, streams } = setup();
    await screen.findByText(SATORU.greeting);
    await user.type(input(), 'こんにちは{Enter}');

    expect(input()).toHaveValue('');
    const yours = within(log()).getByText('こんにちは').closest('li');
    expect(yours).toHaveClass('fromYou');
    expect(screen.getByTestId('typing-indicator')).toBeInTheDocument();
    expect(log()).toHaveAttribute('aria-busy', 'true');
    expect(fetchMock).toHaveBeenCalledWith('/api/chat/stream', expect.objectContaining({ method: 'POST' }));
    expect(sentBody(fetchMock)).toEqual({
      message: 'こんにちは',
      history: [{ role: 'assistant', content: SATORU.greeting }],
      personaId: 'satoru',
    });

    await act(async () => streams[0]?.delta('やあ'));
    const reply = (await within(log()).findByText('やあ')).closest('li');
    expect(reply).toHaveClass('fromPersona');
    expect(screen.queryByTestId('typing-indicator')).not.toBeInTheDocument();

    await act(async () => streams[0]?.delta('、元気？'));
    expect(await within(log()).findByText('やあ、元気？')).toBeInTheDocument();
    await act(async () => streams[0]?.done());
    await waitFor(() => expect(log()).toHaveAttribute('aria-busy', 'false'));
    expect(items()).toHaveLength(3);
  });

  it('sends the conversation so far as history with the next message', async () => {
    const { user, fetchMock, streams } = setup();
    await screen.findByText(SATORU.greeting);
    await user.type(input(), '一つ目{Enter}');
    await act(async () => {
      streams[0]?.delta('返事');
      streams[0]?.done();
    });
    await waitFor(() => expect(log()).toHaveAttribute('aria-busy', 'false'));
    await user.type(input(), '二つ目');
    await user.click(screen.getByRole('button', { name: '送信' }));
    expect(sentBody(fetchMock, 1)).toEqual({
      message: '二つ目',
      history: [
        { role: 'assistant', content: SATORU.greeting },
        { role: 'user', content: '一つ目' },
        { role: 'assistant', content: '返事' },
      ],
      personaId: 'satoru',
    });
  });

  it('inserts a newline with Shift+Enter instead of sending', async () => {
    const { user, fetchMock } = setup();
    await screen.findByText(SATORU.greeting);
    await user.type(input(), '一行目{Shift>}{Enter}{/Shift}二行目');
    expect(input()).toHaveValue('一行目\n二行目');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['isComposing', { key: 'Enter', isComposing: true }],
    ['keyCode 229', { key: 'Enter', keyCode: 229 }],
  ])('does nothing on Enter during IME composition (%s)', async (_name, init) => {
    const { user, fetchMock } = setup();
    await screen.findByText(SATORU.greeting);
    await user.type(input(), 'へんかん');
    fireEvent.keyDown(input(), init);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(input()).toHaveValue('へんかん');
  });

  it.each(['', '   ', '\u3000'])('does not send %j', async (text) => {
    const { user, fetchMock } = setup();
    await screen.findByText(SATORU.greeting);
    if (text) await user.type(input(), text);
    await user.type(input(), '{Enter}');
    expect(screen.getByRole('button', { name: '送信' })).toBeDisabled();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(items()).toHaveLength(1);
  });

  it.each<[string, SetupOptions['stream']]>([
    ['the network fails', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the server answers 500', async () => fakeStreamResponse(500).response],
    ['the server answers 429', async () => fakeStreamResponse(429).response],
  ])('says the failure line when %s', async (_name, stream) => {
    const { user } = setup({ stream });
    await screen.findByText(SATORU.greeting);
    await user.type(input(), 'やあ{Enter}');
    const line = (await within(log()).findByText(FAILURE_LINE)).closest('li');
    expect(line).toHaveClass('fromPersona');
    expect(screen.queryByTestId('typing-indicator')).not.toBeInTheDocument();
  });

  it('keeps what streamed and adds the failure line when the stream breaks', async () => {
    const { user, streams, fetchMock } = setup();
    await screen.findByText(SATORU.greeting);
    await user.type(input(), 'やあ{Enter}');
    await act(async () => {
      streams[0]?.delta('途中まで');
      streams[0]?.push('event: error\ndata: {"error":{"code":"chat/upstream_timeout","message":"x"}}\n\n');
    });
    expect(await within(log()).findByText(FAILURE_LINE)).toBeInTheDocument();
    expect(within(log()).getByText('途中まで')).toBeInTheDocument();

    // The failed turn is not sent back as history.
    await user.type(input(), 'もう一回{Enter}');
    expect(sentBody(fetchMock, 1).history).toEqual([
      { role: 'assistant', content: SATORU.greeting },
      { role: 'user', content: 'やあ' },
    ]);
  });

  it('shows replies as text, never as HTML', async () => {
    const { user, streams } = setup();
    await screen.findByText(SATORU.greeting);
    await user.type(input(), '<b>太字</b>{Enter}');
    await act(async () => {
      streams[0]?.delta('<img src=x onerror="window.hacked=1">');
      streams[0]?.done();
    });
    expect(await within(log()).findByText('<img src=x onerror="window.hacked=1">')).toBeInTheDocument();
    expect(within(log()).getByText('<b>太字</b>')).toBeInTheDocument();
    expect(log().querySelector('b, img[src="x"]')).toBeNull();
  });

  it.each<['offline' | 'model', boolean]>([
    ['offline', true],
    ['model', false],
  ])('in %s mode shows the offline note: %s', async (mode, shown) => {
    setup({ mode });
    await screen.findByText(SATORU.greeting);
    expect(screen.queryByText(OFFLINE_NOTE) !== null).toBe(shown);
  });

  it('chats as the character the character page selected, and offers no other persona', async () => {
    const { user, request, fetchMock } = setup({ selected: TANJIRO });
    expect(await within(log()).findByText('こんにちは、『鬼滅の刃』の竈門炭治郎だよ')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith(
      `/chat/persona?characterId=42&character=${encodeURIComponent('竈門炭治郎')}&anime=${encodeURIComponent('鬼滅の刃')}`,
      expect.anything(),
    );
    expect(request).toHaveBeenCalledTimes(1);
    expect(input()).toHaveAttribute('placeholder', '竈門炭治郎に話しかけよう...');
    expect(screen.getByRole('heading', { name: '竈門炭治郎' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /と話す/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/サトル/)).not.toBeInTheDocument();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['送信']);
    await user.type(input(), 'やあ{Enter}');
    expect(sentBody(fetchMock).personaId).toBe('character-id:42');
  });

  it('follows a character selected later, with that character only', async () => {
    const { bus } = setup();
    await within(log()).findByText(SATORU.greeting);
    act(() => bus.selectCharacter(TANJIRO));
    expect(await within(log()).findByText('こんにちは、『鬼滅の刃』の竈門炭治郎だよ')).toBeInTheDocument();
    expect(items()).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /と話す/ })).not.toBeInTheDocument();
  });

  it('greets with a built-in description when the persona endpoint is down', async () => {
    setup({ personaFails: true });
    expect(await within(log()).findByText(SATORU.greeting)).toBeInTheDocument();
    expect(input()).toHaveAttribute('placeholder', 'サトルに話しかけよう...');
  });
});

describe('CharacterChatPage after a reload', () => {
  const TANJIRO_GREETING = 'こんにちは、『鬼滅の刃』の竈門炭治郎だよ';

  async function chatOnce(page: ReturnType<typeof setup>, message: string, reply: string) {
    await page.user.type(input(), `${message}{Enter}`);
    await act(async () => {
      page.streams.at(-1)?.delta(reply);
      page.streams.at(-1)?.done();
    });
    await waitFor(() => expect(log()).toHaveAttribute('aria-busy', 'false'));
  }

  it('brings back the conversation with the character, and goes on from it', async () => {
    const first = setup({ selected: TANJIRO });
    await within(log()).findByText(TANJIRO_GREETING);
    await chatOnce(first, 'やあ', 'こんにちは！元気？');
    first.unmount();

    const again = setup({ selected: TANJIRO });
    expect(await within(log()).findByText('こんにちは！元気？')).toBeInTheDocument();
    expect(items()).toHaveLength(3);
    expect(within(log()).getByText(TANJIRO_GREETING)).toBeInTheDocument();
    expect(within(log()).getByText('やあ').closest('li')).toHaveClass('fromYou');
    expect(within(log()).getByText('こんにちは！元気？').closest('li')).toHaveClass('fromPersona');

    await again.user.type(input(), '元気だよ{Enter}');
    expect(sentBody(again.fetchMock)).toEqual({
      message: '元気だよ',
      history: [
        { role: 'assistant', content: TANJIRO_GREETING },
        { role: 'user', content: 'やあ' },
        { role: 'assistant', content: 'こんにちは！元気？' },
      ],
      personaId: 'character-id:42',
    });
    await act(async () => {
      again.streams[0]?.delta('よかった');
      again.streams[0]?.done();
    });
    expect(await within(log()).findByText('よかった')).toBeInTheDocument();
    expect(within(log()).getAllByText('やあ')).toHaveLength(1);
  });

  it('keeps each persona’s conversation apart', async () => {
    const satoru = setup();
    await within(log()).findByText(SATORU.greeting);
    await chatOnce(satoru, 'サトルへ', 'サトルから');
    satoru.unmount();

    const tanjiro = setup({ selected: TANJIRO });
    await within(log()).findByText(TANJIRO_GREETING);
    expect(items()).toHaveLength(1);
    await chatOnce(tanjiro, '炭治郎へ', '炭治郎から');
    tanjiro.unmount();

    setup();
    expect(await within(log()).findByText('サトルから')).toBeInTheDocument();
    expect(within(log()).queryByText('炭治郎から')).not.toBeInTheDocument();
    expect(items()).toHaveLength(3);
  });

  it('starts with the greeting in a new tab, whose session storage is empty', async () => {
    const first = setup({ selected: TANJIRO });
    await within(log()).findByText(TANJIRO_GREETING);
    await chatOnce(first, 'やあ', 'こんにちは！');
    first.unmount();
    sessionStorage.clear();

    setup({ selected: TANJIRO });
    expect(await within(log()).findByText(TANJIRO_GREETING)).toBeInTheDocument();
    expect(items()).toHaveLength(1);
  });

  it('keeps the failure line, and still leaves the failed turn out of the history', async () => {
    const first = setup({ stream: () => Promise.reject(new TypeError('Failed to fetch')) });
    await within(log()).findByText(SATORU.greeting);
    await first.user.type(input(), 'やあ{Enter}');
    await within(log()).findByText(FAILURE_LINE);
    await waitFor(() => expect(log()).toHaveAttribute('aria-busy', 'false'));
    first.unmount();

    const again = setup();
    expect(await within(log()).findByText(FAILURE_LINE)).toBeInTheDocument();
    await again.user.type(input(), 'もう一回{Enter}');
    expect(sentBody(again.fetchMock).history).toEqual([
      { role: 'assistant', content: SATORU.greeting },
      { role: 'user', content: 'やあ' },
    ]);
  });

  it.each(['not json', '{}', '[]', '[{"id":1,"role":"admin","text":"x","kind":"reply"}]'])(
    'greets afresh when what was kept is unreadable: %j',
    async (stored) => {
      sessionStorage.setItem('anifan.chat.character-id:42', stored);
      setup({ selected: TANJIRO });
      expect(await within(log()).findByText(TANJIRO_GREETING)).toBeInTheDocument();
      expect(items()).toHaveLength(1);
    },
  );
});
