import { alternativeTitles } from './alternative-titles';

describe('alternativeTitles', () => {
  it.each([
    ['呪術廻戦', ['Jujutsu Kaisen', 'Jujutsu Kaisen'], ['Jujutsu Kaisen']],
    ['呪術廻戦', ['Jujutsu Kaisen', 'JUJUTSU KAISEN'], ['Jujutsu Kaisen']],
    ['呪術廻戦', ['Jujutsu  Kaisen ', 'ｊｕｊｕｔｓｕ kaisen'], ['Jujutsu  Kaisen']],
    [
      '葬送のフリーレン',
      ['Sousou no Frieren', 'Frieren: Beyond Journey’s End'],
      ['Sousou no Frieren', 'Frieren: Beyond Journey’s End'],
    ],
    ['Jujutsu Kaisen', ['Jujutsu Kaisen', 'JUJUTSU KAISEN'], []],
    ['呪術廻戦', [null, undefined, '', '  '], []],
    ['呪術廻戦', [null, 'JUJUTSU KAISEN'], ['JUJUTSU KAISEN']],
  ] as const)('%j with %j → %j', (shown, candidates, expected) => {
    expect(alternativeTitles(shown, candidates)).toEqual(expected);
  });
});
