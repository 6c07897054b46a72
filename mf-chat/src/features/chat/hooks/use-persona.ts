// Loads who the chat is with; falls back to a local description so the page always greets.
import { apiFor } from '@anifan/contract';
import { useEffect, useState } from 'react';
import type { Platform } from '@anifan/contract';
import { getPersona } from '../api/get-persona';
import { fallbackPersona, targetKey, type PersonaInfo, type PersonaTarget } from '../lib/persona-target';

/** null while loading; `target` should keep its identity between renders (the page memoizes it). */
export function usePersona(platform: Platform, target: PersonaTarget): PersonaInfo | null {
  const [loaded, setLoaded] = useState<{ key: string; persona: PersonaInfo } | null>(null);
  const key = targetKey(target);

  useEffect(() => {
    const controller = new AbortController();
    getPersona(apiFor(platform), target, controller.signal)
      .catch((error: unknown) => {
        if (controller.signal.aborted) throw error;
        return fallbackPersona(target, platform.config.chat.mode);
      })
      .then(
        (persona) => setLoaded({ key, persona }),
        () => undefined,
      );
    return () => controller.abort();
  }, [platform, target, key]);

  return loaded?.key === key ? loaded.persona : null;
}
