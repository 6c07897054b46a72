// Runs one chat turn: resolves the persona, caps the history, and guards the provider with a timeout.
import { Inject, Injectable, Logger } from '@nestjs/common';
import { AppError } from '../common/errors';
import { CHAT_OPTIONS, type ChatOptions } from './chat.options';
import { cleanCharacterRef, deriveCharacterPersona } from './lib/character-persona';
import type { ChatTurn } from './lib/chat-turn';
import { capHistory } from './lib/history';
import type { Persona, PersonaSummary } from './lib/persona';
import { resolvePersona } from './lib/resolve-persona';
import { CHAT_PROVIDER, type ChatProvider } from './providers/chat-provider';

export interface ChatTurnRequest {
  persona: Persona;
  message: string;
  history?: readonly ChatTurn[];
}

/** Names the failure for the log without its message, which may echo request or credential details. */
function describeFailure(error: unknown): string {
  const { name, status, cause } = (error ?? {}) as {
    name?: string;
    status?: unknown;
    cause?: { code?: unknown };
  };
  return [
    name ?? 'Error',
    typeof status === 'number' ? `HTTP ${status}` : '',
    typeof cause?.code === 'string' ? cause.code : '',
  ]
    .filter(Boolean)
    .join(' ');
}

@Injectable()
export class ChatService {
  private readonly logger = new Logger('ChatService');

  constructor(
    @Inject(CHAT_PROVIDER) private readonly provider: ChatProvider,
    @Inject(CHAT_OPTIONS) private readonly options: ChatOptions,
  ) {}

  get mode(): 'offline' | 'model' {
    return this.provider.mode;
  }

  persona(personaId: string | undefined): Persona {
    const persona = resolvePersona(personaId);
    if (!persona) throw new AppError('chat/unknown_persona', 'personaId: unknown persona');
    return persona;
  }

  /** The default persona, or one derived from a character name (and anime) for the page's greeting. */
  summary(character: string | undefined, anime: string | undefined): PersonaSummary {
    let persona = this.persona(undefined);
    if (character !== undefined && character.trim() !== '') {
      const ref = cleanCharacterRef(character, anime);
      if (!ref) throw new AppError('request/invalid', 'character: at most 60 characters; anime: at most 120');
      persona = deriveCharacterPersona(ref);
    }
    const { id, displayName, anime: personaAnime, greeting } = persona;
    return { id, displayName, anime: personaAnime, greeting, mode: this.mode };
  }

  /**
   * The persona's reply in pieces. Fails with `chat/upstream_timeout` when the provider is silent for
   * `upstreamTimeoutMs` and `chat/upstream_failed` on any other provider error; ends quietly, with the
   * upstream request aborted, when `clientSignal` aborts (the browser went away).
   */
  async *reply(request: ChatTurnRequest, clientSignal: AbortSignal): AsyncGenerator<string> {
    const upstream = new AbortController();
    let timedOut = false;
    let timer: NodeJS.Timeout | undefined;
    let interrupt: (reason: unknown) => void = () => undefined;
    // Settles only on timeout or client abort, so a provider that ignores its signal cannot hang us.
    const interrupted = new Promise<never>((_resolve, reject) => {
      interrupt = reject;
    });
    interrupted.catch(() => undefined);
    const stop = (reason: unknown) => {
      upstream.abort(reason);
      interrupt(reason);
    };
    const onClientAbort = () => stop(clientSignal.reason);
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timedOut = true;
        stop(new Error('upstream timeout'));
      }, this.options.upstreamTimeoutMs);
    };

    if (clientSignal.aborted) return;
    clientSignal.addEventListener('abort', onClientAbort, { once: true });
    const replies = this.provider.stream(
      { persona: request.persona, history: capHistory(request.history ?? []), message: request.message },
      upstream.signal,
    );
    const iterator = replies[Symbol.asyncIterator]();
    let finished = false;
    try {
      arm();
      for (;;) {
        const next = await Promise.race([iterator.next(), interrupted]);
        if (next.done) {
          finished = true;
          return;
        }
        arm();
        yield next.value;
      }
    } catch (error) {
      if (clientSignal.aborted) return;
      if (timedOut) {
        this.logger.warn(`Chat provider silent for ${this.options.upstreamTimeoutMs} ms; aborted`);
        throw new AppError('chat/upstream_timeout', 'The chat service did not answer in time');
      }
      this.logger.warn(`Chat provider failed: ${describeFailure(error)}`);
      throw new AppError('chat/upstream_failed', 'The chat service could not answer');
    } finally {
      clearTimeout(timer);
      clientSignal.removeEventListener('abort', onClientAbort);
      if (!finished) {
        upstream.abort();
        void iterator.return?.().catch(() => undefined);
      }
    }
  }
}
