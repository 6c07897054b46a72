import { parse, print } from 'graphql';
import { clampPageSizes } from './clamp-page-sizes';

describe('clampPageSizes', () => {
  it.each([
    [
      'a literal perPage above the cap',
      '{ Page(perPage: 500) { pageInfo { total } } }',
      {},
      'perPage: 100',
      {},
    ],
    ['a literal first at the cap', '{ searchWorks(first: 100) { edges { cursor } } }', {}, 'first: 100', {}],
    ['a literal below the cap', '{ Page(perPage: 5) { pageInfo { total } } }', {}, 'perPage: 5', {}],
    [
      'a variable above the cap',
      'query ($n: Int) { searchWorks(first: $n) { edges { cursor } } }',
      { n: 1000 },
      'first: $n',
      { n: 100 },
    ],
    [
      'a variable below the cap',
      'query ($n: Int) { Page(perPage: $n) { pageInfo { total } } }',
      { n: 50 },
      'perPage: $n',
      { n: 50 },
    ],
    ['other integer arguments', '{ Media(id: 12345) { id } }', {}, 'id: 12345', {}],
  ])('%s', (_label, query, variables, printed, expectedVariables) => {
    const result = clampPageSizes(parse(query), variables, 100);
    expect(print(result.document)).toContain(printed);
    expect(result.variables).toEqual(expectedVariables);
  });
});
