import { cleanText, MAX_COMBINING_MARKS, normalizeText, unsafeTextProblem } from './safe-text';

/** Marks stacked on x, which has no precomposed form with an acute, so NFC leaves the count as it is. */
const acute = '\u0301';
const marks = (count: number): string => acute.repeat(count);

/** Text every rule must leave exactly as it is. */
const ordinary: Array<[string, string]> = [
  ['Japanese', '五条悟は最強！ がんばれ〜'],
  ['lines and a tab', '一行目\n\t二行目'],
  ['a ZWJ family', '👨\u200D👩\u200D👧\u200D👦'],
  ['a ZWJ sequence with skin tones', '🧑🏻\u200D❤\uFE0F\u200D💋\u200D🧑🏼'],
  ['a ZWJ profession after text', 'エンジニア👩\u200D💻です'],
  [
    'flags with tag characters and VS16',
    '🏳\uFE0F\u200D🌈🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}🇯🇵',
  ],
  ['a keycap', '1\uFE0F\u20E3'],
  ['an ideographic variation sequence', '葛\u{E0100}城'],
  ['a Persian ZWNJ between letters', 'می\u200Cخواهم'],
  ['a Devanagari ZWJ after a virama', 'क्\u200Dष'],
  ['Vietnamese with two marks (composed)', 'Tiếng Việt'],
  [`${MAX_COMBINING_MARKS} combining marks`, `x${marks(MAX_COMBINING_MARKS)}`],
];

describe('normalizeText', () => {
  it.each(ordinary)('keeps %s unchanged', (_case, text) => {
    expect(normalizeText(text)).toBe(text);
  });

  it.each([
    ['decomposed kana (NFD) composed', 'か\u3099き\u3099ゆ', 'がぎゆ'],
    ['a decomposed é composed', 'cafe\u0301', 'café'],
    ['CRLF and CR as LF', 'a\r\nb\rc', 'a\nb\nc'],
    ['zero-width spaces dropped', 'ab\u200Bc\u2060d\uFEFFe', 'abcde'],
    ['bidi marks dropped', '\u200Eabc\u200F\u061C', 'abc'],
    ['a ZWJ between Latin letters kept (they can join)', 'a\u200Db', 'a\u200Db'],
    ['a leading and a trailing ZWJ dropped', '\u200Dabc\u200D', 'abc'],
    ['a ZWJ beside a space dropped', 'a \u200D b', 'a  b'],
    ['a doubled ZWJ dropped', '👩\u200D\u200D💻', '👩💻'],
    ['a ZWNJ before a digit dropped', 'a\u200C1', 'a1'],
    ['a ZWJ between combining marks dropped', `x${marks(2)}\u200D${marks(2)}`, `x${marks(4)}`],
    ['a joiner freed from a zero-width space kept', '👩\u200B\u200D💻', '👩\u200D💻'],
  ])('%s', (_case, text, expected) => {
    expect(normalizeText(text)).toBe(expected);
  });
});

describe('unsafeTextProblem', () => {
  it.each(ordinary)('finds nothing wrong with %s', (_case, text) => {
    expect(unsafeTextProblem(text)).toBeNull();
  });

  it.each([
    ['a right-to-left override', 'abc\u202Eexe.txt', 'a bidirectional control character (U+202E)'],
    ['a left-to-right embedding', '\u202Aabc', 'a bidirectional control character (U+202A)'],
    ['a first-strong isolate', 'a\u2068b\u2069', 'a bidirectional control character (U+2068)'],
    ['a pop directional isolate', 'a\u2069', 'a bidirectional control character (U+2069)'],
    ['NUL', 'a\u0000b', 'a control character (U+0000)'],
    ['a bell', 'a\u0007', 'a control character (U+0007)'],
    ['an escape (terminal colours)', '\u001B[31mred', 'a control character (U+001B)'],
    ['a vertical tab', 'a\u000Bb', 'a control character (U+000B)'],
    ['DEL', 'a\u007F', 'a control character (U+007F)'],
    ['a C1 control', 'a\u0085b', 'a control character (U+0085)'],
    ['a lone high surrogate', 'a\uD83D', 'a lone surrogate (U+D83D)'],
    ['a lone low surrogate', '\uDE00a', 'a lone surrogate (U+DE00)'],
    [
      `${MAX_COMBINING_MARKS + 1} combining marks on one letter`,
      `x${marks(MAX_COMBINING_MARKS + 1)}`,
      `more than ${MAX_COMBINING_MARKS} combining marks on one character`,
    ],
    ['999 combining marks on one letter', `x${marks(999)}`, 'more than 8 combining marks on one character'],
  ])('refuses %s', (_case, text, problem) => {
    expect(unsafeTextProblem(text)).toBe(problem);
  });
});

describe('cleanText', () => {
  it.each(ordinary.filter(([, text]) => !text.includes('\n')))('keeps %s unchanged', (_case, text) => {
    expect(cleanText(text)).toBe(text);
  });

  it.each([
    ['a right-to-left override dropped', 'abc\u202Eexe.txt', 'abcexe.txt'],
    ['isolates and embeddings dropped', '\u2067五条\u2069 \u202B悟\u202C', '五条 悟'],
    ['line breaks and tabs as spaces', 'Satoru\r\nGojo\tX', 'Satoru  Gojo X'],
    ['other controls dropped', 'a\u0000b\u001Bc\u0085d', 'abcd'],
    ['lone surrogates dropped', '\uD83Dab\uDE00', 'ab'],
    ['zero-width characters dropped', '\u200Bad\uFEFFmin\u2060', 'admin'],
    ['decomposed text composed', 'Jose\u0301', 'José'],
    ['999 combining marks cut to the limit', `x${marks(999)}b`, `x${marks(MAX_COMBINING_MARKS)}b`],
    [
      'marks joined by a dropped control cut to the limit',
      `x${marks(6)}\u0007${marks(6)}`,
      `x${marks(MAX_COMBINING_MARKS)}`,
    ],
  ])('%s', (_case, text, expected) => {
    expect(cleanText(text)).toBe(expected);
    expect(unsafeTextProblem(cleanText(text))).toBeNull();
  });
});
