// Runs one chat turn: resolves the persona, caps the history, and guards the provider with a timeout.
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { PersonaQuery } from '@anifan/contract';
import { AppError } from '../common';
import { CHAT_OPTIONS, type ChatOptions } from './chat.options';
import { characterIdPersona, parseCharacterIdPersonaId } from './lib/character-id-persona';
import { cleanCharacterRef, deriveCharacterPersona } from './lib/character-persona';
import type { ChatTurn } from './lib/chat-turn';
import { capHistory } from './lib/history';
import type { Persona, PersonaSummary } from './lib/persona';
import { resolvePersona } from './lib/resolve-persona';
import { CHARACTER_DIRECTORY, type CharacterDirectory } from './providers/catalog-characters';
import { CHAT_PROVIDER, type ChatProvider } from './providers/chat-provider';

export interface ChatTurnRequest {
  persona: Persona;
  message: string;
  history?: readonly ChatTurn[];
}

const catalogueUnavailable = () =>
  new AppError('service/unavailable', 'The catalogue cannot say who this character is right now; try again');

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
    @Inject(CHARACTER_DIRECTORY) private readonly characters: CharacterDirectory,
  ) {}

  get mode(): 'offline' | 'model' {
    return this.provider.mode;
  }

  /** The persona a chat request names: built in, a character's by its id, or one derived from a name. */
  async persona(personaId: string | undefined): Promise<Persona> {
    const characterId = personaId === undefined ? null : parseCharacterIdPersonaId(personaId);
    if (characterId !== null) {
      const found = await this.characterPersona(characterId);
      if (found === 'unavailable') throw catalogueUnavailable();
      if (found) return found;
    } else {
      const persona = resolvePersona(personaId);
      if (persona) return persona;
    }
    throw new AppError('chat/unknown_persona', 'personaId: unknown persona');
  }

  /**
   * What the page shows of whoever the chat is with: サトル; a character by its canonical id, named as
   * the catalogue names it (so every page that opens it gets the same persona); or, with a name only
   * (or when the catalogue cannot say who the id is), a persona derived from that name and anime.
   */
  async summary(query: PersonaQuery): Promise<PersonaSummary> {
    let persona = await this.persona(undefined);
    const found = query.characterId === undefined ? null : await this.characterPersona(query.characterId);
    if (found && found !== 'unavailable') {
      persona = found;
    } else if (query.character !== undefined && query.character.trim() !== '') {
      const ref = cleanCharacterRef(query.character, query.anime);
      if (!ref) throw new AppError('request/invalid', 'character: at most 60 characters; anime: at most 120');
      persona = deriveCharacterPersona(ref);
    } else if (found === 'unavailable') {
      throw catalogueUnavailable();
    } else if (query.characterId !== undefined) {
      throw new AppError('chat/unknown_persona', 'characterId: no such character');
    }
    const { id, displayName, anime: personaAnime, greeting } = persona;
    return { id, displayName, anime: personaAnime, greeting, mode: this.mode };
  }

  /** The persona of character `id`; null when there is no such character. */
  private async characterPersona(id: number): Promise<Persona | 'unavailable' | null> {
    const identity = await this.characters.find(id);
    if (identity === 'unavailable') return 'unavailable';
    return identity === 'unknown' ? null : characterIdPersona(id, identity);
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
