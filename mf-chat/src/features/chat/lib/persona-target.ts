// Who the chat is with: サトル by default, or the character the character page published on the bus.
import type { CharacterId, PersonaQuery, PersonaSummary, SelectedCharacter } from '@anifan/contract';

/** `GET /api/chat/persona`'s answer. */
export type PersonaInfo = PersonaSummary;

export type PersonaTarget =
  | { kind: 'default' }
  | {
      kind: 'character';
      /** What the persona is keyed by (docs/entities.md#identifiers). */
      id: CharacterId;
      name: string;
      anime: string;
    };

export const DEFAULT_TARGET: PersonaTarget = { kind: 'default' };

export function characterTarget(character: SelectedCharacter): PersonaTarget {
  return {
    kind: 'character',
    id: character.id,
    name: character.name,
    anime: character.animeTitle ?? '',
  };
}

/**
 * Query of `GET /api/chat/persona` for a target: the id the persona is keyed by, and the name and anime
 * this page showed, which the server uses only when its catalogue cannot say who the id is.
 */
export function personaQuery(target: PersonaTarget): PersonaQuery | undefined {
  if (target.kind === 'default') return undefined;
  return {
    characterId: target.id,
    character: target.name,
    anime: target.anime || undefined,
  };
}

/**
 * A stable key: a new key starts a new conversation. A character is one conversation whichever page
 * opened it (its name and anime there may be written differently).
 */
export function targetKey(target: PersonaTarget): string {
  return target.kind === 'default' ? 'default' : `character-id:${target.id}`;
}

/**
 * Used when the persona endpoint cannot be reached, so the page still greets and names the persona;
 * the ids follow the server's name-based format (`character:<name>@<anime>`, `@` in names as `＠`),
 * which the server can answer without its catalogue.
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

/** サトルに話しかけよう... for the default persona, and the same phrase for any other. */
export function inputPlaceholder(displayName: string): string {
  return `${displayName}に話しかけよう...`;
}
