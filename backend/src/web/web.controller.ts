// `/remotes.json` (the shell's run-time remote manifest) and `/api/config` (public runtime settings).
import { Controller, Get, Header, Inject } from '@nestjs/common';
import { type AppConfig, APP_CONFIG } from '../config';
import type { RuntimeConfig } from '@anifan/contract';
import { remotesManifest, runtimeConfig } from './runtime-config';
import { ApiEndpoint, REVALIDATE } from '../http';

@Controller()
export class WebController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get('remotes.json')
  @Header('Cache-Control', REVALIDATE)
  remotes(): Record<string, string> {
    return remotesManifest(this.config);
  }

  @ApiEndpoint('runtimeConfig')
  @Header('Cache-Control', REVALIDATE)
  runtimeConfig(): RuntimeConfig {
    return runtimeConfig(this.config);
  }
}
