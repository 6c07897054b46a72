// Fan comments and discussions (docs/api.md#comments, #discussions): storage, rules, HTTP routes and
// live events; CommentModeration for the moderators' endpoints.
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit';
import { AuthModule } from '../auth';
import { NotificationsModule } from '../notifications';
import { Comment } from './comment.entity';
import { CommentAbuse } from './comment-abuse';
import { CommentAuthors } from './comment-authors';
import { CommentChanges } from './comment-changes';
import { CommentEventsService } from './comment-events.service';
import { CommentInserts } from './comment-inserts';
import { CommentListRoutes } from './comment-list.routes';
import { CommentListCache } from './comment-list-cache';
import { CommentNotifications } from './comment-notifications';
import { CommentModeration } from './comment-moderation';
import { CommentStreams } from './comment-streams';
import { CommentsController } from './comments.controller';
import { CommentsService } from './comments.service';
import { CommentAuthor, CommentMute, CommentReaction, CommentReport } from './discussion.entities';
import { DiscussionsController } from './discussions.controller';
import { MutesService } from './mutes.service';
import { PublicUserIds } from './public-user-id';
import { ReactionsService } from './reactions.service';
import { ReportsService } from './reports.service';
import { ThreadEventsService } from './thread-events.service';
import { ThreadPageCache } from './thread-page-cache';
import { ThreadPageRoutes } from './thread-page.routes';
import { ThreadStreams } from './thread-streams';
import { ThreadViews } from './thread-views';
import { ThreadsService } from './threads.service';
import { WriteGate } from './write-gate';

@Module({
  imports: [
    TypeOrmModule.forFeature([Comment, CommentReaction, CommentReport, CommentMute, CommentAuthor]),
    AuthModule,
    AuditModule,
    NotificationsModule,
  ],
  controllers: [CommentsController, DiscussionsController],
  providers: [
    CommentsService,
    CommentInserts,
    CommentEventsService,
    CommentStreams,
    CommentListCache,
    CommentListRoutes,
    PublicUserIds,
    CommentAbuse,
    CommentAuthors,
    CommentChanges,
    CommentModeration,
    CommentNotifications,
    MutesService,
    ReactionsService,
    ReportsService,
    ThreadEventsService,
    ThreadPageCache,
    ThreadPageRoutes,
    ThreadStreams,
    ThreadViews,
    ThreadsService,
    WriteGate,
  ],
  exports: [CommentModeration],
})
export class CommentsModule {}
