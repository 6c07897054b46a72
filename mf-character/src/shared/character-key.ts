// The id comments and favorites are filed under (docs/entities.md#identifiers): the character's id, or its name without one.
import type { SelectedCharacter } from '@anifan/contract';

export function characterKey(character: Pick<SelectedCharacter, 'id' | 'name'>): string {
  const { id } = character;
  return id === null || id === undefined || id === '' ? character.name : String(id);
}
