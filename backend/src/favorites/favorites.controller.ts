// HTTP routes of a signed-in user's favorites under /api/favorites.
import { Body, Controller, Delete, Get, Header, HttpCode, Param, Put, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { CurrentUser, FirebaseAuthGuard, type AuthenticatedUser } from '../auth';
import { ZodValidationPipe } from '../common';
import {
  favoriteCharacterIdSchema,
  putFavoriteSchema,
  type FavoriteView,
  type PutFavoriteInput,
} from './favorite.dto';
import { FavoritesService } from './favorites.service';

@Controller('favorites')
@UseGuards(FirebaseAuthGuard)
export class FavoritesController {
  constructor(private readonly favorites: FavoritesService) {}

  /** One user's list: no cache keeps it, so none shows it to the next person at the same browser or proxy. */
  @Get()
  @Header('Cache-Control', 'private, no-store')
  @Header('Vary', 'Authorization')
  list(@CurrentUser() user: AuthenticatedUser): Promise<FavoriteView[]> {
    return this.favorites.list(user.uid);
  }

  /** 201 when the character became a favorite, 200 when it already was (name and image refreshed). */
  @Put(':characterId')
  async put(
    @Param('characterId', new ZodValidationPipe(favoriteCharacterIdSchema)) characterId: string,
    @Body(new ZodValidationPipe(putFavoriteSchema)) input: PutFavoriteInput,
    @CurrentUser() user: AuthenticatedUser,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<FavoriteView> {
    const { favorite, created } = await this.favorites.put(user.uid, characterId, input);
    response.status(created ? 201 : 200);
    return favorite;
  }

  /** 204 whether or not the character was a favorite: the outcome is the same. */
  @Delete(':characterId')
  @HttpCode(204)
  remove(
    @Param('characterId', new ZodValidationPipe(favoriteCharacterIdSchema)) characterId: string,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<void> {
    return this.favorites.remove(user.uid, characterId);
  }
}
