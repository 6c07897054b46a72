// ChatService's guard around any provider: timeouts, client aborts, failures and history capping.
import { Logger } from '@nestjs/common';
import { AppError } from '../common';
import { DEFAULT_CHAT_OPTIONS } from './chat.options';
import { ChatService } from './chat.service';
import { satoru } from './personas/satoru.persona';
import type { ChatProvider, ChatProviderRequest } from './providers/chat-provider';

function service(stream: ChatProvider['stream'], upstreamTimeoutMs = 100): ChatService {
  return new ChatService(
    { mode: 'model', stream },
    { ...DEFAULT_CHAT_OPTIONS, upstreamTimeoutMs },
    { find: () => Promise.resolve('unknown') },
  );
}

async function collect(replies: AsyncIterable<string>): Promise<string[]> {
  const pieces: string[] = [];
  for await (const piece of replies) pieces.push(piece);
  return pieces;
}

const never = () => new Promise<never>(() => undefined);

// The warnings these failures log are expected here.
beforeAll(() => Logger.overrideLogger(false));

describe('ChatService.reply', () => {
  it('passes the pieces through', async () => {
    const chat = service(async function* () {
      yield 'や';
      yield 'あ';
    });
    expect(
      await collect(chat.reply({ persona: satoru, message: 'hi' }, new AbortController().signal)),
    ).toEqual(['や', 'あ']);
  });

  it('times out a provider that goes silent even if it ignores its abort signal', async () => {
    let signal: AbortSignal | undefined;
    const chat = service(async function* (_request, upstreamSignal) {
      signal = upstreamSignal;
      yield 'first';
      await never();
    });
    const started = Date.now();
    await expect(
      collect(chat.reply({ persona: satoru, message: 'hi' }, new AbortController().signal)),
    ).rejects.toEqual(new AppError('chat/upstream_timeout', 'The chat service did not answer in time'));
    expect(Date.now() - started).toBeLessThan(1000);
    expect(signal?.aborted).toBe(true);
  });

  it('resets the timeout on every piece, so a slow but steady reply completes', async () => {
    const chat = service(async function* () {
      for (let i = 0; i < 5; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 60));
        yield `${i}`;
      }
    }, 100);
    expect(
      await collect(chat.reply({ persona: satoru, message: 'hi' }, new AbortController().signal)),
    ).toHaveLength(5);
  });

  it('ends quietly and aborts the provider when the client goes away', async () => {
    let signal: AbortSignal | undefined;
    const chat = service(async function* (_request, upstreamSignal) {
      signal = upstreamSignal;
      yield 'first';
      await never();
    }, 10_000);
    const client = new AbortController();
    const pieces: string[] = [];
    const done = (async () => {
      for await (const piece of chat.reply({ persona: satoru, message: 'hi' }, client.signal)) {
        pieces.push(piece);
        client.abort();
      }
    })();
    await expect(done).resolves.toBeUndefined();
    expect(pieces).toEqual(['first']);
    expect(signal?.aborted).toBe(true);
  });

  it('turns any provider error into chat/upstream_failed without its message', async () => {
    const chat = service(async function* () {
      yield* [];
      throw Object.assign(new Error('Incorrect API key provided: sk-secret'), { status: 401 });
    });
    const failure = collect(chat.reply({ persona: satoru, message: 'hi' }, new AbortController().signal));
    await expect(failure).rejects.toEqual(
      new AppError('chat/upstream_failed', 'The chat service could not answer'),
    );
    await expect(failure).rejects.not.toHaveProperty('message', expect.stringContaining('sk-secret'));
  });

  it('hands the provider a capped history', async () => {
    let seen: ChatProviderRequest | undefined;
    const chat = service(async function* (request) {
      seen = request;
      yield 'ok';
    });
    const history = Array.from({ length: 40 }, (_, i) => ({ role: 'user' as const, content: `${i}` }));
    await collect(chat.reply({ persona: satoru, message: 'hi', history }, new AbortController().signal));
    expect(seen?.history).toHaveLength(20);
    expect(seen?.history.at(-1)?.content).toBe('39');
  });
});

describe('ChatService.persona and summary', () => {
  const chat = service(async function* () {
    yield* [];
  });

  it.each([
    [undefined, 'satoru'],
    ['satoru', 'satoru'],
    ['character:アーニャ@SPY×FAMILY', 'character:アーニャ@SPY×FAMILY'],
  ])('resolves %j to %s', async (id, expected) => {
    expect((await chat.persona(id)).id).toBe(expected);
  });

  it.each(['', 'someone', 'character:', 'character-id:42'])(
    'refuses %j with chat/unknown_persona',
    async (id) => {
      await expect(chat.persona(id)).rejects.toThrow(
        new AppError('chat/unknown_persona', 'personaId: unknown persona'),
      );
    },
  );

  it.each([
    [undefined, undefined, 'satoru'],
    ['  ', 'x', 'satoru'],
    ['アーニャ', 'SPY×FAMILY', 'character:アーニャ@SPY×FAMILY'],
    ['アーニャ', undefined, 'character:アーニャ'],
  ])('summarises character %j of %j as %s', async (character, anime, id) => {
    expect(await chat.summary({ character, anime })).toMatchObject({ id, mode: 'model' });
  });
});
