import { GraphQLError } from 'graphql';
import { UpstreamError } from '../live/upstream-error';
import { GatewayResponder } from './gateway-responder';

const seasons = {
  newestSeason: '2026-spring',
  oldestSeason: '1943-spring',
  publishedAt: '2026-05-15T06:02:16.679Z',
};
const responder = (source: 'embedded' | 'live' | 'auto') =>
  new GatewayResponder(
    { catalog: { source, anilistUrl: '', annictUrl: '', annictToken: null } },
    { snapshotInfo: () => seasons },
  );
const parse = (body: string) => JSON.parse(body) as Record<string, unknown>;

describe('GatewayResponder', () => {
  it('answers 200 with data and names the source and the snapshot’s seasons and date', () => {
    const response = responder('auto').answer({ data: { Media: { id: 1 } } }, 'cache');
    expect(response.status).toBe(200);
    expect(parse(response.body)).toEqual({
      data: { Media: { id: 1 } },
      extensions: { catalog: { source: 'cache', snapshot: seasons } },
    });
  });

  it('keeps GraphQL errors beside partial data, and null data when there is none', () => {
    const body = parse(
      responder('embedded').answer({ errors: [new GraphQLError('Unknown season')] }, 'embedded').body,
    );
    expect(body.errors).toEqual([expect.objectContaining({ message: 'Unknown season' })]);
    expect(body.data).toBeNull();
  });

  it('refuses with the code’s status, each error carrying the code and its location, no data', () => {
    const error = new GraphQLError('Cannot query field "nope" on type "Media".');
    Object.assign(error, { locations: [{ line: 1, column: 10 }] });
    const response = responder('embedded').error('catalog/invalid_query', 'invalid', [error]);
    expect(response.status).toBe(400);
    expect(parse(response.body)).toEqual({
      errors: [
        {
          message: 'Cannot query field "nope" on type "Media".',
          locations: [{ line: 1, column: 10 }],
          extensions: { code: 'catalog/invalid_query' },
        },
      ],
      extensions: { catalog: { source: 'embedded', snapshot: seasons } },
    });
  });

  it('says "live" for a refusal outside embedded mode', () => {
    const body = parse(responder('auto').error('catalog/not_ready', 'not loaded').body) as {
      errors: { message: string }[];
      extensions: { catalog: { source: string } };
    };
    expect(body.errors[0]?.message).toBe('not loaded');
    expect(body.extensions.catalog.source).toBe('live');
  });

  it.each([
    [new UpstreamError('rate_limited', 'AniList', 'retry in 30 s', 29_500), 503, { 'Retry-After': '30' }],
    [new UpstreamError('timeout', 'AniList', 'no answer'), 504, {}],
    [new UpstreamError('server_error', 'Annict', 'HTTP 502'), 502, {}],
  ])('maps %s to HTTP %i', (error, status, headers) => {
    const response = responder('live').upstreamError(error);
    expect(response.status).toBe(status);
    expect(response.headers).toEqual(headers);
    expect(parse(response.body).errors).toEqual([
      { message: error.message, extensions: { code: error.code } },
    ]);
  });
});
