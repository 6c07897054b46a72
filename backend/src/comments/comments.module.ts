// Fan comments on characters (docs/api.md#comments): storage, rules, HTTP routes and live events.
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth';
import { Comment } from './comment.entity';
import { CommentEventsService } from './comment-events.service';
import { CommentInserts } from './comment-inserts';
import { CommentListRoutes } from './comment-list.routes';
import { CommentListCache } from './comment-list-cache';
import { CommentStreams } from './comment-streams';
import { CommentsController } from './comments.controller';
import { CommentsService } from './comments.service';
import { PublicUserIds } from './public-user-id';

@Module({
  imports: [TypeOrmModule.forFeature([Comment]), AuthModule],
  controllers: [CommentsController],
  providers: [
    CommentsService,
    CommentInserts,
    CommentEventsService,
    CommentStreams,
    CommentListCache,
    CommentListRoutes,
    PublicUserIds,
  ],
})
export class CommentsModule {}
