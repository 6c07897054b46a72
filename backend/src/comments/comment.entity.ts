// A comment of a discussion thread (a character's or an episode's), stored in `character_comments`, the
// table the character comments began in (create-character-comments.migration.ts, discussions.migration.ts).
import type { HiddenReason, ThreadKey } from '@anifan/contract';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export const COMMENTS_TABLE = 'character_comments';

@Entity(COMMENTS_TABLE)
// A page of a thread walks this partial index (top-level comments only) backwards from `before`.
@Index('idx_comments_thread_top_id', ['thread', 'id'], { where: 'parent_id IS NULL' })
// A page's replies, oldest first.
@Index('idx_comments_parent_id', ['parentId', 'id'], { where: 'parent_id IS NOT NULL' })
export class Comment {
  // An identity column on PostgreSQL and AUTOINCREMENT on SQLite, so a deleted id is never reused.
  @PrimaryGeneratedColumn({ name: 'id' })
  id: number;

  /** `character:<id>` or `episode:<mediaId>:<n>` (contract discussions.ts). */
  @Column({ name: 'thread', type: 'varchar', length: 40 })
  thread: ThreadKey;

  /** The top-level comment of the same thread this one replies to; replies are one level deep. */
  @Column({ name: 'parent_id', type: 'integer', nullable: true })
  parentId: number | null;

  @Column({ name: 'author_uid', type: 'varchar', length: 128 })
  authorUid: string;

  @Column({ name: 'author_name', type: 'varchar', length: 200 })
  authorName: string;

  @Column({ name: 'author_photo_url', type: 'varchar', length: 2000, nullable: true })
  authorPhotoUrl: string | null;

  @Column({ name: 'text', type: 'text' })
  text: string;

  @Column({ name: 'spoiler', type: 'boolean', default: false })
  spoiler: boolean;

  /** Set while hidden: then only its author and moderators receive it. */
  @Column({ name: 'hidden_reason', type: 'varchar', length: 20, nullable: true })
  hiddenReason: HiddenReason | null;

  @Column({ name: 'hidden_at', type: Date, nullable: true })
  hiddenAt: Date | null;

  // Set by the service rather than by database defaults, so both drivers store the same precision.
  @Column({ name: 'created_at' })
  createdAt: Date;

  @Column({ name: 'updated_at' })
  updatedAt: Date;
}
