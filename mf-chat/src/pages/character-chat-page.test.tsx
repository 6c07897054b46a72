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
  render(<CharacterChatPage platform={platform} />);
  return { user: userEvent.setup(), request, fetchMock, streams, bus };
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

  it('chats as the character the character page selected, and can switch to サトル and back', async () => {
    const { user, request, fetchMock } = setup({ selected: TANJIRO });
    expect(await within(log()).findByText('こんにちは、『鬼滅の刃』の竈門炭治郎だよ')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith(
      `/chat/persona?characterId=42&character=${encodeURIComponent('竈門炭治郎')}&anime=${encodeURIComponent('鬼滅の刃')}`,
      expect.anything(),
    );
    expect(input()).toHaveAttribute('placeholder', '竈門炭治郎に話しかけよう...');
    await user.type(input(), 'やあ{Enter}');
    expect(sentBody(fetchMock).personaId).toBe('character-id:42');

    await user.click(screen.getByRole('button', { name: 'サトルと話す' }));
    expect(await within(log()).findByText(SATORU.greeting)).toBeInTheDocument();
    expect(items()).toHaveLength(1);
    expect(input()).toHaveAttribute('placeholder', 'サトルに話しかけよう...');

    await user.click(screen.getByRole('button', { name: '竈門炭治郎と話す' }));
    expect(await within(log()).findByText('こんにちは、『鬼滅の刃』の竈門炭治郎だよ')).toBeInTheDocument();
  });

  it('greets with a built-in description when the persona endpoint is down', async () => {
    setup({ personaFails: true });
    expect(await within(log()).findByText(SATORU.greeting)).toBeInTheDocument();
    expect(input()).toHaveAttribute('placeholder', 'サトルに話しかけよう...');
  });
});
