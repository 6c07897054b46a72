// A signed-in user's favorite characters: idempotent add/replace and remove, rate limited per user.
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { QueryFailedError, type Repository } from 'typeorm';
import { RateLimiterService } from '../http';
import { Favorite } from './favorite.entity';
import type { CharacterId, FavoriteView, PutFavoriteRequest } from '@anifan/contract';

/** Writes per user per window; toggling a favorite is one write. */
export const FAVORITE_WRITE_LIMIT = 60;
export const FAVORITE_WRITE_WINDOW_MS = 60_000;

/**
 * Each write is one statement, so it needs no explicit transaction. TypeORM's SQLite driver shares a
 * single connection between concurrent requests; an explicit transaction there would let one request's
 * rollback (say, a losing duplicate insert) undo another request's already acknowledged write.
 */
const SINGLE_STATEMENT = { transaction: false } as const;

/** PostgreSQL's unique_violation, or SQLite's constraint error for a UNIQUE index. */
function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: unknown; message?: unknown } | undefined;
  return (
    driverError?.code === '23505' ||
    (driverError?.code === 'SQLITE_CONSTRAINT' && String(driverError.message).includes('UNIQUE'))
  );
}

function toView(favorite: Favorite): FavoriteView {
  return {
    characterId: favorite.characterId,
    name: favorite.characterName,
    image: favorite.characterImage,
    createdAt: favorite.createdAt.toISOString(),
  };
}

export interface PutFavoriteResult {
  favorite: FavoriteView;
  created: boolean;
}

@Injectable()
export class FavoritesService {
  constructor(
    @InjectRepository(Favorite) private readonly favorites: Repository<Favorite>,
    private readonly rateLimiter: RateLimiterService,
  ) {}

  /** Newest first. */
  async list(uid: string): Promise<FavoriteView[]> {
    const rows = await this.favorites.find({ where: { uid }, order: { createdAt: 'DESC', id: 'DESC' } });
    return rows.map(toView);
  }

  /** Adds the character, or refreshes its name and image when it is already a favorite (keeping when it was added). */
  async put(uid: string, characterId: CharacterId, input: PutFavoriteRequest): Promise<PutFavoriteResult> {
    await this.consumeWrite(uid);
    const existing = await this.favorites.findOneBy({ uid, characterId });
    if (existing) return { favorite: await this.refresh(existing, input), created: false };
    try {
      const favorite = await this.favorites.save(
        this.favorites.create({
          uid,
          characterId,
          characterName: input.name,
          characterImage: input.image ?? null,
          createdAt: new Date(),
        }),
        SINGLE_STATEMENT,
      );
      return { favorite: toView(favorite), created: true };
    } catch (error) {
      // Two concurrent PUTs for the same character: the loser's insert hits the unique index.
      if (!isUniqueViolation(error)) throw error;
      const winner = await this.favorites.findOneByOrFail({ uid, characterId });
      return { favorite: await this.refresh(winner, input), created: false };
    }
  }

  /** Idempotent: removing a character that is not a favorite succeeds too. */
  async remove(uid: string, characterId: CharacterId): Promise<void> {
    await this.consumeWrite(uid);
    await this.favorites.delete({ uid, characterId });
  }

  private async refresh(favorite: Favorite, input: PutFavoriteRequest): Promise<FavoriteView> {
    favorite.characterName = input.name;
    // No image (missing, null or "") clears the one kept before.
    favorite.characterImage = input.image ?? null;
    return toView(await this.favorites.save(favorite, SINGLE_STATEMENT));
  }

  private async consumeWrite(uid: string): Promise<void> {
    await this.rateLimiter.consume(`favorites:write:${uid}`, FAVORITE_WRITE_LIMIT, FAVORITE_WRITE_WINDOW_MS);
  }
}
