// Thread comments as one viewer receives them: replies, reaction counts (without the reactions of
// authors the viewer muted) and the viewer's own reactions read for a whole page at once (three
// queries, whatever the page's size).
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { REACTIONS, type Reaction, type ReactionCounts, type ThreadComment } from '@anifan/contract';
import { In, type Repository } from 'typeorm';
import { Comment } from './comment.entity';
import { CommentReaction } from './discussion.entities';
import { PublicUserIds } from './public-user-id';
import { isListed, type Viewer } from './viewer';

export function noReactions(): ReactionCounts {
  return Object.fromEntries(REACTIONS.map((reaction) => [reaction, 0])) as ReactionCounts;
}

@Injectable()
export class ThreadViews {
  constructor(
    @InjectRepository(Comment) private readonly comments: Repository<Comment>,
    @InjectRepository(CommentReaction) private readonly reactions: Repository<CommentReaction>,
    private readonly publicIds: PublicUserIds,
  ) {}

  /**
   * `comments` as `viewer` receives them (the caller has already left out what they may not), each
   * top-level one with its replies oldest first (those the viewer receives) unless `withReplies` is false.
   */
  async build(comments: readonly Comment[], viewer: Viewer, withReplies = true): Promise<ThreadComment[]> {
    if (comments.length === 0) return [];
    const parentIds = withReplies
      ? comments.filter((comment) => comment.parentId === null).map((comment) => comment.id)
      : [];
    const replies =
      parentIds.length === 0
        ? []
        : (await this.comments.find({ where: { parentId: In(parentIds) }, order: { id: 'ASC' } })).filter(
            (reply) => isListed(reply, viewer),
          );
    const ids = [...comments, ...replies].map((comment) => comment.id);
    const [counts, mine] = await Promise.all([this.counts(ids, viewer.muted), this.mine(viewer.uid, ids)]);
    const view = (comment: Comment, withReplies: ThreadComment[]): ThreadComment =>
      this.view(
        comment,
        viewer,
        counts.get(comment.id) ?? noReactions(),
        mine.get(comment.id) ?? [],
        withReplies,
      );
    return comments.map((comment) =>
      view(
        comment,
        replies.filter((reply) => reply.parentId === comment.id).map((reply) => view(reply, [])),
      ),
    );
  }

  /** How many of each reaction each comment has, leaving out those given by the users in `muted`. */
  async counts(
    ids: readonly number[],
    muted: ReadonlySet<string> = new Set(),
  ): Promise<Map<number, ReactionCounts>> {
    const counts = new Map<number, ReactionCounts>();
    if (ids.length === 0) return counts;
    const query = this.reactions
      .createQueryBuilder('r')
      .select('r.comment_id', 'commentId')
      .addSelect('r.reaction', 'reaction')
      .addSelect('COUNT(*)', 'count')
      .where('r.comment_id IN (:...ids)', { ids });
    if (muted.size > 0) query.andWhere('r.user_uid NOT IN (:...muted)', { muted: [...muted] });
    const rows = await query
      .groupBy('r.comment_id')
      .addGroupBy('r.reaction')
      .getRawMany<{ commentId: number | string; reaction: Reaction; count: number | string }>();
    for (const row of rows) {
      const commentId = Number(row.commentId);
      const comment = counts.get(commentId) ?? noReactions();
      if (row.reaction in comment) comment[row.reaction] = Number(row.count);
      counts.set(commentId, comment);
    }
    return counts;
  }

  /** The viewer's own reactions, in the order they are shown. */
  async mine(uid: string | null, ids: readonly number[]): Promise<Map<number, Reaction[]>> {
    const mine = new Map<number, Reaction[]>();
    if (uid === null || ids.length === 0) return mine;
    const rows = await this.reactions.find({ where: { userUid: uid, commentId: In([...ids]) } });
    for (const row of rows) mine.set(row.commentId, [...(mine.get(row.commentId) ?? []), row.reaction]);
    for (const [id, reactions] of mine) {
      mine.set(
        id,
        REACTIONS.filter((reaction) => reactions.includes(reaction)),
      );
    }
    return mine;
  }

  view(
    comment: Comment,
    viewer: Viewer,
    reactions: ReactionCounts,
    myReactions: Reaction[],
    replies: ThreadComment[],
  ): ThreadComment {
    return {
      commentId: comment.id,
      thread: comment.thread,
      parentId: comment.parentId,
      userId: this.publicIds.of(comment.authorUid),
      authorName: comment.authorName,
      authorPhotoURL: comment.authorPhotoUrl,
      commentText: comment.text,
      spoiler: comment.spoiler,
      createdAt: comment.createdAt.toISOString(),
      updatedAt: comment.updatedAt.toISOString(),
      reactions,
      myReactions,
      mine: viewer.uid !== null && viewer.uid === comment.authorUid,
      hidden: comment.hiddenReason,
      replies,
    };
  }
}
