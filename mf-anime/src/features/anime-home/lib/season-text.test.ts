import { namesSeason } from './season-text';

describe('namesSeason', () => {
  it.each([
    '3年前 秋',
    '来年 春',
    '夏',
    '2024年 秋',
    '2023',
    '２０２４年',
    '去年',
    '再来年',
    '1年後',
    'fall 2025',
    'Winter',
  ])('%j is a season search', (text) => {
    expect(namesSeason(text)).toBe(true);
  });

  it.each(['', '呪術廻戦', '五条悟', 'Frieren', 'ぼっち・ざ・ろっく！', 'falling', '12345'])(
    '%j is not',
    (text) => {
      expect(namesSeason(text)).toBe(false);
    },
  );
});
