// The comment rules: who may write what, validation beyond shapes, rate limits, and live events after each write.
import { Injectable } from '@nestjs/common';
import type {
  CharacterId,
  CommentView,
  DeleteCommentResult,
  ProcessCommentRequest,
  PublicComment,
} from '@anifan/contract';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { AuthenticatedUser } from '../auth';
import { AppError } from '../common';
import { RateLimiterService } from '../http';
import { Comment } from './comment.entity';
import { CommentEventsService, type CommentEventType } from './comment-events.service';
import { CommentInserts } from './comment-inserts';
import { CommentListCache, type ListedComment } from './comment-list-cache';
import { authorName, authorPhotoUrl } from './author-profile';
import { PublicUserIds } from './public-user-id';

/** Writes (create, update, delete) per user per window: generous for a person, tight for a script. */
export const COMMENT_WRITE_LIMIT = 20;
export const COMMENT_WRITE_WINDOW_MS = 60_000;
/** Ids above PostgreSQL's `integer` range cannot exist; they are answered as not found, not as a database error. */
const MAX_STORED_COMMENT_ID = 2_147_483_647;
/** A list answers the newest this many comments (still oldest first), so one busy character cannot flood a page. */
export const COMMENT_LIST_LIMIT = 500;

/** A list answer ready to send; `etag` is set when it was computed ahead of the request. */
export interface CommentListBody {
  body: Buffer | string;
  etag: string | null;
}

export interface SavedComment {
  comment: CommentView;
  created: boolean;
}

/**
 * Each write is one statement, so it needs no explicit transaction. TypeORM's SQLite driver shares a
 * single connection between concurrent requests; an explicit transaction there would let one request's
 * rollback undo another request's already acknowledged write. Creates are written by CommentInserts.
 */
@Injectable()
export class CommentsService {
  constructor(
    @InjectRepository(Comment) private readonly comments: Repository<Comment>,
    private readonly inserts: CommentInserts,
    private readonly rateLimiter: RateLimiterService,
    private readonly events: CommentEventsService,
    private readonly cache: CommentListCache,
    private readonly publicIds: PublicUserIds,
  ) {}

  /**
   * A character's comments as a JSON array (CommentView[]), oldest first, each flagged `mine` for the
   * viewer (null for a guest). Served from the in-memory list while no write has touched it.
   */
  async list(characterId: CharacterId, viewer: AuthenticatedUser | null): Promise<CommentListBody> {
    const list = await this.cache.get(characterId, () => this.load(characterId));
    if (viewer === null || !list.hasAuthor(viewer.uid)) return { body: list.guestBody, etag: list.guestEtag };
    return { body: list.bodyFor(viewer.uid), etag: null };
  }

  private async load(characterId: CharacterId): Promise<ListedComment[]> {
    const newestFirst = await this.comments.find({
      where: { characterId },
      order: { id: 'DESC' },
      take: COMMENT_LIST_LIMIT,
    });
    return newestFirst
      .reverse()
      .map((comment) => ({ comment: this.toPublic(comment), authorUid: comment.authorUid }));
  }

  /** Creates (`commentId` 0) or updates a comment as `user`; only the author may update. */
  async save(input: ProcessCommentRequest, user: AuthenticatedUser): Promise<SavedComment> {
    await this.consumeWrite(user);
    const now = new Date();
    if (input.commentId === 0) {
      const comment = await this.inserts.insert(
        this.comments.create({
          characterId: input.characterId,
          authorUid: user.uid,
          authorName: authorName(user),
          authorPhotoUrl: authorPhotoUrl(user),
          text: input.commentText,
          createdAt: now,
          updatedAt: now,
        }),
      );
      await this.announce('created', comment);
      return { comment: this.view(comment, user), created: true };
    }

    const comment = await this.findOwned(input.commentId, user);
    if (comment.characterId !== input.characterId) {
      throw new AppError('request/invalid', 'characterId does not match the comment being updated');
    }
    // The author's current profile follows their latest edit.
    const changes = {
      text: input.commentText,
      authorName: authorName(user),
      authorPhotoUrl: authorPhotoUrl(user),
      updatedAt: now,
    };
    // An UPDATE (unlike save()) cannot resurrect a comment deleted since it was read.
    const { affected } = await this.comments.update({ id: comment.id }, changes);
    if (affected === 0) throw new AppError('comment/not_found', `Comment ${comment.id} does not exist`);
    const updated = this.comments.merge(comment, changes);
    await this.announce('updated', updated);
    return { comment: this.view(updated, user), created: false };
  }

  /** Deletes a comment as `user`; only the author may. */
  async remove(commentId: number, user: AuthenticatedUser): Promise<DeleteCommentResult> {
    await this.consumeWrite(user);
    const comment = await this.findOwned(commentId, user);
    const { affected } = await this.comments.delete({ id: comment.id });
    // A concurrent delete by the same author already announced it.
    if (affected !== 0) await this.announce('deleted', comment);
    return { deleted: true, commentId };
  }

  private async consumeWrite(user: AuthenticatedUser): Promise<void> {
    await this.rateLimiter.consume(
      `comments:write:${user.uid}`,
      COMMENT_WRITE_LIMIT,
      COMMENT_WRITE_WINDOW_MS,
    );
  }

  private async findOwned(commentId: number, user: AuthenticatedUser): Promise<Comment> {
    const comment =
      commentId > 0 && commentId <= MAX_STORED_COMMENT_ID
        ? await this.comments.findOneBy({ id: commentId })
        : null;
    if (!comment) throw new AppError('comment/not_found', `Comment ${commentId} does not exist`);
    if (comment.authorUid !== user.uid) {
      throw new AppError('auth/forbidden', 'Only the author may change or delete this comment');
    }
    return comment;
  }

  /** The list is dropped before the write is answered, so the writer's next read on this instance sees it. */
  private async announce(type: CommentEventType, comment: Comment): Promise<void> {
    this.cache.invalidate(comment.characterId);
    await this.events.publish({ type, comment: this.toPublic(comment) });
  }

  private toPublic(comment: Comment): PublicComment {
    return {
      commentId: comment.id,
      characterId: comment.characterId,
      userId: this.publicIds.of(comment.authorUid),
      authorName: comment.authorName,
      authorPhotoURL: comment.authorPhotoUrl,
      commentText: comment.text,
      createdAt: comment.createdAt.toISOString(),
      updatedAt: comment.updatedAt.toISOString(),
    };
  }

  private view(comment: Comment, viewer: AuthenticatedUser | null): CommentView {
    return { ...this.toPublic(comment), mine: viewer !== null && viewer.uid === comment.authorUid };
  }
}
