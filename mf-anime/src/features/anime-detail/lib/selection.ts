// SPEC §3: the selected character that a detail card publishes, with its Japanese voice actor.
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

/** "CV: " plus the voice actor, or 不明 (SPEC §2). */
export const cvLabel = (voiceActor: string) => `CV: ${voiceActor || UNKNOWN_VOICE_ACTOR}`;
