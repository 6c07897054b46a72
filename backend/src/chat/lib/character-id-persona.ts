// Personas keyed by a character's canonical id (`character-id:<id>`), so one character is one persona
// whichever page opened the chat; its name and anime come from the catalogue, not from the client.
import { isCharacterId } from '@anifan/contract';
import {
  cleanCharacterRef,
  cleanLabel,
  deriveCharacterPersona,
  MAX_CHARACTER_NAME_LENGTH,
} from './character-persona';
import type { Persona } from './persona';

export const CHARACTER_ID_PERSONA_PREFIX = 'character-id:';

export function characterIdPersonaId(id: number): string {
  return `${CHARACTER_ID_PERSONA_PREFIX}${id}`;
}

/** `character-id:<id>` → the id; null for any other persona id. */
export function parseCharacterIdPersonaId(personaId: string): number | null {
  if (!personaId.startsWith(CHARACTER_ID_PERSONA_PREFIX)) return null;
  const digits = personaId.slice(CHARACTER_ID_PERSONA_PREFIX.length);
  if (!/^-?\d{1,10}$/.test(digits)) return null;
  const id = Number(digits);
  return isCharacterId(id) ? id : null;
}

/** The persona of the character `id` is; null when its name cannot be used in a prompt. */
export function characterIdPersona(
  id: number,
  identity: { name: string; anime: string; voiceActor: string },
): Persona | null {
  // A title too long for the prompt is dropped rather than losing the character.
  const ref = cleanCharacterRef(identity.name, identity.anime) ?? cleanCharacterRef(identity.name, undefined);
  if (!ref) return null;
  const voiceActor = cleanLabel(identity.voiceActor, MAX_CHARACTER_NAME_LENGTH) ?? undefined;
  return { ...deriveCharacterPersona({ ...ref, voiceActor }), id: characterIdPersonaId(id) };
}
