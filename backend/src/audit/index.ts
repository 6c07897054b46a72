// What other backend modules use of the audit log: the module and its service (import AuditModule, inject
// AuditLog), and the table and migration the database module orders.
export { AUDIT_LOG_TABLE } from './audit-entry.entity';
export { type AuditAppend, AuditLog, type AuditRecord, type AuditRecordPage } from './audit-log.service';
export { AuditModule } from './audit.module';
export { CreateAuditLog1795292150821 } from './create-audit-log.migration';
