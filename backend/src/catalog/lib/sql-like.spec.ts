import { compileLike } from './sql-like';

describe('compileLike', () => {
  it.each([
    ['2024%', '20240405', true],
    ['2024%', '20230405', false],
    ['%04%', '20240405', true],
    ['%0405', '20240405', true],
    ['%0406', '20240405', false],
    ['____04__', '20240405', true],
    ['____04_', '20240405', false],
    ['%', '', true],
    ['', '', true],
    ['', '2024', false],
    ['_', '', false],
    ['%%%%2%%%%', '2', true],
    ['2%4%5', '20240405', true],
    ['2%4%6', '20240405', false],
    // Only % and _ are special: regular-expression characters stand for themselves.
    ['2024.*', '20240405', false],
    ['a+b', 'a+b', true],
    ['(2024)', '(2024)', true],
  ])('%j matches %j: %s', (pattern, text, expected) => {
    expect(compileLike(pattern)(text)).toBe(expected);
  });

  it('answers a pattern of thirty-one % and no match', () => {
    expect(compileLike(`${'%'.repeat(31)}x`)('20240405')).toBe(false);
  });

  // A backtracking matcher needs about 5,000^14 steps for this one; the jest timeout would catch it.
  it('answers alternating % and characters over a long text', () => {
    const match = compileLike('%a%a%a%a%a%a%a%a%a%a%a%a%a%a%b');
    expect(match('a'.repeat(5_000))).toBe(false);
    expect(match(`${'a'.repeat(5_000)}b`)).toBe(true);
  });
});
