// SPEC §3: the selected anime and character that a card click publishes on the platform bus.
import type { SelectedAnime, SelectedCharacter } from '@anifan/contract';

/** A works or characters card as a list item / selected anime: no watchers, no season (SPEC §3). */
export function animeFromCard(title: string, image: string): SelectedAnime {
  return { title, watchersCount: 0, seasonYear: '', image: { facebookOgImageUrl: image } };
}

/** The anime home's characters tab knows no voice actor; the character page shows that as unknown. */
export function characterFromSearch(character: {
  id: number;
  name: string;
  image: string;
  animeTitle: string;
}): SelectedCharacter {
  return {
    id: character.id,
    name: character.name,
    image: character.image,
    voiceActors: '',
    voiceActorsImage: '',
    animeTitle: character.animeTitle,
  };
}
