import { bestMatch, matchKind, matchScore, MatchKind } from './search-rank';

describe('matchKind', () => {
  it.each([
    ['呪術廻戦', '呪術廻戦', MatchKind.Exact],
    ['呪術', '呪術廻戦', MatchKind.Prefix],
    ['廻戦', '呪術廻戦', MatchKind.Substring],
    ['じゅつせん', 'じゅじゅつかいせん', MatchKind.Subsequence],
    ['ぼざろ', 'ぼっちざろっく', MatchKind.Subsequence],
    ['あいう', 'あxxxxxxxxxいxxxxxxxxxう', MatchKind.None],
    ['廻呪', '呪術廻戦', MatchKind.None],
    ['呪術廻戦だ', '呪術廻戦', MatchKind.None],
    ['', '呪術廻戦', MatchKind.None],
    ['呪', '', MatchKind.None],
  ])('%s in %s → %s', (query, key, expected) => {
    expect(matchKind(query, key)).toBe(expected);
  });
});

describe('bestMatch', () => {
  it.each([
    [
      'the own title beats an alias of the same kind',
      '進撃',
      ['進撃の巨人season2', '進撃の巨人'],
      { kind: MatchKind.Prefix, primary: true, keyLength: 12 },
    ],
    [
      'the best kind wins over the own title',
      'attackontitan',
      ['進撃の巨人', 'attackontitan'],
      { kind: MatchKind.Exact, primary: false, keyLength: 13 },
    ],
    [
      'the shortest alias of the same kind',
      'じゅ',
      ['呪術廻戦', 'じゅじゅつかいせんぜろ', 'じゅじゅつかいせん'],
      { kind: MatchKind.Prefix, primary: false, keyLength: 9 },
    ],
    [
      'no key matches',
      'xyz',
      ['呪術廻戦'],
      { kind: MatchKind.None, primary: false, keyLength: Number.POSITIVE_INFINITY },
    ],
  ])('%s', (_label, query, keys, expected) => {
    expect(bestMatch(query, keys)).toEqual(expected);
  });
});

describe('matchScore', () => {
  const score = (kind: MatchKind, primary: boolean, keyLength: number) =>
    matchScore({ kind, primary, keyLength });

  it.each([
    ['exact beats prefix', score(MatchKind.Exact, false, 40), score(MatchKind.Prefix, true, 2)],
    ['prefix beats substring', score(MatchKind.Prefix, false, 40), score(MatchKind.Substring, true, 2)],
    [
      'substring beats subsequence',
      score(MatchKind.Substring, false, 40),
      score(MatchKind.Subsequence, true, 2),
    ],
    [
      'own title beats alias at equal kind',
      score(MatchKind.Prefix, true, 30),
      score(MatchKind.Prefix, false, 5),
    ],
    [
      'shorter key beats longer at equal kind and source',
      score(MatchKind.Prefix, true, 5),
      score(MatchKind.Prefix, true, 12),
    ],
    [
      'very long keys still order below shorter ones',
      score(MatchKind.Substring, true, 1022),
      score(MatchKind.Substring, true, 5000),
    ],
  ])('%s', (_label, better, worse) => {
    expect(better).toBeGreaterThan(worse);
  });
});
