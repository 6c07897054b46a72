// The moderators' endpoints (/api/moderation/…): comments' moderation, suspensions and the audit log.
import { Module } from '@nestjs/common';
import { AuditModule } from '../audit';
import { CommentsModule } from '../comments';
import { ModerationController } from './moderation.controller';
import { ModerationService } from './moderation.service';

@Module({
  imports: [CommentsModule, AuditModule],
  controllers: [ModerationController],
  providers: [ModerationService],
})
export class ModerationModule {}
