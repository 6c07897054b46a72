// The browser-facing endpoints; static files are mounted in app.setup.ts (they are Express middleware).
import { Module } from '@nestjs/common';
import { WebController } from './web.controller';

@Module({ controllers: [WebController] })
export class WebModule {}
