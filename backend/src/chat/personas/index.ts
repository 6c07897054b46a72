// The built-in personas, by id. Add a persona by adding a file here and listing it below.
import type { KnownCharacter, Persona } from '../lib/persona';
import { normalizeForMatching } from '../lib/normalize';
import { frieren } from './frieren.profile';
import { gojoSatoru } from './gojo-satoru.profile';
import { satoru } from './satoru.persona';

export const DEFAULT_PERSONA_ID = satoru.id;

export const BUILT_IN_PERSONAS: ReadonlyMap<string, Persona> = new Map([[satoru.id, satoru]]);

/** The characters the app has data for; add one by adding a `<name>.profile.ts` here and listing it. */
const KNOWN_CHARACTERS: readonly KnownCharacter[] = [gojoSatoru, frieren];

const compact = (text: string) => normalizeForMatching(text).replace(/ /g, '');

/** The data of the character `name` from `anime` (either unknown anime or one naming its work), if any. */
export function knownCharacter(name: string, anime: string): KnownCharacter | undefined {
  return KNOWN_CHARACTERS.find(
    (known) =>
      compact(known.name) === compact(name) &&
      (anime === '' || compact(anime).includes(compact(known.anime))),
  );
}
