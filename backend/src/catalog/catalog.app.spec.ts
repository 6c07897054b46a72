// The gateway inside the whole application: mounted at /graphql (outside /api) and part of readiness.
import { createTestApp, type TestApp } from '../testing';
import { WORKS } from './testing/web-app-operations';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ CATALOG_SOURCE: 'embedded' });
});

afterAll(() => app.close());

const post = (path: string) =>
  fetch(`${app.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query: WORKS, variables: { search: 'ぼっち・ざ・ろっく' } }),
  });

it('answers POST /graphql at the root, not under /api', async () => {
  const response = await post('/graphql');
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: { Page: { media: { title: { native: string } }[] } } };
  expect(body.data.Page.media[0]?.title.native).toBe('ぼっち・ざ・ろっく！');
  expect((await post('/api/graphql')).status).toBe(404);
});

it('reports the catalogue ready on /readyz', async () => {
  const response = await fetch(`${app.url}/readyz`);
  const body = (await response.json()) as { checks?: { catalog?: string } };
  expect(body.checks?.catalog).toBe('ok');
});

it('answers a malformed JSON body with HTTP 400, never 500', async () => {
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{"query": ',
  });
  expect(response.status).toBe(400);
});

it('answers a repeated request, kept by its JSON text, with the same body and ETag as the first', async () => {
  const first = await post('/graphql');
  const again = await post('/graphql');
  expect(again.status).toBe(200);
  expect(first.headers.get('etag')).toMatch(/^W\//);
  expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
  expect(await again.text()).toBe(await first.text());
  const revalidated = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    // An explicit Cache-Control, else fetch adds `no-cache`, which asks for the body.
    headers: {
      'Content-Type': 'application/json',
      'Cache-Control': 'max-age=0',
      'If-None-Match': first.headers.get('etag') ?? '',
    },
    body: JSON.stringify({ query: WORKS, variables: { search: 'ぼっち・ざ・ろっく' } }),
  });
  expect(revalidated.status).toBe(304);
});

it.each([
  [
    'prototype poisoning',
    'application/json',
    '{"__proto__":{"admin":true},"query":"{ Page { pageInfo { total } } }"}',
    'request/invalid',
  ],
  [
    'a body that is not JSON',
    'text/plain',
    '{"query":"{ Page { pageInfo { total } } }"}',
    'catalog/invalid_query',
  ],
])('refuses %s with HTTP 400 and a stable code', async (_label, type, body, code) => {
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': type },
    body,
  });
  expect(response.status).toBe(400);
  const answer = (await response.json()) as {
    error?: { code: string };
    errors?: { extensions: { code: string } }[];
  };
  expect(answer.error?.code ?? answer.errors?.[0]?.extensions.code).toBe(code);
});
