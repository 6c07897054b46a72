// The list's files (issue #29 item 6): MyAnimeList import and export, on the list store's service and
// the catalogue's cross-site ids.
import { Module } from '@nestjs/common';
import { AuthModule } from '../../auth';
import { CatalogModule } from '../../catalog';
import { MediaListModule } from '../media-list.module';
import { MalTransferController } from './mal-transfer.controller';
import { MalTransfer } from './mal-transfer.service';

@Module({
  imports: [AuthModule, CatalogModule, MediaListModule],
  controllers: [MalTransferController],
  providers: [MalTransfer],
})
export class MalTransferModule {}
