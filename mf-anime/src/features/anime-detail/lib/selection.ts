// The selected character (docs/entities.md#characters) that a detail card publishes, with its Japanese voice actor.
import type { SelectedCharacter } from '@anifan/contract';
import type { MediaCharacter } from '../api/get-media-detail';

export const UNKNOWN_VOICE_ACTOR = '不明';

export function characterFromMedia(character: MediaCharacter, animeTitle: string): SelectedCharacter {
  return {
    id: character.id,
    name: character.name,
    image: character.image,
    voiceActors: character.voiceActor,
    voiceActorsImage: character.voiceActorImage,
    animeTitle,
  };
}

/** "CV: " plus the voice actor, or 不明 (docs/screens.md#anime-detail). */
export const cvLabel = (voiceActor: string) => `CV: ${voiceActor || UNKNOWN_VOICE_ACTOR}`;
