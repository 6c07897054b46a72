// A user's 投稿停止 (suspension from writing), stored in `user_suspensions` (create-user-suspensions.migration.ts).
import { Column, Entity, PrimaryColumn } from 'typeorm';

export const USER_SUSPENSIONS_TABLE = 'user_suspensions';

@Entity(USER_SUSPENSIONS_TABLE)
export class UserSuspension {
  // One row per user: a new suspension replaces the last one; an ended one stays until replaced or lifted.
  @PrimaryColumn({ name: 'uid', type: 'varchar', length: 128 })
  uid: string;

  /** Null: permanent. */
  @Column({ name: 'until', type: Date, nullable: true })
  until: Date | null;

  @Column({ name: 'reason', type: 'text' })
  reason: string;

  @Column({ name: 'moderator_uid', type: 'varchar', length: 128 })
  moderatorUid: string;

  // Set by the service rather than by database defaults, so both drivers store the same precision.
  @Column({ name: 'created_at' })
  createdAt: Date;
}
