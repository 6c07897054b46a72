// A character a signed-in user marked as favorite, stored in `favorites` (see create-favorites.migration.ts).
import type { CharacterId } from '@anifan/contract';
import { Column, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';

export const FAVORITES_TABLE = 'favorites';

@Entity(FAVORITES_TABLE)
// One row per user and character; the unique index also serves "this user's favorites".
@Unique('uq_favorites_uid_character_id', ['uid', 'characterId'])
export class Favorite {
  @PrimaryGeneratedColumn({ name: 'id' })
  id: number;

  @Column({ name: 'uid', type: 'varchar', length: 128 })
  uid: string;

  @Column({ name: 'character_id', type: 'integer' })
  characterId: CharacterId;

  @Column({ name: 'character_name', type: 'varchar', length: 200 })
  characterName: string;

  @Column({ name: 'character_image', type: 'varchar', length: 2000, nullable: true })
  characterImage: string | null;

  // Set by the service rather than by database defaults, so both drivers store the same precision.
  @Column({ name: 'created_at' })
  createdAt: Date;
}
