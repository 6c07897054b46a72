// AniList's `Page`: one page of works or characters, and the `pageInfo` of the first list it asks for.
import { getArgumentValues, isObjectType, Kind } from 'graphql';
import { findMedia } from '../media-query';
import { characterOf, findCharacters } from './characters';
import { intArg, pageOf, type Args, type EmbeddedShapes, type Resolver } from './shapes';

export function pageResolver(shapes: EmbeddedShapes): Resolver {
  return (args, context, info) => {
    const page = intArg(args.page, 1, 1, 10_000);
    const perPage = intArg(args.perPage, 50, 1, 100);
    // pageInfo describes the first list field; memoised so it and the list are computed once.
    const memo = new Map<string, unknown>();
    const memoised = <T>(key: string, compute: () => T): T => {
      if (!memo.has(key)) memo.set(key, compute());
      return memo.get(key) as T;
    };
    const lists = {
      media: (listArgs: Args) =>
        memoised(`m${JSON.stringify(listArgs)}`, () =>
          pageOf(findMedia(shapes.index, listArgs, context), page, perPage),
        ),
      characters: (listArgs: Args) =>
        memoised(`c${JSON.stringify(listArgs)}`, () =>
          pageOf(findCharacters(shapes.index, listArgs), page, perPage),
        ),
    };
    const pageType = info.schema.getType('Page');
    const pageFields = isObjectType(pageType) ? pageType.getFields() : {};
    const firstList = info.fieldNodes[0]?.selectionSet?.selections.find(
      (s) => s.kind === Kind.FIELD && (s.name.value === 'media' || s.name.value === 'characters'),
    );
    return {
      pageInfo: () => {
        if (!firstList || firstList.kind !== Kind.FIELD) return pageOf([], page, perPage).pageInfo;
        const name = firstList.name.value as 'media' | 'characters';
        const fieldDef = pageFields[name];
        const listArgs = fieldDef ? getArgumentValues(fieldDef, firstList, info.variableValues) : {};
        return lists[name](listArgs).pageInfo;
      },
      media: (listArgs: Args) => lists.media(listArgs).slice.map((work) => shapes.media(work)),
      characters: (listArgs: Args) =>
        lists.characters(listArgs).slice.map((character) => characterOf(character, shapes)),
    };
  };
}
