// The names of the characters whose threads the queue shows: a thread key carries only the character's
// id, so each is looked up once (the page gives the lookup: the catalogue is another feature's). Until a
// name is known, or when it cannot be, the thread is named by its id.
import { useEffect, useRef, useState } from 'react';
import { parseThreadKey, type CharacterId, type ModerationItem } from '@anifan/contract';

/** The character's name, or null when the catalogue has no such character. */
export type CharacterNameLookup = (id: CharacterId, signal: AbortSignal) => Promise<string | null>;

export type CharacterNames = ReadonlyMap<CharacterId, string>;

export function useCharacterNames(
  items: readonly ModerationItem[],
  lookup: CharacterNameLookup | undefined,
): CharacterNames {
  const [names, setNames] = useState<CharacterNames>(new Map());
  // Ids answered (with a name or without): never asked again.
  const settled = useRef(new Set<CharacterId>());
  const ids = [
    ...new Set(
      items.flatMap(({ comment }) => {
        const thread = parseThreadKey(comment.thread);
        return thread?.kind === 'character' ? [thread.characterId] : [];
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
