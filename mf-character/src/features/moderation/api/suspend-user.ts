// POST /api/moderation/suspensions — 投稿停止 for 1 day, 7 days or for good (replaces a current one).
import type { ApiClient, SuspendRequest, Suspension } from '@anifan/contract';

export function suspendUser(api: ApiClient, request: SuspendRequest): Promise<Suspension> {
  return api.call('suspendUser', { body: request });
}
