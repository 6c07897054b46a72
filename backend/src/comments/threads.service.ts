// Discussion threads (docs/api.md#discussions): pages newest first by keyset, comments and one level
// of replies, edits and deletes by their author. Each write is one statement, as in comments.service.ts.
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  THREAD_PAGE_SIZE,
  type CreateThreadCommentRequest,
  type DeleteCommentResult,
  type ThreadComment,
  type ThreadKey,
  type ThreadPage,
  type ThreadPageQuery,
  type UpdateThreadCommentRequest,
} from '@anifan/contract';
import type { Repository } from 'typeorm';
import type { AuthenticatedUser } from '../auth';
import { AppError } from '../common';
import { authorName, authorPhotoUrl } from './author-profile';
import { CommentAbuse } from './comment-abuse';
import { CommentAuthors } from './comment-authors';
import { CommentChanges } from './comment-changes';
import { Comment } from './comment.entity';
import { CommentInserts } from './comment-inserts';
import { CommentNotifications } from './comment-notifications';
import { MutesService } from './mutes.service';
import { noReactions, ThreadViews } from './thread-views';
import { maySee, type Viewer } from './viewer';
import { WriteGate } from './write-gate';

/** Ids above PostgreSQL's `integer` range cannot exist; they are answered as not found, not as a database error. */
export const MAX_STORED_COMMENT_ID = 2_147_483_647;

@Injectable()
export class ThreadsService {
  constructor(
    @InjectRepository(Comment) private readonly comments: Repository<Comment>,
    private readonly inserts: CommentInserts,
    private readonly gate: WriteGate,
    private readonly abuse: CommentAbuse,
    private readonly authors: CommentAuthors,
    private readonly changes: CommentChanges,
    private readonly views: ThreadViews,
    private readonly mutes: MutesService,
    private readonly notices: CommentNotifications,
  ) {}

  /**
   * Up to `limit` top-level comments older than `before`, newest first, with their replies: one range
   * scan of the thread's partial index (thread, id), what the viewer may not receive filtered on the way.
   */
  async page(query: ThreadPageQuery, user: AuthenticatedUser | null): Promise<ThreadPage> {
    const viewer = await this.mutes.viewerOf(user);
    const limit = query.limit ?? THREAD_PAGE_SIZE;
    const rows = await this.topLevel(query.thread, query.before ?? null, limit + 1, viewer);
    const shown = rows.slice(0, limit);
    return {
      thread: query.thread,
      comments: await this.views.build(shown, viewer),
      nextBefore: rows.length > limit ? (shown.at(-1)?.id ?? null) : null,
    };
  }

  /** The newest `take` top-level comments of a thread older than `before` that `viewer` receives. */
  async topLevel(thread: ThreadKey, before: number | null, take: number, viewer: Viewer): Promise<Comment[]> {
    const below = before !== null && before <= MAX_STORED_COMMENT_ID ? before : null;
    const select = this.comments.createQueryBuilder('c').where('c.parent_id IS NULL');
    if (this.comments.manager.connection.options.type === 'postgres') {
      // The thread as a range of (thread, id) rather than `thread = …`: PostgreSQL then cannot serve
      // the order from the primary key, which it prefers for a thread with most of the rows (it
      // assumes them spread evenly), and which walks every newer comment of every other thread first.
      select
        .andWhere('(c.thread, c.id) > (:thread, 0)', { thread })
        .andWhere(
          below === null ? '(c.thread, c.id) <= (:thread, :last)' : '(c.thread, c.id) < (:thread, :below)',
          {
            last: MAX_STORED_COMMENT_ID,
            below,
          },
        )
        .orderBy('c.thread', 'DESC')
        .addOrderBy('c.id', 'DESC');
    } else {
      select.andWhere('c.thread = :thread', { thread }).orderBy('c.id', 'DESC');
      if (below !== null) select.andWhere('c.id < :below', { below });
    }
    if (!viewer.moderator) {
      if (viewer.uid === null) select.andWhere('c.hidden_reason IS NULL');
      else select.andWhere('(c.hidden_reason IS NULL OR c.author_uid = :uid)', { uid: viewer.uid });
    }
    if (viewer.muted.size > 0) {
      select.andWhere('c.author_uid NOT IN (:...muted)', { muted: [...viewer.muted] });
    }
    return select.limit(take).getMany();
  }

  async create(input: CreateThreadCommentRequest, user: AuthenticatedUser): Promise<ThreadComment> {
    await this.gate.write(user);
    this.abuse.checkText(input.commentText);
    const parentId = input.parentId ?? null;
    const parent = parentId === null ? null : await this.find(parentId, await this.mutes.viewerOf(user));
    if (parent !== null && (parent.thread !== input.thread || parent.parentId !== null)) {
      throw new AppError(
        'comment/invalid_parent',
        '返信できるのは同じスレッドのコメントだけです（返信への返信はできません）。',
      );
    }
    await this.abuse.checkRepeat(user.uid, input.commentText);
    const now = new Date();
    const comment = await this.inserts.insert(
      this.comments.create({
        thread: input.thread,
        parentId,
        authorUid: user.uid,
        authorName: authorName(user),
        authorPhotoUrl: authorPhotoUrl(user),
        text: input.commentText,
        spoiler: input.spoiler ?? false,
        hiddenReason: null,
        hiddenAt: null,
        createdAt: now,
        updatedAt: now,
      }),
    );
    await this.authors.remember(user);
    await this.changes.created(comment);
    if (parent !== null) await this.notices.replied(comment, parent);
    return this.views.view(comment, await this.mutes.viewerOf(user), noReactions(), [], []);
  }

  /** The author edits the text and the ネタバレ mark (unchanged when not sent). */
  async update(
    commentId: number,
    input: UpdateThreadCommentRequest,
    user: AuthenticatedUser,
  ): Promise<ThreadComment> {
    await this.gate.write(user);
    this.abuse.checkText(input.commentText);
    const viewer = await this.mutes.viewerOf(user);
    const comment = await this.findOwned(commentId, viewer);
    const changes = {
      text: input.commentText,
      spoiler: input.spoiler ?? comment.spoiler,
      authorName: authorName(user),
      authorPhotoUrl: authorPhotoUrl(user),
      updatedAt: new Date(),
    };
    // An UPDATE (unlike save()) cannot resurrect a comment deleted since it was read.
    const { affected } = await this.comments.update({ id: comment.id }, changes);
    if (affected === 0) throw notFound(commentId);
    const updated = this.comments.merge(comment, changes);
    await this.authors.remember(user);
    await this.changes.updated(updated);
    const [view] = await this.views.build([updated], viewer);
    return view as ThreadComment;
  }

  /** The author deletes a comment; a top-level comment's replies (and every reaction and report) go with it. */
  async remove(commentId: number, user: AuthenticatedUser): Promise<DeleteCommentResult> {
    await this.gate.write(user);
    const comment = await this.findOwned(commentId, await this.mutes.viewerOf(user));
    await this.deleteWithReplies(comment);
    return { deleted: true, commentId };
  }

  /** One statement for the comment and its replies; reactions and reports go by their foreign keys. */
  async deleteWithReplies(comment: Comment): Promise<void> {
    const { affected } = await this.comments
      .createQueryBuilder()
      .delete()
      .where('id = :id OR parent_id = :id', { id: comment.id })
      .execute();
    // A concurrent delete by the same author already announced it.
    if (affected !== 0) await this.changes.deleted(comment);
  }

  /** A comment the viewer may see (a hidden one is not found for anyone but its author and moderators). */
  async find(commentId: number, viewer: Viewer): Promise<Comment> {
    const comment =
      commentId <= MAX_STORED_COMMENT_ID ? await this.comments.findOneBy({ id: commentId }) : null;
    if (!comment || !maySee(comment, viewer)) throw notFound(commentId);
    return comment;
  }

  /**
   * Runs a write that refers to the comment (a reaction, a report): one refused because the comment was
   * deleted meanwhile (its foreign key) answers not found rather than a database error.
   */
  async whileExists(commentId: number, write: () => Promise<unknown>): Promise<void> {
    try {
      await write();
    } catch (error) {
      if (!(await this.comments.existsBy({ id: commentId }))) throw notFound(commentId);
      throw error;
    }
  }

  private async findOwned(commentId: number, viewer: Viewer): Promise<Comment> {
    const comment = await this.find(commentId, viewer);
    if (comment.authorUid !== viewer.uid) {
      throw new AppError('auth/forbidden', 'コメントを編集・削除できるのは投稿した本人だけです。');
    }
    return comment;
  }
}

export function notFound(commentId: number): AppError {
  return new AppError('comment/not_found', `Comment ${commentId} does not exist`);
}
