// Group commit for new comments: creates that arrive while an INSERT runs share the next one.
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Comment } from './comment.entity';

/** Rows per statement: 11 parameters each, far below SQLite's and PostgreSQL's parameter limits. */
export const MAX_COMMENTS_PER_INSERT = 100;

interface PendingInsert {
  comment: Comment;
  resolve: (comment: Comment) => void;
  reject: (error: unknown) => void;
}

/**
 * A create is written at once when no INSERT is running; those that arrive meanwhile wait for it and
 * then go into one multi-row INSERT. One statement is one transaction — all its rows or none — so a
 * create is acknowledged only once its row is committed, as before; but SQLite (one connection,
 * `synchronous = FULL`) syncs the WAL once per statement instead of once per comment, one after
 * another, which capped writes at about a thousand a second (issue #15). No explicit transaction is
 * opened on the shared connection (see comments.service.ts), and ids come from the statement itself
 * (RETURNING on PostgreSQL; on SQLite, consecutive up to the last row id, as TypeORM assigns them).
 */
@Injectable()
export class CommentInserts {
  private readonly queue: PendingInsert[] = [];
  private writing = false;

  constructor(@InjectRepository(Comment) private readonly comments: Repository<Comment>) {}

  /** Stores `comment` and resolves with it, its id set, once the row is committed. */
  insert(comment: Comment): Promise<Comment> {
    return new Promise<Comment>((resolve, reject) => {
      this.queue.push({ comment, resolve, reject });
      if (!this.writing) void this.writeQueued();
    });
  }

  private async writeQueued(): Promise<void> {
    this.writing = true;
    try {
      while (this.queue.length > 0) await this.writeBatch(this.queue.splice(0, MAX_COMMENTS_PER_INSERT));
    } finally {
      this.writing = false;
    }
  }

  private async writeBatch(batch: PendingInsert[]): Promise<void> {
    try {
      // One INSERT statement for every row; TypeORM sets each entity's generated id.
      await this.comments.insert(batch.map((pending) => pending.comment));
      for (const pending of batch) pending.resolve(pending.comment);
    } catch (error) {
      if (batch.length === 1) {
        batch[0]!.reject(error);
        return;
      }
      // Nothing of the batch was stored: each row is tried alone, so one bad row fails only its request.
      for (const pending of batch) await this.writeBatch([pending]);
    }
  }
}
