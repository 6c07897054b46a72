// GET /api/chat/persona: the name, anime and greeting of whoever the chat is with.
import type { ApiClient } from '@anifan/contract';
import { personaQuery, type PersonaInfo, type PersonaTarget } from '../lib/persona-target';

export function getPersona(
  api: ApiClient,
  target: PersonaTarget,
  signal?: AbortSignal,
): Promise<PersonaInfo> {
  return api.call('persona', { query: personaQuery(target), signal });
}
