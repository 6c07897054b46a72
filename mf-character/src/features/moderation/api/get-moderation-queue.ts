// GET /api/moderation/queue — reported and hidden comments, most recently reported first, by pages.
import type { ApiClient, ModerationQueue } from '@anifan/contract';

export function getModerationQueue(
  api: ApiClient,
  before: number | undefined,
  signal?: AbortSignal,
): Promise<ModerationQueue> {
  return api.call('moderationQueue', { query: { before }, signal });
}
