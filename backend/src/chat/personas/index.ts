// The built-in personas, by id. Add a persona by adding a file here and listing it below.
import type { Persona } from '../lib/persona';
import { satoru } from './satoru.persona';

export const DEFAULT_PERSONA_ID = satoru.id;

export const BUILT_IN_PERSONAS: ReadonlyMap<string, Persona> = new Map([[satoru.id, satoru]]);
