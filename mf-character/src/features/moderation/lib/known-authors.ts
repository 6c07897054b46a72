// The authors the queue shows (its comments and the comments they answer), by pseudonymous id: the
// suspensions and the audit log carry only the id, and name an author the page has seen.
import type { ModerationItem } from '@anifan/contract';

export type KnownAuthors = ReadonlyMap<string, { name: string; photoURL: string | null }>;

export function knownAuthors(items: readonly ModerationItem[]): KnownAuthors {
  const authors = new Map<string, { name: string; photoURL: string | null }>();
  for (const { comment, parent } of items) {
    for (const each of parent ? [comment, parent] : [comment]) {
      if (!authors.has(each.userId)) {
        authors.set(each.userId, { name: each.authorName, photoURL: each.authorPhotoURL });
      }
    }
  }
  return authors;
}
