// HTTP routes of the list's files (docs/api.md): POST /api/list/import (a MyAnimeList export as the
// body) and GET /api/list/export (MyAnimeList XML or JSON), both for the signed-in owner only.
import { Body, Controller, Header, HttpCode, Query, Res, UseGuards } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import type {
  MediaListExportQuery,
  MediaListImportFile,
  MediaListImportQuery,
  MediaListImportResult,
} from '@anifan/contract';
import type { FastifyReply } from 'fastify';
import { CurrentUser, FirebaseAuthGuard, type AuthenticatedUser } from '../../auth';
import { fileBody } from '../../common';
import { ApiEndpoint, bodyPipe, queryPipe } from '../../http';
import { MAX_MAL_FILE_BYTES } from './mal-reader';
import { MalTransfer } from './mal-transfer.service';

const TOO_LARGE = `ファイルが大きすぎます。${MAX_MAL_FILE_BYTES / 1024 / 1024} MB までのファイルを選んでください。`;

@Controller()
@UseGuards(FirebaseAuthGuard)
export class MalTransferController {
  constructor(private readonly transfer: MalTransfer) {}

  /** The file is the body; `dryRun=true` answers the preview and changes nothing. */
  @ApiEndpoint('importMediaList')
  @RouteConfig(fileBody(MAX_MAL_FILE_BYTES, TOO_LARGE))
  @Header('Cache-Control', 'no-store')
  @HttpCode(200)
  import(
    @Query(queryPipe('importMediaList')) query: MediaListImportQuery,
    @Body(bodyPipe('importMediaList')) file: MediaListImportFile,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<MediaListImportResult> {
    return this.transfer.import(user, file as Uint8Array, query.dryRun === 'true');
  }

  /** The caller's list as a download; no cache keeps it. */
  @ApiEndpoint('exportMediaList')
  @Header('Cache-Control', 'private, no-store')
  @Header('Vary', 'Authorization')
  async export(
    @Query(queryPipe('exportMediaList')) query: MediaListExportQuery,
    @CurrentUser() user: AuthenticatedUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const file = await this.transfer.export(user.uid, user.name, query.format);
    reply.type(file.contentType).header('Content-Disposition', `attachment; filename="${file.filename}"`);
    return file.body;
  }
}
