// GetMediaDetail as the route data script sends it, its variables still to fill in. Computed at build
// time (tooling/build-time-loader.ts): the script carries the printed query, not graphql's printer.
import { GET_MEDIA_DETAIL } from '@anifan/contract';
import { graphqlRequest } from '../../../shared/catalog/lib/graphql-request';

export const MEDIA_DETAIL_REQUEST = graphqlRequest(GET_MEDIA_DETAIL, {});
