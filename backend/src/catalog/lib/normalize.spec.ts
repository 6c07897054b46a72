import { katakanaToHiragana, normalizeForSearch } from './normalize';

describe('normalizeForSearch', () => {
  it.each([
    ['katakana folds to hiragana', 'ジュジュツカイセン', 'じゅじゅつかいせん'],
    ['half-width katakana', 'ｼﾞｭｼﾞｭﾂ', 'じゅじゅつ'],
    ['spaces are ignored', '呪術 廻戦', '呪術廻戦'],
    ['ideographic space', '呪術　廻戦', '呪術廻戦'],
    ['full-width latin and case', 'ＳＰＹ×ＦＡＭＩＬＹ', 'spyfamily'],
    ['symbols and brackets', '【推しの子】', '推しの子'],
    ['middle dots and exclamation', 'ぼっち・ざ・ろっく！', 'ぼっちざろっく'],
    ['the long-vowel mark is kept', 'チェンソーマン', 'ちぇんそーまん'],
    ['half-width long-vowel mark', 'ﾁｪﾝｿｰﾏﾝ', 'ちぇんそーまん'],
    ['latin words lose spaces and punctuation', "Frieren: Beyond Journey's End", 'frierenbeyondjourneysend'],
    ['variant kanji fold for matching', '種﨑敦美', '種崎敦美'],
    ['digits survive', 'Season2', 'season2'],
    ['empty stays empty', '  ', ''],
  ])('%s: %s → %s', (_label, input, expected) => {
    expect(normalizeForSearch(input)).toBe(expected);
  });
});

describe('katakanaToHiragana', () => {
  it.each([
    ['アイウエオ', 'あいうえお'],
    ['ヴ', 'ゔ'],
    ['ヵヶ', 'ゕゖ'],
    ['ヽヾ', 'ゝゞ'],
    ['ー', 'ー'],
    ['漢字とかな', '漢字とかな'],
  ])('%s → %s', (input, expected) => {
    expect(katakanaToHiragana(input)).toBe(expected);
  });
});
