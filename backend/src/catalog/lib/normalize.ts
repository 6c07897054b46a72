// Search-key normalisation shared by titles, aliases, character names and queries (pure).

/** Variant kanji that name databases spell either way; folded only for matching, never shown. */
const VARIANT_KANJI: Readonly<Record<string, string>> = {
  﨑: '崎',
  嵜: '崎',
  髙: '高',
  邉: '辺',
  邊: '辺',
  濵: '浜',
  濱: '浜',
  德: '徳',
  '𠮷': '吉',
};

const VARIANT_PATTERN = new RegExp(`[${Object.keys(VARIANT_KANJI).join('')}]`, 'gu');

// Punctuation, symbols, separators and controls carry no meaning for title search ("SPY×FAMILY",
// "【推しの子】", "ぼっち・ざ・ろっく！"); the long-vowel mark ー is a letter (Lm) and is kept.
const IGNORED = /[\p{P}\p{S}\p{Z}\p{C}]/gu;

const KATAKANA_START = 0x30a1;
const KATAKANA_END = 0x30f6;
const KANA_OFFSET = 0x60;

/** Katakana → hiragana so ジュジュツ and じゅじゅつ compare equal (ヷ–ヺ have no hiragana form). */
export function katakanaToHiragana(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= KATAKANA_START && code <= KATAKANA_END) out += String.fromCodePoint(code - KANA_OFFSET);
    else if (code === 0x30fd || code === 0x30fe) out += String.fromCodePoint(code - KANA_OFFSET);
    else out += char;
  }
  return out;
}

/**
 * The comparable form of a string: NFKC (full-width ASCII and half-width katakana become standard),
 * lower case, katakana folded to hiragana, variant kanji folded, spaces and punctuation removed.
 */
export function normalizeForSearch(text: string): string {
  const folded = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(VARIANT_PATTERN, (c) => VARIANT_KANJI[c] ?? c);
  return katakanaToHiragana(folded).replace(IGNORED, '');
}
