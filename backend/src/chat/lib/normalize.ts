// Normalises text for intent matching so width, case, kana script and punctuation do not matter.

const KATAKANA = /[\u30a1-\u30f6]/g;
const KATAKANA_TO_HIRAGANA = 0x60;
/** Runs of anything that is not a letter, a number or the long-vowel mark become one space. */
const SEPARATORS = /[^\p{L}\p{N}\u30fc]+/gu;

/** NFKC, lower case, katakana → hiragana, punctuation and emoji → single spaces, trimmed. */
export function normalizeForMatching(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(KATAKANA, (ch) => String.fromCharCode(ch.charCodeAt(0) - KATAKANA_TO_HIRAGANA))
    .replace(SEPARATORS, ' ')
    .trim();
}

const ASCII_KEYWORD = /^[a-z0-9 ]+$/;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A predicate for one keyword. Latin keywords match whole words ("hi" must not match "this");
 * Japanese ones match anywhere, ignoring spaces, because Japanese is written without them.
 */
export function keywordMatcher(keyword: string): (normalized: string) => boolean {
  const key = normalizeForMatching(keyword);
  if (ASCII_KEYWORD.test(key)) {
    const pattern = new RegExp(`(^| )${escapeRegExp(key)}( |$)`);
    return (normalized) => pattern.test(normalized);
  }
  const compactKey = key.replace(/ /g, '');
  return (normalized) => normalized.replace(/ /g, '').includes(compactKey);
}
