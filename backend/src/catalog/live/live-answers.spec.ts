import { Logger } from '@nestjs/common';
import { MemoryAnswerStore } from '../cache/answer-cache';
import { DEFAULT_CATALOG_OPTIONS } from '../catalog-options';
import { prepareOperation, type PreparedOperation } from '../graphql/prepare-operation';
import type { GraphQLAnswer } from '../catalog-types';
import { LiveAnswers } from './live-answers';
import { UpstreamError } from './upstream-error';

const prepared = (query: string, variables: Record<string, unknown> = {}): PreparedOperation =>
  prepareOperation({ query, variables, operationName: null }, DEFAULT_CATALOG_OPTIONS.limits);

const MEDIA = prepared('query ($s: String) { Media(search: $s) { id } }', { s: '呪術廻戦' });
const WORKS = prepared('{ searchWorks(seasons: ["2025-spring"], first: 5) { edges { cursor } } }');

function setup(options: { ttlMs?: number; answer?: () => Promise<GraphQLAnswer> } = {}) {
  let now = 10_000;
  const calls: { source: string; query: string; variables: Record<string, unknown> }[] = [];
  const source = (name: string) => ({
    execute: jest.fn(async (document, _operation, variables: Record<string, unknown>) => {
      calls.push({ source: name, query: JSON.stringify(document), variables });
      return options.answer ? options.answer() : { data: { answer: calls.length } };
    }),
  });
  const store = new MemoryAnswerStore(10);
  const live = new LiveAnswers(
    store,
    source('anilist'),
    source('annict'),
    {
      ...DEFAULT_CATALOG_OPTIONS,
      ttlMs: { ...DEFAULT_CATALOG_OPTIONS.ttlMs, Media: options.ttlMs ?? 1_000 },
      staleWindowMs: 5_000,
    },
    () => now,
  );
  return { live, calls, store, advance: (ms: number) => (now += ms) };
}

afterEach(() => jest.restoreAllMocks());

describe('LiveAnswers', () => {
  it('sends AniList fields to AniList and searchWorks to Annict', async () => {
    const { live, calls } = setup();
    await live.fetch(MEDIA, 1_000);
    await live.fetch(WORKS, 1_000);
    expect(calls.map((c) => c.source)).toEqual(['anilist', 'annict']);
  });

  it('shares one upstream call among identical concurrent requests', async () => {
    const { live, calls } = setup();
    const answers = await Promise.all([live.fetch(MEDIA, 1_000), live.fetch(MEDIA, 1_000)]);
    expect(calls).toHaveLength(1);
    expect(answers[0]).toBe(answers[1]);
  });

  it('caps page sizes before forwarding', async () => {
    const { live, calls } = setup();
    await live.fetch(prepared('query ($n: Int) { Page(perPage: $n) { media { id } } }', { n: 500 }), 1_000);
    expect(calls[0]?.variables).toEqual({ n: DEFAULT_CATALOG_OPTIONS.limits.maxPageSize });
  });

  it('answers from the store while fresh, without calling upstream', async () => {
    const { live, calls, advance } = setup();
    const first = await live.fetch(MEDIA, 1_000);
    advance(999);
    expect(await live.cached(MEDIA)).toEqual(first);
    await Promise.resolve();
    expect(calls).toHaveLength(1);
  });

  it('serves a stale answer and refreshes it once in the background', async () => {
    const { live, calls, advance } = setup();
    const first = await live.fetch(MEDIA, 1_000);
    advance(1_000);
    expect(await Promise.all([live.cached(MEDIA), live.cached(MEDIA)])).toEqual([first, first]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls).toHaveLength(2);
    expect(await live.cached(MEDIA)).toEqual({ data: { answer: 2 } });
  });

  it('forgets an answer after its fresh time and the stale window', async () => {
    const { live, advance } = setup();
    await live.fetch(MEDIA, 1_000);
    advance(1_000 + 5_000 + 1);
    jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 6_001);
    expect(await live.cached(MEDIA)).toBeNull();
  });

  it('does not store an answer with GraphQL errors', async () => {
    const { live } = setup({
      answer: async () => ({ data: { Media: null }, errors: [{ message: 'Not Found.' }] }),
    });
    await live.fetch(MEDIA, 1_000);
    expect(await live.cached(MEDIA)).toBeNull();
  });

  it('passes an upstream failure to the caller and lets the next request try again', async () => {
    let fail = true;
    const { live, calls } = setup({
      answer: async () => {
        if (fail) throw new UpstreamError('server_error', 'AniList', 'AniList answered HTTP 502');
        return { data: { ok: true } };
      },
    });
    await expect(live.fetch(MEDIA, 1_000)).rejects.toBeInstanceOf(UpstreamError);
    fail = false;
    await expect(live.fetch(MEDIA, 1_000)).resolves.toEqual({ data: { ok: true } });
    expect(calls).toHaveLength(2);
  });

  it('logs a failed background refresh and keeps serving the stale answer', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    let fail = false;
    const { live, advance } = setup({
      answer: async () => {
        if (fail) throw new UpstreamError('timeout', 'AniList', 'AniList did not answer');
        return { data: { ok: true } };
      },
    });
    await live.fetch(MEDIA, 1_000);
    fail = true;
    advance(1_001);
    expect(await live.cached(MEDIA)).toEqual({ data: { ok: true } });
    await new Promise((resolve) => setImmediate(resolve));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('background refresh failed'));
    expect(await live.cached(MEDIA)).toEqual({ data: { ok: true } });
  });
});
