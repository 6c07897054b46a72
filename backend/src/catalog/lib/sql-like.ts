// SQL LIKE (`%` any run, `_` one character) without regular expressions: a two-pointer matcher that
// remembers only the last `%`, so no input can make it backtrack exponentially (issue #32: a
// `%`→`.*` RegExp took seconds for a dozen `%`). At most O(text × pattern) steps, both short here.

/** Longer patterns are refused: AniList's `_like` arguments match 8-digit dates. */
export const MAX_LIKE_PATTERN_LENGTH = 32;

/** A matcher for `pattern`; runs of `%` are one `%`. */
export function compileLike(pattern: string): (text: string) => boolean {
  const compact = pattern.replace(/%+/g, '%');
  return (text) => likeMatches(compact, text);
}

function likeMatches(pattern: string, text: string): boolean {
  let p = 0;
  let t = 0;
  // Where the last `%` stood, and the text position it has been stretched to so far.
  let star = -1;
  let stretched = 0;
  while (t < text.length) {
    const wanted = pattern[p];
    if (wanted === '%') {
      star = p;
      stretched = t;
      p += 1;
    } else if (wanted !== undefined && (wanted === '_' || wanted === text[t])) {
      p += 1;
      t += 1;
    } else if (star !== -1) {
      p = star + 1;
      stretched += 1;
      t = stretched;
    } else {
      return false;
    }
  }
  while (pattern[p] === '%') p += 1;
  return p === pattern.length;
}
