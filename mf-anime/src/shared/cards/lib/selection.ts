// The selected anime and character (docs/entities.md#selection) that a card click publishes on the bus.
import type { CharacterId, SelectedAnime, SelectedCharacter } from '@anifan/contract';

/** A works or characters card as a list item / selected anime: no watchers, no season. */
export function animeFromCard(title: string, image: string): SelectedAnime {
  return { title, watchersCount: 0, seasonYear: '', image: { facebookOgImageUrl: image } };
}

/**
 * A characters-tab card as the selected character, with the Japanese voice actor of its first anime,
 * so the character page shows the same 「CV:」 as when it is opened from that anime's page.
 */
export function characterFromSearch(character: {
  id: CharacterId;
  name: string;
  image: string;
  animeTitle: string;
  voiceActor: string;
  voiceActorImage: string;
}): SelectedCharacter {
  return {
    id: character.id,
    name: character.name,
    image: character.image,
    voiceActors: character.voiceActor,
    voiceActorsImage: character.voiceActorImage,
    animeTitle: character.animeTitle,
  };
}
