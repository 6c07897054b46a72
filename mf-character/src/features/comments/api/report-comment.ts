// POST /api/reports — 通報, once per user per comment.
import type { ApiClient, ReportRequest, ReportResult } from '@anifan/contract';

export function reportComment(api: ApiClient, body: ReportRequest): Promise<ReportResult> {
  return api.call('reportComment', { body });
}
