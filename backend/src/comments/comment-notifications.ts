// What discussions tell fans through お知らせ (notifications/): a reply to their comment (返信), the
// reactions to it, summarised (リアクション), and a moderation decision about it (モデレーション). A
// notification that cannot be stored is logged, never a failure of the comment write that caused it.
import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { NOTIFICATION_EXCERPT_LENGTH, REACTIONS, type Reaction, type ThreadKey } from '@anifan/contract';
import type { Repository } from 'typeorm';
import { NotificationsService, type ReactionTally } from '../notifications';
import { Comment } from './comment.entity';
import { CommentMute, CommentReaction, MUTES_TABLE } from './discussion.entities';

/** What a reply marked ネタバレ shows in its notification instead of its text (a push shows it on the lock screen). */
export const SPOILER_EXCERPT = 'ネタバレを含む返信です';

/** The text's first NOTIFICATION_EXCERPT_LENGTH characters, on one line. */
export function excerptOf(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  const characters = [...oneLine];
  return characters.length <= NOTIFICATION_EXCERPT_LENGTH
    ? oneLine
    : `${characters.slice(0, NOTIFICATION_EXCERPT_LENGTH - 1).join('')}…`;
}

@Injectable()
export class CommentNotifications {
  private readonly logger = new Logger('CommentNotifications');

  constructor(
    @InjectRepository(CommentMute) private readonly mutes: Repository<CommentMute>,
    @InjectRepository(CommentReaction) private readonly reactions: Repository<CommentReaction>,
    private readonly notifications: NotificationsService,
  ) {}

  /** 返信 to the parent's author: not for a reply to oneself, nor from an author they muted. */
  async replied(reply: Comment, parent: Comment): Promise<void> {
    if (reply.authorUid === parent.authorUid) return;
    await this.safely('reply', async () => {
      if (await this.mutes.existsBy({ muterUid: parent.authorUid, mutedUid: reply.authorUid })) return;
      await this.notifications.notify(
        parent.authorUid,
        {
          kind: 'reply',
          thread: parent.thread as ThreadKey,
          commentId: parent.id,
          replyId: reply.id,
          authorName: reply.authorName,
          excerpt: reply.spoiler ? SPOILER_EXCERPT : excerptOf(reply.text),
        },
        `reply:${reply.id}`,
      );
    });
  }

  /**
   * リアクション: the author's one unread summary of the comment's reactions counts anew the different
   * users (not the author, nor those the author muted) who reacted since the previous one was read.
   */
  async reacted(comment: Comment, reactorUid: string): Promise<void> {
    if (reactorUid === comment.authorUid) return;
    await this.safely('reaction', () =>
      this.notifications.summariseReactions(
        {
          authorUid: comment.authorUid,
          commentId: comment.id,
          thread: comment.thread as ThreadKey,
          excerpt: excerptOf(comment.text),
        },
        (since) => this.tally(comment, since),
      ),
    );
  }

  /** モデレーション: the author learns their comment was hidden (by a moderator or by reports) or restored. */
  async moderated(comment: Comment, action: 'hidden' | 'restored'): Promise<void> {
    await this.safely('moderation', () =>
      this.notifications.notify(
        comment.authorUid,
        {
          kind: 'moderation',
          thread: comment.thread as ThreadKey,
          commentId: comment.id,
          action,
          excerpt: excerptOf(comment.text),
        },
        `moderation:${comment.id}:${action}:${Date.now()}`,
      ),
    );
  }

  private async tally(comment: Comment, since: number): Promise<ReactionTally> {
    const rows = await this.reactions
      .createQueryBuilder('r')
      .select('r.user_uid', 'uid')
      .addSelect('r.reaction', 'reaction')
      .where('r.comment_id = :id AND r.created_at > :since AND r.user_uid <> :author', {
        id: comment.id,
        since: new Date(since),
        author: comment.authorUid,
      })
      .andWhere(`r.user_uid NOT IN (SELECT m.muted_uid FROM ${MUTES_TABLE} m WHERE m.muter_uid = :author)`)
      .getRawMany<{ uid: string; reaction: Reaction }>();
    const given = new Set(rows.map((row) => row.reaction));
    return {
      count: new Set(rows.map((row) => row.uid)).size,
      reactions: REACTIONS.filter((reaction) => given.has(reaction)),
    };
  }

  private async safely(kind: string, tell: () => Promise<unknown>): Promise<void> {
    try {
      await tell();
    } catch (error) {
      this.logger.warn(`A ${kind} notification was not stored: ${(error as Error).message}`);
    }
  }
}
