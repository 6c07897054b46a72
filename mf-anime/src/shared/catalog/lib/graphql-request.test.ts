import { GET_WORKS, getWorksVariables, gql } from '@anifan/contract';
import { graphqlRequest } from './graphql-request';

describe('graphqlRequest', () => {
  it('names the operation and carries the variables and the query with the cache’s __typename fields', () => {
    const request = graphqlRequest(GET_WORKS, getWorksVariables('2026-spring', 10));
    expect(request.operationName).toBe('GetWorks');
    expect(request.variables).toEqual({ seasons: ['2026-spring'], first: 10 });
    expect(request.query).toContain('facebookOgImageUrl\n          __typename');
    expect(request.query).not.toMatch(/query GetWorks\([^)]*\) \{\n {2}__typename/);
  });

  it('refuses an anonymous operation: the page could never take its answer over', () => {
    expect(() =>
      graphqlRequest(
        gql`
          {
            searchWorks {
              edges {
                node {
                  title
                }
              }
            }
          }
        `,
        {},
      ),
    ).toThrow('needs a name');
  });
});
