// A fan comment on a character, stored in `character_comments` (see create-character-comments.migration.ts).
import type { CharacterId } from '@anifan/contract';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export const COMMENTS_TABLE = 'character_comments';

@Entity(COMMENTS_TABLE)
// Listing a character's comments walks this index in id order, which is creation order.
@Index('idx_character_comments_character_id_id', ['characterId', 'id'])
export class Comment {
  // An identity column on PostgreSQL and AUTOINCREMENT on SQLite, so a deleted id is never reused.
  @PrimaryGeneratedColumn({ name: 'id' })
  id: number;

  @Column({ name: 'character_id', type: 'integer' })
  characterId: CharacterId;

  @Column({ name: 'author_uid', type: 'varchar', length: 128 })
  authorUid: string;

  @Column({ name: 'author_name', type: 'varchar', length: 200 })
  authorName: string;

  @Column({ name: 'author_photo_url', type: 'varchar', length: 2000, nullable: true })
  authorPhotoUrl: string | null;

  @Column({ name: 'text', type: 'text' })
  text: string;

  // Set by the service rather than by database defaults, so both drivers store the same precision.
  @Column({ name: 'created_at' })
  createdAt: Date;

  @Column({ name: 'updated_at' })
  updatedAt: Date;
}
