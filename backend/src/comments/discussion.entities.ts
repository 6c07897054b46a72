// What discussions keep beside the comments: reactions, reports, mutes, and the authors behind the
// pseudonymous ids (discussions.migration.ts creates their tables).
import type { Reaction, ReportReason } from '@anifan/contract';
import { Column, Entity, PrimaryColumn } from 'typeorm';

export const REACTIONS_TABLE = 'comment_reactions';
export const REPORTS_TABLE = 'comment_reports';
export const MUTES_TABLE = 'comment_mutes';
export const AUTHORS_TABLE = 'comment_authors';

/** One user's reaction of one kind to one comment; goes with its comment. */
@Entity(REACTIONS_TABLE)
export class CommentReaction {
  @PrimaryColumn({ name: 'comment_id', type: 'integer' })
  commentId: number;

  @PrimaryColumn({ name: 'user_uid', type: 'varchar', length: 128 })
  userUid: string;

  @PrimaryColumn({ name: 'reaction', type: 'varchar', length: 16 })
  reaction: Reaction;

  @Column({ name: 'created_at' })
  createdAt: Date;
}

/** A user's report (通報) of a comment: one per user per comment; goes with its comment. */
@Entity(REPORTS_TABLE)
export class CommentReport {
  @PrimaryColumn({ name: 'comment_id', type: 'integer' })
  commentId: number;

  @PrimaryColumn({ name: 'reporter_uid', type: 'varchar', length: 128 })
  reporterUid: string;

  @Column({ name: 'reason', type: 'varchar', length: 16 })
  reason: ReportReason;

  @Column({ name: 'text', type: 'text', nullable: true })
  text: string | null;

  @Column({ name: 'created_at' })
  createdAt: Date;
}

/** A viewer who muted an author (by uid; clients name authors by their pseudonymous id). */
@Entity(MUTES_TABLE)
export class CommentMute {
  @PrimaryColumn({ name: 'muter_uid', type: 'varchar', length: 128 })
  muterUid: string;

  @PrimaryColumn({ name: 'muted_uid', type: 'varchar', length: 128 })
  mutedUid: string;

  @Column({ name: 'created_at' })
  createdAt: Date;
}

/**
 * Who is behind a pseudonymous id, with the name and photo of their latest comment: the id is an HMAC
 * (public-user-id.ts), so it cannot be reversed, only looked up here (mutes, suspensions).
 */
@Entity(AUTHORS_TABLE)
export class CommentAuthor {
  @PrimaryColumn({ name: 'public_id', type: 'varchar', length: 64 })
  publicId: string;

  @Column({ name: 'uid', type: 'varchar', length: 128, unique: true })
  uid: string;

  @Column({ name: 'author_name', type: 'varchar', length: 200 })
  authorName: string;

  @Column({ name: 'author_photo_url', type: 'varchar', length: 2000, nullable: true })
  authorPhotoUrl: string | null;

  @Column({ name: 'updated_at' })
  updatedAt: Date;
}
