// HTTP routes of a signed-in user's favorites: the contract's listFavorites, putFavorite and removeFavorite.
import { Body, Controller, Header, HttpCode, Param, Res, UseGuards } from '@nestjs/common';
import type { CharacterId, FavoriteView, PutFavoriteRequest } from '@anifan/contract';
import type { FastifyReply } from 'fastify';
import { CurrentUser, FirebaseAuthGuard, type AuthenticatedUser } from '../auth';
import { ApiEndpoint, bodyPipe, paramPipe } from '../http';
import { FavoritesService } from './favorites.service';

@Controller()
@UseGuards(FirebaseAuthGuard)
export class FavoritesController {
  constructor(private readonly favorites: FavoritesService) {}

  /** One user's list: no cache keeps it, so none shows it to the next person at the same browser or proxy. */
  @ApiEndpoint('listFavorites')
  @Header('Cache-Control', 'private, no-store')
  @Header('Vary', 'Authorization')
  list(@CurrentUser() user: AuthenticatedUser): Promise<FavoriteView[]> {
    return this.favorites.list(user.uid);
  }

  /** 201 when the character became a favorite, 200 when it already was (name and image refreshed). */
  @ApiEndpoint('putFavorite')
  async put(
    @Param('characterId', paramPipe('putFavorite', 'characterId')) characterId: CharacterId,
    @Body(bodyPipe('putFavorite')) input: PutFavoriteRequest,
    @CurrentUser() user: AuthenticatedUser,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<FavoriteView> {
    const { favorite, created } = await this.favorites.put(user.uid, characterId, input);
    response.status(created ? 201 : 200);
    return favorite;
  }

  /** 204 whether or not the character was a favorite: the outcome is the same. */
  @ApiEndpoint('removeFavorite')
  @HttpCode(204)
  remove(
    @Param('characterId', paramPipe('removeFavorite', 'characterId')) characterId: CharacterId,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<void> {
    return this.favorites.remove(user.uid, characterId);
  }
}
