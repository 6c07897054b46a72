import { asksForInformation, detectIntent, isQuestion, type Intent } from './intents';
import { keywordMatcher, normalizeForMatching } from './normalize';

describe('normalizeForMatching', () => {
  it.each([
    ['ＨＥＬＬＯ！！', 'hello'],
    ['コンニチハ', 'こんにちは'],
    ['ｺﾝﾆﾁﾊ', 'こんにちは'],
    ['  今期の　アニメは？😀 ', '今期の あにめは'],
    ['スーパー', 'すーぱー'],
    ['...', ''],
  ])('%j → %j', (input, expected) => {
    expect(normalizeForMatching(input)).toBe(expected);
  });
});

describe('keywordMatcher', () => {
  it.each([
    ['hi', 'hi there', true],
    ['hi', 'this season', false],
    ['see you', 'ok see you later', true],
    ['今期', '今 期のアニメ', true],
    ['アニメ', 'あにめ', true],
  ])('%j in %j → %s', (keyword, text, expected) => {
    expect(keywordMatcher(keyword)(normalizeForMatching(text))).toBe(expected);
  });
});

describe('detectIntent', () => {
  it.each<[string, Intent]>([
    ['こんにちは', 'greeting'],
    ['こんにちわ〜', 'greeting'],
    ['ｺﾝﾊﾞﾝﾊ', 'greeting'],
    ['やあ！', 'greeting'],
    ['Hello!', 'greeting'],
    ['はじめまして、よろしく', 'greeting'],
    ['君は誰？', 'whoAreYou'],
    ['あなたの名前を教えて', 'whoAreYou'],
    ['自己紹介して', 'whoAreYou'],
    ['Who are you?', 'whoAreYou'],
    ['好きなアニメは？', 'favoriteAnime'],
    ['どんなアニメが好き？', 'favoriteAnime'],
    ['おすすめのアニメある？', 'favoriteAnime'],
    ['今期のアニメは何がおすすめ？', 'seasonAnime'],
    ['今季なに見てる？', 'seasonAnime'],
    ['what is airing this season', 'seasonAnime'],
    ['元気？', 'howAreYou'],
    ['こんにちは、調子どう？', 'howAreYou'],
    ['how are you', 'howAreYou'],
    ['今日はちょっと疲れた…', 'tired'],
    ['今日は疲れたよ…', 'tired'],
    ['もう眠い', 'tired'],
    ['I am so tired', 'tired'],
    ['最近ちょっと悲しいことがあって', 'sad'],
    ['寂しいな', 'sad'],
    ['テストで満点とれて嬉しい！', 'happy'],
    ['今日は楽しかった', 'happy'],
    ['暇だなあ', 'bored'],
    ['退屈…', 'bored'],
    ['ありがとう！', 'thanks'],
    ['サンキュー', 'thanks'],
    ['Thank you so much', 'thanks'],
    ['またね', 'goodbye'],
    ['ありがとう、じゃあね！', 'goodbye'],
    ['おやすみなさい', 'goodbye'],
    ['Bye', 'goodbye'],
    ['呪術の術式ってどういう仕組み？', 'other'],
    ['this is fine', 'other'],
    ['🍣🍣🍣', 'other'],
    ['', 'other'],
  ])('%j → %s', (message, intent) => {
    expect(detectIntent(message)).toBe(intent);
  });
});

describe('isQuestion', () => {
  it.each<[string, boolean]>([
    ['無量空処って何？', true],
    ['ヒンメルのこと覚えてる', true],
    ['五条悟について教えて', true],
    ['what is this', true],
    ['明日は晴れるかな?', true],
    ['今日はラーメンを食べに行った', false],
    ['無量空処かっこいい！', false],
    ['', false],
  ])('%j → %s', (message, expected) => {
    expect(isQuestion(message)).toBe(expected);
  });
});

describe('asksForInformation', () => {
  it.each<[string, boolean]>([
    ['ヒンメルってどんな人？', true],
    ['無量空処って何', true],
    ['フリーレン好き？', false],
    ['葬送のフリーレンって面白い？', false],
  ])('%j → %s', (message, expected) => {
    expect(asksForInformation(message)).toBe(expected);
  });
});
