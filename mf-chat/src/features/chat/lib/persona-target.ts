// Who the chat is with: サトル by default, or the character the character page published on the bus.
import type { PersonaSummary, SelectedCharacter } from '@anifan/contract';

/** `GET /api/chat/persona`'s answer. */
export type PersonaInfo = PersonaSummary;

export type PersonaTarget = { kind: 'default' } | { kind: 'character'; name: string; anime: string };

export const DEFAULT_TARGET: PersonaTarget = { kind: 'default' };

export function characterTarget(character: SelectedCharacter): PersonaTarget {
  return { kind: 'character', name: character.name, anime: character.animeTitle ?? '' };
}

/** Query string of `GET /api/chat/persona` for a target. */
export function personaQuery(target: PersonaTarget): string {
  if (target.kind === 'default') return '';
  const params = new URLSearchParams({ character: target.name });
  if (target.anime) params.set('anime', target.anime);
  return `?${params.toString()}`;
}

/** A stable key: a new key starts a new conversation. */
export function targetKey(target: PersonaTarget): string {
  return target.kind === 'default' ? 'default' : `character:${target.name}@${target.anime}`;
}

/**
 * Used when the persona endpoint cannot be reached, so the page still greets and names the persona;
 * the ids follow the server's format (`character:<name>@<anime>`, `@` in names as `＠`).
 */
export function fallbackPersona(target: PersonaTarget, mode: PersonaInfo['mode']): PersonaInfo {
  if (target.kind === 'default') {
    return {
      id: 'satoru',
      displayName: 'サトル',
      anime: '呪術廻戦',
      greeting: 'やあ、僕はサトル。最強だから、なんでも聞いてよ',
      mode,
    };
  }
  const name = target.name.replace(/@/g, '＠');
  return {
    id: `character:${name}${target.anime ? `@${target.anime}` : ''}`,
    displayName: target.name,
    anime: target.anime,
    greeting: `こんにちは、${target.name}だよ。なんでも話しかけてね`,
    mode,
  };
}

/** SPEC §2: サトルに話しかけよう... for the default persona, and the same phrase for any other. */
export function inputPlaceholder(displayName: string): string {
  return `${displayName}に話しかけよう...`;
}
