import { GET_MEDIA_TITLE_QUERY } from '@anifan/contract';
import { getMediaTitle } from './get-media-title';

const GRAPHQL_URL = 'https://anifan.example/graphql';

function answer(status: number, body: unknown) {
  globalThis.fetch = jest.fn(async () => ({ ok: status < 400, status, json: async () => body }) as Response);
  return globalThis.fetch as jest.Mock;
}

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('getMediaTitle', () => {
  it('asks GetMediaTitle by id and reads the Japanese title', async () => {
    const fetch = answer(200, {
      data: { Media: { id: 113415, title: { native: '呪術廻戦', romaji: 'Jujutsu Kaisen' } } },
    });
    await expect(getMediaTitle(GRAPHQL_URL, 113415)).resolves.toBe('呪術廻戦');
    expect(fetch).toHaveBeenCalledWith(GRAPHQL_URL, expect.objectContaining({ method: 'POST' }));
    expect(JSON.parse(String(fetch.mock.calls[0][1].body))).toEqual({
      operationName: 'GetMediaTitle',
      variables: { id: 113415 },
      query: GET_MEDIA_TITLE_QUERY,
    });
  });

  it('reads the romaji title when the catalogue has no native one', async () => {
    answer(200, { data: { Media: { id: 21, title: { native: null, romaji: 'ONE PIECE' } } } });
    await expect(getMediaTitle(GRAPHQL_URL, 21)).resolves.toBe('ONE PIECE');
  });

  it('is null for a work the catalogue does not have', async () => {
    answer(404, { data: { Media: null }, errors: [{ message: 'Not Found.', status: 404 }] });
    await expect(getMediaTitle(GRAPHQL_URL, 1)).resolves.toBeNull();
  });

  it('fails when the gateway answers no data', async () => {
    answer(503, { errors: [{ message: 'busy', extensions: { code: 'service/unavailable' } }] });
    await expect(getMediaTitle(GRAPHQL_URL, 113415)).rejects.toThrow('GetMediaTitle failed with HTTP 503');
  });
});
