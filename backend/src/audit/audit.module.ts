// The moderators' audit log: the moderation endpoints and the automatic hide after reports append to it.
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditEntryRow } from './audit-entry.entity';
import { AuditLog } from './audit-log.service';

@Module({
  imports: [TypeOrmModule.forFeature([AuditEntryRow])],
  providers: [AuditLog],
  exports: [AuditLog],
})
export class AuditModule {}
