import type { GatewayResponse } from '../catalog-types';
import { EmbeddedAnswers } from './embedded-answers';

const request = (variables: Record<string, unknown> = { search: 'a', page: 1 }) => ({
  query: 'query Q($search: String) { Media(search: $search) { id } }',
  variables,
  operationName: 'Q',
});
const ok = (body: string): GatewayResponse => ({ status: 200, body, headers: {} });

describe('EmbeddedAnswers', () => {
  let now = 1_000;
  const answers = () => new EmbeddedAnswers(() => now);

  beforeEach(() => {
    now = 1_000;
  });

  it('answers a repeated request, whatever its variables’ key order, with an ETag of the body', () => {
    const cache = answers();
    const kept = cache.set(request(), ok('{"data":{"Media":{"id":1}}}'));
    expect(kept.headers.ETag).toMatch(/^W\/".+"$/);
    expect(cache.get(request({ page: 1, search: 'a' }))).toEqual(kept);
    expect(cache.get(request({ search: 'b', page: 1 }))).toBeUndefined();
  });

  it('forgets an answer at the moment its content changes', () => {
    const cache = answers();
    cache.set(request(), ok('{"data":{}}'), 5_000);
    now = 4_999;
    expect(cache.get(request())).toBeDefined();
    now = 5_000;
    expect(cache.get(request())).toBeUndefined();
  });

  it.each([
    ['GraphQL errors', ok('{"errors":[{"message":"x"}],"data":null}'), Infinity],
    ['a refusal', { status: 400, body: '{"errors":[]}', headers: {} }, Infinity],
    ['an answer already out of date', ok('{"data":{}}'), 1_000],
  ])('keeps no answer with %s and sends it without an ETag', (_label, response, expiresAt) => {
    const cache = answers();
    expect(cache.set(request(), response, expiresAt).headers.ETag).toBeUndefined();
    expect(cache.get(request())).toBeUndefined();
  });

  it('keeps no answer larger than 32 MiB, yet sends it with its ETag', () => {
    const cache = answers();
    // 17 million characters count 34 MB, two bytes each.
    const huge = ok(`{"data":{"text":"${'x'.repeat(17_000_000)}"}}`);
    expect(cache.set(request(), huge).headers.ETag).toMatch(/^W\/".+"$/);
    expect(cache.get(request())).toBeUndefined();
  });
});

describe('EmbeddedAnswers by JSON text', () => {
  const text = JSON.stringify(request());

  it('finds an answer by the exact text of the request it was kept for, until it expires', () => {
    let now = 1_000;
    const cache = new EmbeddedAnswers(() => now);
    const kept = cache.set(request(), ok('{"data":{}}'), 5_000, text);
    expect(cache.getByText(text)).toEqual(kept);
    expect(cache.getByText(` ${text}`)).toBeUndefined();
    now = 5_000;
    expect(cache.getByText(text)).toBeUndefined();
  });

  it('learns a new text of a kept request when that request is found by its content', () => {
    const cache = new EmbeddedAnswers(() => 1_000);
    const kept = cache.set(request(), ok('{"data":{}}'));
    const reordered = JSON.stringify({
      operationName: 'Q',
      variables: { page: 1, search: 'a' },
      query: request().query,
    });
    expect(cache.getByText(reordered)).toBeUndefined();
    expect(cache.get(request({ page: 1, search: 'a' }), reordered)).toEqual(kept);
    expect(cache.getByText(reordered)).toEqual(kept);
  });
});
