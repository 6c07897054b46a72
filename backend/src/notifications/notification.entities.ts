// お知らせ's rows as TypeORM entities (tables from create-notifications.migration.ts), for modules that
// read or update them through a repository (the push dispatcher claims `push_state` 'pending' rows).
import { Column, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { NOTIFICATION_SETTINGS_TABLE, NOTIFICATIONS_TABLE } from './create-notifications.migration';

/** Epoch milliseconds as numbers (PostgreSQL answers bigint as a string). */
const epochMs = {
  to: (value: number | null | undefined) => value,
  from: (value: string | number | null) => (value === null ? null : Number(value)),
};

export type PushState = 'none' | 'pending' | 'done';

@Entity(NOTIFICATIONS_TABLE)
export class Notification {
  @PrimaryGeneratedColumn({ name: 'id' })
  id: number;

  @Column({ name: 'user_uid', type: 'varchar', length: 128 })
  userUid: string;

  @Column({ name: 'kind', type: 'varchar', length: 16 })
  kind: string;

  @Column({ name: 'dedupe_key', type: 'varchar', length: 120 })
  dedupeKey: string;

  /** The NotificationSubject as JSON. */
  @Column({ name: 'subject', type: 'text' })
  subject: string;

  @Column({ name: 'created_at', type: 'bigint', transformer: epochMs })
  createdAt: number;

  @Column({ name: 'updated_at', type: 'bigint', transformer: epochMs })
  updatedAt: number;

  @Column({ name: 'read_at', type: 'bigint', nullable: true, transformer: epochMs })
  readAt: number | null;

  @Column({ name: 'push_state', type: 'varchar', length: 8, default: 'none' })
  pushState: PushState;

  /** Not pushed before this moment (quiet hours). */
  @Column({ name: 'push_after', type: 'bigint', nullable: true, transformer: epochMs })
  pushAfter: number | null;
}

@Entity(NOTIFICATION_SETTINGS_TABLE)
export class NotificationSettingsRow {
  @PrimaryColumn({ name: 'user_uid', type: 'varchar', length: 128 })
  userUid: string;

  /** The NotificationSettings as JSON. */
  @Column({ name: 'settings', type: 'text' })
  settings: string;

  @Column({ name: 'updated_at', type: 'bigint', transformer: epochMs })
  updatedAt: number;
}
