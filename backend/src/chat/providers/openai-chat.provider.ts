// Replies from any OpenAI-compatible Chat Completions service (OpenAI, Ollama, llama.cpp, vLLM), streamed.
import OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { ChatProvider, ChatProviderRequest } from './chat-provider';

export interface OpenAiChatSettings {
  baseUrl: string;
  /** Local servers (Ollama, llama.cpp) need none. */
  apiKey: string | null;
  model: string;
}

// Local servers ignore the Authorization header, but the SDK refuses to start without some key.
const NO_KEY = 'unused';

export class OpenAiChatProvider implements ChatProvider {
  readonly mode = 'model' as const;
  private readonly client: OpenAI;

  constructor(private readonly settings: OpenAiChatSettings) {
    this.client = new OpenAI({
      baseURL: settings.baseUrl,
      apiKey: settings.apiKey ?? NO_KEY,
      // The chat service owns the time budget (its idle timeout); an SDK retry after a 429 could wait
      // longer than the whole budget, so failures surface at once and the fan simply asks again.
      maxRetries: 0,
    });
  }

  async *stream(
    { persona, history, message }: ChatProviderRequest,
    signal: AbortSignal,
  ): AsyncIterable<string> {
    const messages: ChatCompletionMessageParam[] = [
      { role: 'system', content: persona.systemPrompt },
      ...history.map((turn) => ({ role: turn.role, content: turn.content })),
      { role: 'user', content: message },
    ];
    const stream = await this.client.chat.completions.create(
      { model: this.settings.model, messages, stream: true },
      { signal },
    );
    for await (const chunk of stream) {
      const delta = chunk.choices[0]?.delta?.content;
      if (delta) yield delta;
    }
  }
}
