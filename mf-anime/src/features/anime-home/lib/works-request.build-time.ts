// GetWorks as the route data script sends it, its variables still to fill in. Computed at build time
// (tooling/build-time-loader.ts): the script carries the printed query, not graphql's printer.
import { GET_WORKS } from '@anifan/contract';
import { graphqlRequest } from '../../../shared/catalog/lib/graphql-request';

const { operationName, query } = graphqlRequest(GET_WORKS, {});

export const WORKS_OPERATION_NAME = operationName;
export const WORKS_QUERY = query;
