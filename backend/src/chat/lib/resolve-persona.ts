// Turns a persona id from a request into a persona: a built-in one or one derived from a character.
import { BUILT_IN_PERSONAS, DEFAULT_PERSONA_ID } from '../personas';
import { deriveCharacterPersona, parseCharacterPersonaId } from './character-persona';
import type { Persona } from './persona';

/** The default persona when `id` is undefined; null when the id is neither built in nor derivable. */
export function resolvePersona(id: string | undefined): Persona | null {
  const builtIn = BUILT_IN_PERSONAS.get(id ?? DEFAULT_PERSONA_ID);
  if (builtIn) return builtIn;
  if (id === undefined) return null;
  const ref = parseCharacterPersonaId(id);
  return ref ? deriveCharacterPersona(ref) : null;
}
