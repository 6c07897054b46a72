// Graceful stop: keep serving for a short drain (readiness 503, `Connection: close`) before anything is torn down.
import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleDestroy } from '@nestjs/common';
import { type AppConfig, APP_CONFIG } from '../config';

/**
 * Shared flag: true from the moment the app starts shutting down. While it is set, every response
 * tells keep-alive clients to reconnect (to another instance) with `Connection: close` (app.setup.ts).
 */
@Injectable()
export class ShutdownState {
  draining = false;
}

/**
 * Registered in the root AppModule, whose destroy hooks Nest runs first: the drain happens while every
 * module still works. The event loop keeps turning meanwhile, so connections already queued at the
 * socket are accepted and answered before the listener closes.
 */
@Injectable()
export class ShutdownDrain implements OnModuleDestroy {
  private readonly logger = new Logger('Shutdown');

  constructor(
    private readonly state: ShutdownState,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onModuleDestroy(): Promise<void> {
    this.state.draining = true;
    if (this.config.shutdownDrainMs <= 0) return;
    this.logger.log(`Draining for ${this.config.shutdownDrainMs} ms before closing the listener`);
    await new Promise((resolve) => setTimeout(resolve, this.config.shutdownDrainMs));
  }
}

/** Says when the app has finished shutting down, so operators (and tests) can tell a clean stop from a crash. */
@Injectable()
export class ShutdownLogger implements OnApplicationShutdown {
  private readonly logger = new Logger('Shutdown');

  onApplicationShutdown(signal?: string): void {
    if (signal) this.logger.log(`Stopped cleanly after ${signal}`);
  }
}
