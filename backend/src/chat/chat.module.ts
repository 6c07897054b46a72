// Character chat: replies from an OpenAI-compatible model when configured, else the offline persona engine.
import { Module } from '@nestjs/common';
import { CatalogModule, CatalogService } from '../catalog';
import { type AppConfig, APP_CONFIG } from '../config';
import { ChatController } from './chat.controller';
import { CHAT_OPTIONS, DEFAULT_CHAT_OPTIONS, type ChatOptions } from './chat.options';
import { ChatService } from './chat.service';
import {
  CatalogCharacters,
  CHARACTER_DIRECTORY,
  type CharacterDirectory,
} from './providers/catalog-characters';
import { CatalogSeasonWorks } from './providers/catalog-season-works';
import { CHAT_PROVIDER, type ChatProvider } from './providers/chat-provider';
import { OfflineChatProvider } from './providers/offline-chat.provider';
import { OpenAiChatProvider } from './providers/openai-chat.provider';
import { SEASON_WORKS, type SeasonWorksSource } from './providers/season-works';

@Module({
  imports: [CatalogModule],
  controllers: [ChatController],
  providers: [
    ChatService,
    // A fresh copy per application, so one test's tuning never leaks into another app.
    { provide: CHAT_OPTIONS, useFactory: (): ChatOptions => structuredClone(DEFAULT_CHAT_OPTIONS) },
    {
      provide: CHARACTER_DIRECTORY,
      inject: [CatalogService],
      useFactory: (catalog: CatalogService): CharacterDirectory => new CatalogCharacters(catalog),
    },
    {
      provide: SEASON_WORKS,
      inject: [CatalogService],
      useFactory: (catalog: CatalogService): SeasonWorksSource => new CatalogSeasonWorks(catalog),
    },
    {
      provide: CHAT_PROVIDER,
      inject: [APP_CONFIG, SEASON_WORKS, CHAT_OPTIONS],
      useFactory: (config: AppConfig, seasonWorks: SeasonWorksSource, options: ChatOptions): ChatProvider =>
        config.chat.baseUrl
          ? new OpenAiChatProvider({
              baseUrl: config.chat.baseUrl,
              apiKey: config.chat.apiKey,
              model: config.chat.model,
            })
          : new OfflineChatProvider(seasonWorks, options),
    },
  ],
})
export class ChatModule {}
