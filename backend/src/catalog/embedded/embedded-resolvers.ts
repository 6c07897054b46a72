// Root resolvers answering the AniList and Annict subset from the embedded catalogue index. What the
// snapshot does not know is null (or an empty list), never made up; see the catalogue README.
import type { CatalogIndex } from './catalog-index';
import { findMedia } from './media-query';
import { searchWorksResolver } from './resolvers/annict-works';
import { characterConnection, characterOf, findCharacters } from './resolvers/characters';
import { mediaOf } from './resolvers/media';
import { pageResolver } from './resolvers/page';
import type { EmbeddedShapes, Resolver } from './resolvers/shapes';

/** The root value: one resolver per root field, each in the module of what it answers. */
export function createEmbeddedRoot(index: CatalogIndex): Record<string, Resolver> {
  const shapes: EmbeddedShapes = {
    index,
    media: (work) => mediaOf(work, shapes),
    characters: (characters, args) => characterConnection(characters, args, shapes),
  };
  return {
    Page: pageResolver(shapes),
    Media: (args, context) => {
      const work = findMedia(index, args, context)[0];
      return work ? mediaOf(work, shapes) : null;
    },
    Character: (args) => {
      const character = findCharacters(index, args)[0];
      return character ? characterOf(character, shapes) : null;
    },
    searchWorks: searchWorksResolver(index),
  };
}
