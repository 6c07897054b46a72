// The offline persona engine as a provider: an in-character reply, streamed in small chunks.
import { Logger } from '@nestjs/common';
import { CURATED_TITLES } from '../../catalog';
import type { ChatOptions } from '../chat.options';
import { createMentionFinder } from '../lib/catalog-mentions';
import { detectIntent } from '../lib/intents';
import { chunkText, offlineReply } from '../lib/offline-reply';
import type { ChatProvider, ChatProviderRequest } from './chat-provider';
import type { SeasonWorksSource } from './season-works';

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (ms <= 0 || signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

export class OfflineChatProvider implements ChatProvider {
  readonly mode = 'offline' as const;
  private readonly logger = new Logger('OfflineChatProvider');
  private readonly findMention = createMentionFinder(CURATED_TITLES);

  constructor(
    private readonly seasonWorks: SeasonWorksSource,
    private readonly options: Pick<ChatOptions, 'offlineChunkDelayMs'>,
  ) {}

  async *stream(
    { persona, history, message }: ChatProviderRequest,
    signal: AbortSignal,
  ): AsyncIterable<string> {
    // Only the this-season intent needs the catalogue; every other reply is pure.
    const seasonWorks = detectIntent(message) === 'seasonAnime' ? await this.titles() : [];
    const reply = offlineReply(persona, history, message, {
      seasonWorks,
      mention: this.findMention(message),
    });
    for (const [index, chunk] of chunkText(reply).entries()) {
      if (index > 0) await pause(this.options.offlineChunkDelayMs, signal);
      if (signal.aborted) return;
      yield chunk;
    }
  }

  private async titles(): Promise<string[]> {
    try {
      return await this.seasonWorks.currentSeasonTitles();
    } catch (error) {
      // Without the list the persona still answers, pointing at the anime home instead.
      this.logger.warn(`This season's works unavailable: ${(error as Error).name}`);
      return [];
    }
  }
}
