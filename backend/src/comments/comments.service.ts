// The comment rules: who may write what, validation beyond shapes, rate limits, and live events after each write.
import { Injectable } from '@nestjs/common';
import {
  characterThread,
  type CharacterId,
  type CommentView,
  type DeleteCommentResult,
  type ProcessCommentRequest,
} from '@anifan/contract';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { AuthenticatedUser } from '../auth';
import { AppError } from '../common';
import { Comment } from './comment.entity';
import { CommentAbuse } from './comment-abuse';
import { CommentAuthors } from './comment-authors';
import { CommentChanges, specCharacterOf } from './comment-changes';
import { CommentInserts } from './comment-inserts';
import { CommentListCache, type ListedComment } from './comment-list-cache';
import { authorName, authorPhotoUrl } from './author-profile';
import { MutesService } from './mutes.service';
import { notFound, ThreadsService } from './threads.service';
import { GUEST } from './viewer';
import { WriteGate } from './write-gate';

export { COMMENT_WRITE_LIMIT, COMMENT_WRITE_WINDOW_MS } from './write-gate';
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
 * The character comment API (`/characterComment/…`): a character's thread (`character:<id>`) seen as a flat list of its
 * visible top-level comments, the same rows the thread API shows (docs/api.md#comments). Each write is
 * one statement, so it needs no explicit transaction. TypeORM's SQLite driver shares a single
 * connection between concurrent requests; an explicit transaction there would let one request's
 * rollback undo another request's already acknowledged write. Creates are written by CommentInserts.
 */
@Injectable()
export class CommentsService {
  constructor(
    @InjectRepository(Comment) private readonly comments: Repository<Comment>,
    private readonly inserts: CommentInserts,
    private readonly gate: WriteGate,
    private readonly abuse: CommentAbuse,
    private readonly authors: CommentAuthors,
    private readonly changes: CommentChanges,
    private readonly cache: CommentListCache,
    private readonly mutes: MutesService,
    private readonly threads: ThreadsService,
  ) {}

  /**
   * A character's comments as a JSON array (CommentView[]), oldest first, each flagged `mine` for the
   * viewer (null for a guest), without authors the viewer muted. Served from the in-memory list while
   * no write has touched it. Hidden comments are in no one's list here (only the thread API marks them).
   */
  async list(characterId: CharacterId, user: AuthenticatedUser | null): Promise<CommentListBody> {
    const list = await this.cache.get(characterId, () => this.load(characterId));
    if (user === null) return { body: list.guestBody, etag: list.guestEtag };
    const { muted } = await this.mutes.viewerOf(user);
    const mutesAny = [...muted].some((uid) => list.hasAuthor(uid));
    if (!mutesAny && !list.hasAuthor(user.uid)) return { body: list.guestBody, etag: list.guestEtag };
    return { body: list.bodyFor(user.uid, muted), etag: null };
  }

  private async load(characterId: CharacterId): Promise<ListedComment[]> {
    // What a guest receives of the thread (no hidden comment), as its pages read it.
    const newestFirst = await this.threads.topLevel(
      characterThread(characterId),
      null,
      COMMENT_LIST_LIMIT,
      GUEST,
    );
    return newestFirst.reverse().map((comment) => ({
      comment: this.changes.toPublic(comment, characterId),
      authorUid: comment.authorUid,
    }));
  }

  /** Creates (`commentId` 0) or updates a comment as `user`; only the author may update. */
  async save(input: ProcessCommentRequest, user: AuthenticatedUser): Promise<SavedComment> {
    await this.gate.write(user);
    this.abuse.checkText(input.commentText);
    const now = new Date();
    if (input.commentId === 0) {
      const comment = await this.inserts.insert(
        this.comments.create({
          thread: characterThread(input.characterId),
          parentId: null,
          authorUid: user.uid,
          authorName: authorName(user),
          authorPhotoUrl: authorPhotoUrl(user),
          text: input.commentText,
          spoiler: false,
          hiddenReason: null,
          hiddenAt: null,
          createdAt: now,
          updatedAt: now,
        }),
      );
      await this.authors.remember(user);
      await this.changes.created(comment);
      return { comment: this.view(comment, input.characterId, user), created: true };
    }

    const comment = await this.findOwned(input.commentId, user);
    if (comment.thread !== characterThread(input.characterId)) {
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
    if (affected === 0) throw notFound(comment.id);
    const updated = this.comments.merge(comment, changes);
    await this.authors.remember(user);
    await this.changes.updated(updated);
    return { comment: this.view(updated, input.characterId, user), created: false };
  }

  /** Deletes a comment as `user` (with its replies); only the author may. */
  async remove(commentId: number, user: AuthenticatedUser): Promise<DeleteCommentResult> {
    await this.gate.write(user);
    const comment = await this.findOwned(commentId, user);
    await this.threads.deleteWithReplies(comment);
    return { deleted: true, commentId };
  }

  private async findOwned(commentId: number, user: AuthenticatedUser): Promise<Comment> {
    const comment = await this.threads.find(commentId, await this.mutes.viewerOf(user));
    if (comment.authorUid !== user.uid) {
      throw new AppError('auth/forbidden', 'Only the author may change or delete this comment');
    }
    return comment;
  }

  private view(comment: Comment, characterId: CharacterId, viewer: AuthenticatedUser): CommentView {
    const mine = viewer.uid === comment.authorUid;
    return { ...this.changes.toPublic(comment, specCharacterOf(comment) ?? characterId), mine };
  }
}
