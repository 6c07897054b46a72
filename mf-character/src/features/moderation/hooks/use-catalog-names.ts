// The catalogue's names for the threads the queue shows: a thread key carries only the character's or the
// work's id, so each is looked up once (the page gives the lookups: the catalogue is another feature's).
// Until a name is known, or when it cannot be, the thread is named by its id.
import { useEffect, useRef, useState } from 'react';
import { parseThreadKey, type CharacterId, type ModerationItem, type ThreadKey } from '@anifan/contract';

/** The character's name or the work's title, or null when the catalogue has no such one. */
export type CatalogNameLookup = (id: number, signal: AbortSignal) => Promise<string | null>;

export type CatalogNames = ReadonlyMap<number, string>;
export type CharacterNames = ReadonlyMap<CharacterId, string>;
/** Work titles by the catalogue's media id. */
export type WorkTitles = ReadonlyMap<number, string>;

export function useCharacterNames(
  items: readonly ModerationItem[],
  lookup: CatalogNameLookup | undefined,
): CharacterNames {
  return useCatalogNames(items, lookup, (thread) => {
    const parsed = parseThreadKey(thread);
    return parsed?.kind === 'character' ? parsed.characterId : null;
  });
}

export function useWorkTitles(
  items: readonly ModerationItem[],
  lookup: CatalogNameLookup | undefined,
): WorkTitles {
  return useCatalogNames(items, lookup, (thread) => {
    const parsed = parseThreadKey(thread);
    return parsed?.kind === 'episode' ? parsed.mediaId : null;
  });
}

function useCatalogNames(
  items: readonly ModerationItem[],
  lookup: CatalogNameLookup | undefined,
  idOf: (thread: ThreadKey) => number | null,
): CatalogNames {
  const [names, setNames] = useState<CatalogNames>(new Map());
  // Ids answered (with a name or without): never asked again.
  const settled = useRef(new Set<number>());
  const ids = [
    ...new Set(
      items.flatMap(({ comment }) => {
        const id = idOf(comment.thread);
        return id === null ? [] : [id];
      }),
    ),
  ];
  const key = ids.join(',');

  useEffect(() => {
    if (!lookup) return undefined;
    const controller = new AbortController();
    for (const id of key.split(',').filter(Boolean).map(Number)) {
      if (settled.current.has(id)) continue;
      lookup(id, controller.signal).then(
        (name) => {
          settled.current.add(id);
          if (name && !controller.signal.aborted) setNames((known) => new Map(known).set(id, name));
        },
        // A name is a help, not the page's content: the id stays, and the next change asks again.
        () => undefined,
      );
    }
    return () => controller.abort();
  }, [key, lookup]);

  return names;
}
