// GET /api/mutes and PUT /api/mutes/:userId — the authors the visitor muted, and muting one more.
import type { ApiClient, MutedAuthor } from '@anifan/contract';

export async function listMutedUserIds(api: ApiClient, signal?: AbortSignal): Promise<string[]> {
  const body: unknown = await api.call('listMutes', { signal });
  return Array.isArray(body)
    ? body
        .map((m) => (m as Partial<MutedAuthor> | null)?.userId)
        .filter((id): id is string => typeof id === 'string')
    : [];
}

export function muteAuthor(api: ApiClient, userId: string): Promise<MutedAuthor> {
  return api.call('putMute', { params: { userId } });
}
