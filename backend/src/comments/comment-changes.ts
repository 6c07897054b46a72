// Announces every change of a comment once it is stored: to its thread's live listeners (thread events),
// and, for a character's top-level comment, to the character comment API's list and events, so both APIs show
// one store. A hidden comment's content goes to neither: only its id leaves, as `hidden`/`deleted`.
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { parseThreadKey, type CharacterId, type PublicComment, type ReactionSummary } from '@anifan/contract';
import { Comment } from './comment.entity';
import { CommentEventsService, type CommentEventType } from './comment-events.service';
import { CommentListCache } from './comment-list-cache';
import { PublicUserIds } from './public-user-id';
import { ThreadPageCache } from './thread-page-cache';
import { ThreadEventsService, type ThreadEvent } from './thread-events.service';
import { noReactions, ThreadViews } from './thread-views';
import { GUEST } from './viewer';

/** The character of a top-level comment in a character's thread: what the character comment API shows. */
export function specCharacterOf(comment: Pick<Comment, 'thread' | 'parentId'>): CharacterId | null {
  if (comment.parentId !== null) return null;
  const thread = parseThreadKey(comment.thread);
  return thread?.kind === 'character' ? thread.characterId : null;
}

@Injectable()
export class CommentChanges {
  constructor(
    @InjectRepository(Comment) private readonly comments: Repository<Comment>,
    private readonly threadEvents: ThreadEventsService,
    private readonly specEvents: CommentEventsService,
    private readonly cache: CommentListCache,
    private readonly pages: ThreadPageCache,
    private readonly views: ThreadViews,
    private readonly publicIds: PublicUserIds,
  ) {}

  /** A reply under a hidden comment is as hidden as it for the thread's listeners. */
  async created(comment: Comment): Promise<void> {
    if (!(await this.isPublic(comment))) return;
    const data = this.views.view(comment, GUEST, noReactions(), [], []);
    await Promise.all([this.thread(comment, 'created', data), this.spec('created', comment)]);
  }

  /** An edit of a hidden comment reaches no one but its author, who has the answer. */
  async updated(comment: Comment): Promise<void> {
    if (!(await this.isPublic(comment))) return;
    const [data] = await this.views.build([comment], GUEST);
    await Promise.all([this.thread(comment, 'updated', data), this.spec('updated', comment)]);
  }

  /** A deleted top-level comment takes its replies with it: one event. */
  async deleted(comment: Comment): Promise<void> {
    await Promise.all([
      this.thread(comment, 'deleted', { commentId: comment.id }),
      this.spec('deleted', comment),
    ]);
  }

  /** For the character comment API's list a hidden comment is gone: `deleted`, without its text. */
  async hidden(comment: Comment): Promise<void> {
    await Promise.all([
      this.thread(comment, 'hidden', { commentId: comment.id }),
      this.spec('deleted', comment),
    ]);
  }

  async restored(comment: Comment): Promise<void> {
    const [data] = await this.views.build([comment], GUEST);
    await Promise.all([this.thread(comment, 'restored', data), this.spec('created', comment)]);
  }

  /** `summary` counts every reaction and carries the change (ReactionSummary). */
  async reactions(comment: Comment, summary: ReactionSummary): Promise<void> {
    if (!(await this.isPublic(comment))) return;
    await this.thread(comment, 'reactions', summary);
  }

  /** Whether everyone may receive the comment: it is shown, and so is the comment it replies to. */
  private async isPublic(comment: Comment): Promise<boolean> {
    if (comment.hiddenReason !== null) return false;
    if (comment.parentId === null) return true;
    const parent = await this.comments.findOne({
      select: { id: true, hiddenReason: true },
      where: { id: comment.parentId },
    });
    return parent !== null && parent.hiddenReason === null;
  }

  /** The thread's kept guest pages are dropped before the write is answered, as the character comment list is. */
  private thread(comment: Comment, type: ThreadEvent['type'], data: unknown): Promise<void> {
    this.pages.invalidate(comment.thread);
    return this.threadEvents.publish({ thread: comment.thread, type, data });
  }

  /** The list is dropped before the write is answered, so the writer's next read on this instance sees it. */
  private async spec(type: CommentEventType, comment: Comment): Promise<void> {
    const characterId = specCharacterOf(comment);
    if (characterId === null) return;
    this.cache.invalidate(characterId);
    await this.specEvents.publish({ type, comment: this.toPublic(comment, characterId) });
  }

  /** The character comment API's shape of a comment; a hidden one's text is never sent. */
  toPublic(comment: Comment, characterId: CharacterId): PublicComment {
    return {
      commentId: comment.id,
      characterId,
      userId: this.publicIds.of(comment.authorUid),
      authorName: comment.authorName,
      authorPhotoURL: comment.authorPhotoUrl,
      commentText: comment.hiddenReason === null ? comment.text : '',
      createdAt: comment.createdAt.toISOString(),
      updatedAt: comment.updatedAt.toISOString(),
    };
  }
}
