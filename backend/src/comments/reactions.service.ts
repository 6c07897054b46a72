// Reactions (いいね, 笑, 泣, 驚き, ハート): one of each per user per comment, given and taken back
// idempotently; every change sends the comment's counts and the change itself to its thread's listeners.
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Reaction, ReactionSummary } from '@anifan/contract';
import type { Repository } from 'typeorm';
import type { AuthenticatedUser } from '../auth';
import { CommentChanges } from './comment-changes';
import { CommentNotifications } from './comment-notifications';
import { CommentReaction } from './discussion.entities';
import { MutesService } from './mutes.service';
import { PublicUserIds } from './public-user-id';
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
    private readonly publicIds: PublicUserIds,
    private readonly notices: CommentNotifications,
  ) {}

  /**
   * Only a reaction not yet given is announced: listeners with mutes add each change to their counts,
   * so a repeat must not reach them (two tabs racing the same reaction could still announce it twice).
   */
  async put(commentId: number, reaction: Reaction, user: AuthenticatedUser): Promise<ReactionSummary> {
    const mine = { commentId, userUid: user.uid, reaction };
    return this.change(commentId, reaction, true, user, async () => {
      if (await this.reactions.existsBy(mine)) return false;
      await this.threads.whileExists(commentId, () =>
        this.reactions
          .createQueryBuilder()
          .insert()
          .values({ ...mine, createdAt: new Date() })
          .orIgnore()
          .execute(),
      );
      return true;
    });
  }

  async remove(commentId: number, reaction: Reaction, user: AuthenticatedUser): Promise<ReactionSummary> {
    return this.change(commentId, reaction, false, user, async () => {
      const { affected } = await this.reactions.delete({ commentId, userUid: user.uid, reaction });
      return affected !== 0;
    });
  }

  /**
   * The listeners get every reaction counted (the stream is the same for everyone); the caller gets the
   * counts of their thread page, without the reactions of the authors they muted (docs/rules.md#discussions).
   */
  private async change(
    commentId: number,
    reaction: Reaction,
    added: boolean,
    user: AuthenticatedUser,
    write: () => Promise<boolean>,
  ): Promise<ReactionSummary> {
    await this.gate.react(user);
    const viewer = await this.mutes.viewerOf(user);
    const comment = await this.threads.find(commentId, viewer);
    const changed = await write();
    const [counts, shown, mine] = await Promise.all([
      this.views.counts([commentId]),
      viewer.muted.size === 0 ? null : this.views.counts([commentId], viewer.muted),
      this.views.mine(user.uid, [commentId]),
    ]);
    const reactions = counts.get(commentId) ?? noReactions();
    const change = changed ? { userId: this.publicIds.of(user.uid), reaction, added } : undefined;
    if (change) await this.changes.reactions(comment, { commentId, reactions, myReactions: [], change });
    if (change?.added) await this.notices.reacted(comment, user.uid);
    return {
      commentId,
      reactions: shown === null ? reactions : (shown.get(commentId) ?? noReactions()),
      myReactions: mine.get(commentId) ?? [],
      ...(change && { change }),
    };
  }
}
