// The rules for text that people write and others read (comments, display names), so that what is
// shown is what was written: no characters that are invisible, reverse the text around them, or
// smear a single letter over the lines above and below it (issue #32, finding 8).

/** More combining marks than this on one character only serve to draw over neighbouring text. */
export const MAX_COMBINING_MARKS = 8;

/**
 * Zero-width spaces (U+200B, U+2060, U+FEFF) and the bidi marks LRM, RLM and ALM (U+200E, U+200F,
 * U+061C). They show nothing and come along unseen when text is pasted, so they are dropped rather
 * than refused: the writer could not see what to delete. The marks only steer neutral characters
 * next to them; reordering whole runs takes the controls refused below.
 */
const INVISIBLE = /[\u200B\u2060\uFEFF\u200E\u200F\u061C]/gu;

/**
 * ZWNJ and ZWJ (U+200C, U+200D) change rendering only between two characters that can join: emoji
 * in a ZWJ sequence (👩 ZWJ 💻 shows one technologist; also after a skin tone or U+FE0F), Indic conjuncts (after a virama, a mark),
 * Persian and Arabic letters. Anywhere else — at an edge, beside a space, digit or another joiner —
 * they are invisible and do nothing, so they are dropped.
 */
const STRAY_JOINER =
  /(?<![\p{L}\p{M}\p{Extended_Pictographic}\p{Emoji_Modifier}])[\u200C\u200D]|[\u200C\u200D](?![\p{L}\p{Extended_Pictographic}])/gu;

/** C0 and C1 controls and DEL (\p{Cc}), except tab and line feed (a comment may have lines). */
const CONTROL = /(?![\t\n])\p{Cc}/u;
/** Embeddings, overrides and isolates: they reorder all text up to their end (`abc\u202Eexe.txt` shows `abctxt.exe`). */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/u;
/** Half of a surrogate pair without the other half: no character at all, and stored as U+FFFD. */
const LONE_SURROGATE = /\p{Cs}/u;
const COMBINING_RUN = new RegExp(`\\p{M}{${MAX_COMBINING_MARKS + 1},}`, 'u');

const everywhere = (pattern: RegExp): RegExp => new RegExp(pattern.source, 'gu');
const LONE_SURROGATES = everywhere(LONE_SURROGATE);
const CONTROLS = everywhere(CONTROL);
const BIDI_CONTROLS = everywhere(BIDI_CONTROL);
const WHITESPACE_CONTROLS = /[\t\n\v\f\r]/g;
/** The first MAX_COMBINING_MARKS marks of a longer run, and the rest of it. */
const COMBINING_EXCESS = new RegExp(`(\\p{M}{${MAX_COMBINING_MARKS}})\\p{M}+`, 'gu');

const hex = (text: string): string =>
  `U+${(text.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

/** Whether `text` holds half a surrogate pair: the databases would store it as U+FFFD, unlike what was answered. */
export function hasLoneSurrogate(text: string): boolean {
  return LONE_SURROGATE.test(text);
}

/**
 * A written text as it is kept: line breaks as `\n`, invisible characters and stray joiners dropped,
 * then composed (NFC), so that the same words are the same characters however they arrived (text
 * copied from a macOS file name brings `が` as `か` + U+3099).
 */
export function normalizeText(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(INVISIBLE, '').replace(STRAY_JOINER, '').normalize('NFC');
}

/**
 * What makes a normalised text unfit to show, said for an error message ("must not contain …"), or
 * null when it is fine. These are refused rather than dropped: they are typed on purpose, and
 * silently changing what someone wrote would be a surprise of its own.
 */
export function unsafeTextProblem(text: string): string | null {
  const surrogate = LONE_SURROGATE.exec(text);
  if (surrogate) return `a lone surrogate (${hex(surrogate[0])})`;
  const control = CONTROL.exec(text);
  if (control) return `a control character (${hex(control[0])})`;
  const bidi = BIDI_CONTROL.exec(text);
  if (bidi) return `a bidirectional control character (${hex(bidi[0])})`;
  if (COMBINING_RUN.test(text)) return `more than ${MAX_COMBINING_MARKS} combining marks on one character`;
  return null;
}

/**
 * A text its owner cannot correct here (a display name from the identity provider), made safe by
 * dropping what unsafeTextProblem would refuse: whitespace controls become spaces, other controls,
 * bidi controls and lone surrogates go, and runs of combining marks are cut to the limit.
 */
export function cleanText(text: string): string {
  return normalizeText(
    text
      .replace(LONE_SURROGATES, '')
      .replace(WHITESPACE_CONTROLS, ' ')
      .replace(CONTROLS, '')
      .replace(BIDI_CONTROLS, ''),
  ).replace(COMBINING_EXCESS, '$1');
}
