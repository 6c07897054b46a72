import { parseAnimeId } from './routes';

describe('parseAnimeId', () => {
  it.each([
    ['113415', 113415],
    ['1', 1],
    ['2147483647', 2147483647],
  ])('reads %j as the work %d', (text, id) => {
    expect(parseAnimeId(text)).toBe(id);
  });

  it.each([
    '',
    '0',
    '-5',
    '+5',
    '0113415',
    '1.5',
    '1e3',
    'abc',
    '113415abc',
    ' 113415',
    '2147483648',
    '99999999999',
  ])('refuses %j', (text) => {
    expect(parseAnimeId(text)).toBeNull();
  });
});
