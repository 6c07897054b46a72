// HTTP surface of the chat: the reply as plain text, as Server-Sent Events, and persona info.
import { Body, Controller, Header, HttpCode, Inject, Query, Req, Res } from '@nestjs/common';
import type { ChatRequest, PersonaQuery } from '@anifan/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../common';
import { ApiEndpoint, bodyPipe, EventStreams, queryPipe, RateLimiterService, sseEvent } from '../http';
import { CHAT_OPTIONS, type ChatOptions } from './chat.options';
import { ChatService } from './chat.service';
import type { PersonaSummary } from './lib/persona';

/** Aborts when the client goes away before the response has been completely sent. */
function abortOnDisconnect(response: FastifyReply['raw']): AbortSignal {
  const controller = new AbortController();
  // `close` on the response (not the request, which closes once its body is read) means the
  // connection ended; `writableFinished` tells a finished answer from a browser that left.
  response.on('close', () => {
    if (!response.writableFinished) controller.abort(new Error('client disconnected'));
  });
  return controller.signal;
}

function errorBody(error: unknown): { error: { code: string; message: string } } {
  return error instanceof AppError
    ? { error: { code: error.code, message: error.message } }
    : { error: { code: 'internal/error', message: 'Internal server error' } };
}

@Controller()
export class ChatController {
  constructor(
    private readonly chat: ChatService,
    private readonly rateLimiter: RateLimiterService,
    private readonly streams: EventStreams,
    @Inject(CHAT_OPTIONS) private readonly options: ChatOptions,
  ) {}

  /** `?characterId=<id>&character=<name>&anime=<title>` for a character's persona; none for サトル. */
  @ApiEndpoint('persona')
  persona(@Query(queryPipe('persona')) query: PersonaQuery): Promise<PersonaSummary> {
    return this.chat.summary(query);
  }

  /** `{message}` → the persona's reply as `text/plain` (docs/api.md#post-apichatchat). */
  @ApiEndpoint('chat')
  @HttpCode(200)
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  async reply(
    @Body(bodyPipe('chat')) body: ChatRequest,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    await this.limit(request);
    const persona = await this.chat.persona(body.personaId);
    const signal = abortOnDisconnect(reply.raw);
    let text = '';
    for await (const delta of this.chat.reply(
      { persona, message: body.message, history: body.history },
      signal,
    )) {
      text += delta;
    }
    return text;
  }

  /**
   * The reply as Server-Sent Events: `data: {"delta":"…"}` per piece, then `event: done`; a failure
   * after the stream has started arrives as `event: error` with the usual `{ error: { code, message } }`.
   */
  @ApiEndpoint('chatStream')
  async stream(
    @Body(bodyPipe('chatStream')) body: ChatRequest,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await this.limit(request);
    const persona = await this.chat.persona(body.personaId);
    const response = this.streams.open(request, reply);
    if (response === null) return;
    const signal = abortOnDisconnect(response);
    try {
      for await (const delta of this.chat.reply(
        { persona, message: body.message, history: body.history },
        signal,
      )) {
        response.write(sseEvent({ delta }));
      }
      if (!signal.aborted) response.write(sseEvent({}, 'done'));
    } catch (error) {
      if (!signal.aborted) response.write(sseEvent(errorBody(error), 'error'));
    } finally {
      response.end();
    }
  }

  private async limit(request: FastifyRequest): Promise<void> {
    const client = request.ip;
    const { limit, windowMs } = this.options.rateLimit;
    await this.rateLimiter.consume(`chat:${client}`, limit, windowMs);
  }
}
