// The backend's composition root: one Nest module per feature, all reading the validated AppConfig.
import { DynamicModule, ForwardReference, Module, Type } from '@nestjs/common';
import { type AppConfig, ConfigModule } from './config';
import { CommonModule, ShutdownDrain } from './common';
import { AiringModule } from './airing';
import { AuditModule } from './audit';
import { AuthModule } from './auth';
import { CalendarModule } from './calendar';
import { CatalogModule } from './catalog';
import { ChatModule } from './chat';
import { CommentsModule } from './comments';
import { DatabaseModule } from './database';
import { FavoritesModule } from './favorites';
import { HealthModule } from './health';
import { HttpModule } from './http';
import { MalTransferModule, MediaListModule } from './media-list';
import { MetricsModule } from './metrics';
import { ModerationModule } from './moderation';
import { NotificationsModule } from './notifications';
import { PushModule } from './push';
import { WebModule } from './web';

@Module({})
export class AppModule {
  /** `extraImports` mount additional modules (test-only controllers) into the same application. */
  static forRoot(
    config: AppConfig,
    extraImports: Array<Type | DynamicModule | ForwardReference> = [],
  ): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        CommonModule,
        HttpModule,
        DatabaseModule,
        AuthModule,
        AuditModule,
        HealthModule,
        CatalogModule,
        CommentsModule,
        ModerationModule,
        FavoritesModule,
        MediaListModule,
        MalTransferModule,
        NotificationsModule,
        AiringModule,
        PushModule,
        ChatModule,
        CalendarModule,
        WebModule,
        MetricsModule,
        ...extraImports,
      ],
      // Here, in the root module, so its destroy hook runs before any feature module's.
      providers: [ShutdownDrain],
    };
  }
}
