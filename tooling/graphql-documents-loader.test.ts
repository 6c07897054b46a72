import { gql } from '@apollo/client';
import { print, type DocumentNode } from 'graphql';
import type { LoaderContext } from 'webpack';
import graphqlDocumentsLoader from './graphql-documents-loader';

function load(source: string) {
  const errors: Error[] = [];
  const context = { emitError: (error: Error) => errors.push(error) } as unknown as LoaderContext<object>;
  return { output: graphqlDocumentsLoader.call(context, source), errors };
}

const QUERY = `
  query GetWorks($seasons: [String!], $first: Int) {
    searchWorks(seasons: $seasons, orderBy: { field: WATCHERS_COUNT, direction: DESC }, first: $first) {
      edges { node { title image { facebookOgImageUrl } } }
    }
  }
`;

describe('graphqlDocumentsLoader', () => {
  it('replaces a gql document with its parsed form, which prints the same request text', () => {
    const { output, errors } = load(`export const GET_WORKS = gql\`${QUERY}\`;\nconst other = 1;`);
    expect(errors).toEqual([]);
    expect(output).not.toContain('gql`');
    expect(output).toContain('const other = 1;');
    const expression = output.slice('export const GET_WORKS = '.length, output.indexOf(';\n'));
    const document = new Function(`return ${expression}`)() as DocumentNode;
    expect(document.kind).toBe('Document');
    expect(print(document)).toBe(print(gql(QUERY)));
  });

  it('marks each parsed document pure, so a bundle that does not use it leaves it out', () => {
    const { output } = load('export const A = gql`query A { a }`;');
    expect(output).toMatch(/^export const A = \/\*#__PURE__\*\/ JSON\.parse\(/);
  });

  it('compiles every document of a module and leaves other templates alone', () => {
    const { output } = load(
      'const a = gql`query A { a }`;\nconst b = gql`query B { b }`;\nconst s = tag`query C { c }`;',
    );
    expect(output.match(/JSON\.parse/g)).toHaveLength(2);
    expect(output).toContain('tag`query C { c }`');
  });

  it('fails the build on a document it cannot parse', () => {
    expect(() => load('const broken = gql`query { a `;')).toThrow(/Syntax Error/);
  });

  it('reports a document with interpolations instead of guessing', () => {
    const source = 'const q = gql`query Q { ...${FRAGMENT} }`;';
    const { output, errors } = load(source);
    expect(output).toBe(source);
    expect(errors.map((error) => error.message)).toEqual([
      'gql documents with ${…} interpolations cannot be parsed at build time',
    ]);
  });
});
