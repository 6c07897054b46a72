// The backend's composition root: one Nest module per feature, all reading the validated AppConfig.
import { DynamicModule, ForwardReference, Module, Type } from '@nestjs/common';
import type { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { CommonModule } from './common/common.module';
import { ShutdownDrain } from './common/shutdown';
import { AuthModule } from './auth/auth.module';
import { CatalogModule } from './catalog/catalog.module';
import { ChatModule } from './chat/chat.module';
import { CommentsModule } from './comments/comments.module';
import { DatabaseModule } from './database/database.module';
import { FavoritesModule } from './favorites/favorites.module';
import { HealthModule } from './health/health.module';
import { MetricsModule } from './metrics/metrics.module';
import { WebModule } from './web/web.module';

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
        DatabaseModule,
        AuthModule,
        HealthModule,
        CatalogModule,
        CommentsModule,
        FavoritesModule,
        ChatModule,
        WebModule,
        MetricsModule,
        ...extraImports,
      ],
      // Here, in the root module, so its destroy hook runs before any feature module's.
      providers: [ShutdownDrain],
    };
  }
}
