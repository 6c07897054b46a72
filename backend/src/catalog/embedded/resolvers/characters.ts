// Characters and their voice actors (`Character`, `CharacterConnection`, `Staff`) from the curated list.
import { GraphQLError } from 'graphql';
import { mediaSortKeys, sortWorks } from '../media-query';
import type { CatalogIndex, IndexedCharacter } from '../catalog-index';
import type { EmbeddedContext } from '../embedded-context';
import {
  connectionPage,
  nameParts,
  pageOf,
  PLACEHOLDER_IMAGE,
  stringList,
  UNKNOWN_DATE,
  type Args,
  type EmbeddedShapes,
  type GraphQLObject,
} from './shapes';

const ROLE_ORDER = { MAIN: 0, SUPPORTING: 1 } as const;
/** Every CharacterSort value; the curated order stands in for favourites and relevance. */
const CHARACTER_SORTS: Readonly<Record<string, (a: IndexedCharacter, b: IndexedCharacter) => number>> = {
  ID: (a, b) => a.id - b.id,
  ID_DESC: (a, b) => b.id - a.id,
  ROLE: (a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role],
  ROLE_DESC: (a, b) => ROLE_ORDER[b.role] - ROLE_ORDER[a.role],
  RELEVANCE: (a, b) => a.order - b.order,
  FAVOURITES_DESC: (a, b) => a.order - b.order,
  FAVOURITES: (a, b) => b.order - a.order,
  // The search's own order leads whenever there is a search; without one there is nothing to match.
  SEARCH_MATCH: () => 0,
};

function sortCharacters(items: IndexedCharacter[], sorts: readonly string[]): IndexedCharacter[] {
  const comparators = sorts.flatMap((s) => (CHARACTER_SORTS[s] ? [CHARACTER_SORTS[s]] : []));
  if (comparators.length === 0) return items;
  return items.sort((a, b) => {
    for (const compare of comparators) {
      const result = compare(a, b);
      if (result !== 0) return result;
    }
    return 0;
  });
}

/** Curated voice actors are Japanese: any other language has none. */
const speaksJapanese = (args: Args) =>
  args.language === undefined || args.language === null || args.language === 'JAPANESE';

function staffOf(character: IndexedCharacter, shapes: EmbeddedShapes): GraphQLObject {
  const va = character.voiceActor;
  return {
    id: va.id,
    name: {
      ...nameParts(va.full),
      full: va.full,
      native: va.native,
      alternative: [],
      userPreferred: va.full,
    },
    language: 'JAPANESE',
    languageV2: 'Japanese',
    image: PLACEHOLDER_IMAGE,
    description: null,
    primaryOccupations: ['Voice Actor'],
    gender: null,
    dateOfBirth: UNKNOWN_DATE,
    dateOfDeath: UNKNOWN_DATE,
    age: null,
    yearsActive: [],
    homeTown: null,
    bloodType: null,
    isFavourite: false,
    isFavouriteBlocked: false,
    // Curated voice actors carry the catalogue's own ids, not AniList's: no AniList page to link.
    siteUrl: null,
    favourites: null,
    characters: (args: Args) =>
      shapes.characters(shapes.index.charactersVoicedBy(va.id), { ...args, role: null }),
  };
}

const voiceActorsOf = (character: IndexedCharacter, args: Args, shapes: EmbeddedShapes) =>
  speaksJapanese(args) ? [staffOf(character, shapes)] : [];
const voiceActorRolesOf = (character: IndexedCharacter, args: Args, shapes: EmbeddedShapes) =>
  voiceActorsOf(character, args, shapes).map((voiceActor) => ({
    voiceActor,
    roleNotes: null,
    dubGroup: null,
  }));

export function characterConnection(
  characters: IndexedCharacter[],
  args: Args,
  shapes: EmbeddedShapes,
): GraphQLObject {
  const role = typeof args.role === 'string' ? args.role : null;
  const list = sortCharacters(
    characters.filter((c) => role === null || c.role === role),
    stringList(args.sort),
  );
  const { page, perPage } = connectionPage(args);
  const { slice, pageInfo } = pageOf(list, page, perPage);
  const edges = slice.map((character) => ({
    node: characterOf(character, shapes),
    id: character.id,
    role: character.role,
    name: null,
    favouriteOrder: null,
    voiceActors: (vaArgs: Args) => voiceActorsOf(character, vaArgs, shapes),
    voiceActorRoles: (vaArgs: Args) => voiceActorRolesOf(character, vaArgs, shapes),
    media: () => character.works.map((work) => shapes.media(work)),
  }));
  return { edges, nodes: edges.map((e) => e.node), pageInfo };
}

export function characterOf(character: IndexedCharacter, shapes: EmbeddedShapes): GraphQLObject {
  return {
    id: character.id,
    name: {
      ...nameParts(character.name.full),
      full: character.name.full,
      native: character.name.native,
      alternative: [],
      alternativeSpoiler: [],
      userPreferred: character.name.full,
    },
    image: PLACEHOLDER_IMAGE,
    description: null,
    gender: null,
    dateOfBirth: UNKNOWN_DATE,
    age: null,
    bloodType: null,
    isFavourite: false,
    isFavouriteBlocked: false,
    // A positive id is AniList's own (a negative one is the catalogue's key).
    siteUrl: character.id > 0 ? `https://anilist.co/character/${character.id}` : null,
    favourites: null,
    media: (args: Args, context: EmbeddedContext) => {
      let works = args.type === 'MANGA' || args.onList === true ? [] : [...character.works];
      if (args.sort !== undefined && args.sort !== null) {
        works = sortWorks(works, mediaSortKeys(args.sort), context);
      }
      const { page, perPage } = connectionPage(args);
      const { slice, pageInfo } = pageOf(works, page, perPage);
      const edges = slice.map((work) => ({
        node: shapes.media(work),
        id: work.id,
        relationType: null,
        isMainStudio: false,
        characters: [],
        characterRole: character.role,
        characterName: null,
        roleNotes: null,
        dubGroup: null,
        staffRole: null,
        // The same actor as on the work's own character list: one character, one voice.
        voiceActors: (vaArgs: Args) => voiceActorsOf(character, vaArgs, shapes),
        voiceActorRoles: (vaArgs: Args) => voiceActorRolesOf(character, vaArgs, shapes),
        favouriteOrder: null,
      }));
      return { edges, nodes: edges.map((e) => e.node), pageInfo };
    },
  };
}

/** The characters `Page.characters` and `Character` select, in the search's or the requested order. */
export function findCharacters(index: CatalogIndex, args: Args): IndexedCharacter[] {
  if (args.isBirthday !== undefined && args.isBirthday !== null) {
    throw new GraphQLError(
      'Argument "isBirthday" is not supported by the embedded catalogue: the snapshot has no birthdays. ' +
        'Leave it out, or use CATALOG_SOURCE=live or auto.',
    );
  }
  const search = typeof args.search === 'string' && args.search.trim() !== '' ? args.search : null;
  let characters = search ? index.searchCharacters(search) : [...index.characters];
  const ids = (value: unknown) => new Set(Array.isArray(value) ? value : [value]);
  if (typeof args.id === 'number') characters = characters.filter((c) => c.id === args.id);
  if (typeof args.id_not === 'number') characters = characters.filter((c) => c.id !== args.id_not);
  if (Array.isArray(args.id_in)) {
    const wanted = ids(args.id_in);
    characters = characters.filter((c) => wanted.has(c.id));
  }
  if (Array.isArray(args.id_not_in)) {
    const unwanted = ids(args.id_not_in);
    characters = characters.filter((c) => !unwanted.has(c.id));
  }
  return search ? characters : sortCharacters(characters, stringList(args.sort));
}
