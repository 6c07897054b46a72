// Recognises what a fan's message is about, for the offline persona engine.
import { keywordMatcher, normalizeForMatching } from './normalize';

export type Intent =
  | 'greeting'
  | 'whoAreYou'
  | 'favoriteAnime'
  | 'seasonAnime'
  | 'howAreYou'
  | 'tired'
  | 'sad'
  | 'happy'
  | 'bored'
  | 'thanks'
  | 'goodbye'
  | 'other';

/** A string matches on its own; an array matches when every keyword in it is present. */
export type Rule = string | readonly string[];

/** A predicate over normalised text: true when any of the rules matches. */
export function rulesMatcher(rules: readonly Rule[]): (normalized: string) => boolean {
  const predicates = rules.map((rule) => {
    const parts = (typeof rule === 'string' ? [rule] : rule).map(keywordMatcher);
    return (normalized: string) => parts.every((matches) => matches(normalized));
  });
  return (normalized) => predicates.some((matches) => matches(normalized));
}

/**
 * Checked in this order, first match wins: a message that both greets and asks something gets the
 * answer, "ありがとう、またね" is a farewell, and "元気？疲れた…" asks after the persona before it
 * complains (a reply can only answer one thing).
 */
const RULES: ReadonlyArray<readonly [Exclude<Intent, 'other'>, readonly Rule[]]> = [
  [
    'goodbye',
    [
      'さようなら',
      'さよなら',
      'またね',
      'また明日',
      'またあした',
      'バイバイ',
      'じゃあね',
      'おやすみ',
      'bye',
      'goodbye',
      'see you',
      'good night',
    ],
  ],
  ['thanks', ['ありがとう', 'ありがと', 'サンキュー', '感謝', '助かった', 'thanks', 'thank you', 'thx']],
  [
    'seasonAnime',
    ['今期', '今季', '今シーズン', '今クール', '放送中', '今やってる', '新作アニメ', 'this season', 'airing'],
  ],
  [
    'favoriteAnime',
    [
      '好きなアニメ',
      'すきなアニメ',
      '好きな作品',
      '推しアニメ',
      'おすすめのアニメ',
      'お勧めのアニメ',
      'おすすめアニメ',
      ['アニメ', '好き'],
      ['アニメ', 'すき'],
      ['アニメ', 'おすすめ'],
      ['アニメ', 'お勧め'],
      'favorite anime',
      'favourite anime',
    ],
  ],
  [
    'whoAreYou',
    [
      '誰',
      'だれ',
      '何者',
      'なにもの',
      '自己紹介',
      '名前',
      'なまえ',
      'who are you',
      'your name',
      'introduce yourself',
    ],
  ],
  ['howAreYou', ['元気', 'げんき', '調子', 'ちょうし', '気分', 'きぶん', 'how are you', "how's it going"]],
  [
    'tired',
    [
      '疲れ',
      'つかれ',
      '眠い',
      'ねむい',
      'しんどい',
      'へとへと',
      'くたくた',
      'ヘトヘト',
      'tired',
      'sleepy',
      'exhausted',
    ],
  ],
  [
    'sad',
    [
      '悲しい',
      'かなしい',
      '寂しい',
      'さみしい',
      'さびしい',
      'つらい',
      '辛い',
      '落ち込',
      'へこ',
      '泣き',
      '泣い',
      'sad',
      'lonely',
      'depressed',
    ],
  ],
  [
    'happy',
    [
      '嬉しい',
      'うれしい',
      '嬉しかった',
      'うれしかった',
      '楽しい',
      'たのしい',
      '楽しかった',
      'たのしかった',
      'よかった',
      'happy',
    ],
  ],
  ['bored', ['暇', 'ひま', '退屈', 'たいくつ', 'つまらない', 'つまんない', 'bored', 'boring']],
  [
    'greeting',
    [
      'こんにちは',
      'こんにちわ',
      'こんばんは',
      'こんばんわ',
      'おはよう',
      'やあ',
      'やっほー',
      'はじめまして',
      '初めまして',
      'よろしく',
      'ハロー',
      'hello',
      'hi',
      'hey',
    ],
  ],
];

const MATCHERS = RULES.map(([intent, rules]) => [intent, rulesMatcher(rules)] as const);

export function detectIntent(message: string): Intent {
  const normalized = normalizeForMatching(message);
  if (!normalized) return 'other';
  for (const [intent, matches] of MATCHERS) {
    if (matches(normalized)) return intent;
  }
  return 'other';
}

/** Words that ask for information (what, how, tell me), which make a message a question without a question mark. */
const QUESTION_WORDS = rulesMatcher([
  '何',
  'なに',
  'なんで',
  'なんの',
  'なんて',
  'どう',
  'どこ',
  'どれ',
  'どんな',
  'どっち',
  'いつ',
  'なぜ',
  'いくつ',
  '教えて',
  'おしえて',
  '知ってる',
  'しってる',
  '覚えてる',
  'おぼえてる',
  'ですか',
  'ますか',
  'what',
  'why',
  'how',
  'where',
  'when',
  'which',
  'tell me',
]);

/** True when the fan asks for information: 何, どんな, 教えて, 覚えてる… (「好き？」 only asks an opinion). */
export function asksForInformation(message: string): boolean {
  return QUESTION_WORDS(normalizeForMatching(message));
}

/** True when the fan asks something: a question mark, or a word that asks for information. */
export function isQuestion(message: string): boolean {
  return /[?？]/.test(message) || asksForInformation(message);
}
