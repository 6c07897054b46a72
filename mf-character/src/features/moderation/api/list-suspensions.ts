// GET /api/moderation/suspensions — the current suspensions, newest first.
import type { ApiClient, Suspension } from '@anifan/contract';

export function listSuspensions(api: ApiClient, signal?: AbortSignal): Promise<Suspension[]> {
  return api.call('listSuspensions', { signal });
}
