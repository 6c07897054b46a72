// GET /api/moderation/audit — the audit log, newest first, by pages.
import type { ApiClient, AuditLogPage } from '@anifan/contract';

export function getAuditLog(
  api: ApiClient,
  before: number | undefined,
  signal?: AbortSignal,
): Promise<AuditLogPage> {
  return api.call('auditLog', { query: { before }, signal });
}
