// Reactions (いいね, 笑, 泣, 驚き, ハート): one of each per user per comment, given and taken back
// idempotently; every change sends the comment's counts to its thread's listeners.
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Reaction, ReactionSummary } from '@anifan/contract';
import type { Repository } from 'typeorm';
import type { AuthenticatedUser } from '../auth';
import { CommentChanges } from './comment-changes';
import { CommentReaction } from './discussion.entities';
import { MutesService } from './mutes.service';
import { noReactions, ThreadViews } from './thread-views';
import { ThreadsService } from './threads.service';
import { WriteGate } from './write-gate';

@Injectable()
export class ReactionsService {
  constructor(
    @InjectRepository(CommentReaction) private readonly reactions: Repository<CommentReaction>,
    private readonly gate: WriteGate,
    private readonly threads: ThreadsService,
    private readonly mutes: MutesService,
    private readonly views: ThreadViews,
    private readonly changes: CommentChanges,
  ) {}

  async put(commentId: number, reaction: Reaction, user: AuthenticatedUser): Promise<ReactionSummary> {
    return this.change(commentId, user, () =>
      this.threads.whileExists(commentId, () =>
        this.reactions
          .createQueryBuilder()
          .insert()
          .values({ commentId, userUid: user.uid, reaction, createdAt: new Date() })
          .orIgnore()
          .execute(),
      ),
    );
  }

  async remove(commentId: number, reaction: Reaction, user: AuthenticatedUser): Promise<ReactionSummary> {
    return this.change(commentId, user, async () => {
      await this.reactions.delete({ commentId, userUid: user.uid, reaction });
    });
  }

  /** Counts stay global: a muted author's reactions are counted for everyone (docs/rules.md#discussions). */
  private async change(
    commentId: number,
    user: AuthenticatedUser,
    write: () => Promise<void>,
  ): Promise<ReactionSummary> {
    await this.gate.react(user);
    const comment = await this.threads.find(commentId, await this.mutes.viewerOf(user));
    await write();
    const [counts, mine] = await Promise.all([
      this.views.counts([commentId]),
      this.views.mine(user.uid, [commentId]),
    ]);
    const reactions = counts.get(commentId) ?? noReactions();
    await this.changes.reactions(comment, reactions);
    return { commentId, reactions, myReactions: mine.get(commentId) ?? [] };
  }
}
