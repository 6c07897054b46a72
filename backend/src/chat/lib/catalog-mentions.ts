// Finds a work or a character the catalogue knows in a fan's message, so the offline persona can talk
// about it: the curated titles (and their kana readings) and their characters' names.
import type { CuratedTitle } from '../../catalog';
import { normalizeForMatching } from './normalize';

export interface Mention {
  kind: 'work' | 'character';
  /** As the catalogue writes it. */
  name: string;
}

interface Candidate extends Mention {
  key: string;
}

/** Shorter names (一文字, two kana) would match inside ordinary words. */
const MIN_KEY_LENGTH = 3;

function candidates(titles: readonly CuratedTitle[]): Candidate[] {
  const found: Candidate[] = [];
  const add = (kind: Mention['kind'], name: string, text: string) => {
    const key = normalizeForMatching(text).replace(/ /g, '');
    if ([...key].length >= MIN_KEY_LENGTH) found.push({ kind, name, key });
  };
  for (const title of titles) {
    add('work', title.title, title.title);
    add('work', title.title, title.reading);
    for (const { name } of title.characters) {
      add('character', name.native, name.native);
      // 「アーニャ・フォージャー」 is called アーニャ: the given name alone names her too.
      const [given] = name.native.split(/[・＝=]/);
      if (given && given !== name.native) add('character', name.native, given);
    }
  }
  // Longest first: 「葬送のフリーレン」 is the work even though it contains the character フリーレン.
  return found.sort((a, b) => b.key.length - a.key.length);
}

export function createMentionFinder(titles: readonly CuratedTitle[]): (message: string) => Mention | null {
  const all = candidates(titles);
  return (message) => {
    const text = normalizeForMatching(message).replace(/ /g, '');
    const hit = all.find((candidate) => text.includes(candidate.key));
    return hit ? { kind: hit.kind, name: hit.name } : null;
  };
}
