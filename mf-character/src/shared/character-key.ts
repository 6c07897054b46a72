// The id comments and favorites are filed under (SPEC §7): the character's id, or its name without one.
import type { SelectedCharacter } from '@anifan/contract';

export function characterKey(character: Pick<SelectedCharacter, 'id' | 'name'>): string {
  const { id } = character;
  return id === null || id === undefined || id === '' ? character.name : String(id);
}
