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
