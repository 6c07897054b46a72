import { createCatalogTestApp, type CatalogTestApp } from '../testing';
import { PERSON_PLACEHOLDER_PATH } from './embedded/placeholder-image';

let app: CatalogTestApp;

beforeAll(async () => {
  app = await createCatalogTestApp();
});

afterAll(() => app.close());

describe('the placeholder image of people', () => {
  it('is served where the catalogue’s image URLs point, as a cacheable SVG', async () => {
    const response = await fetch(`${app.url}${PERSON_PLACEHOLDER_PATH}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    const svg = await response.text();
    expect(svg).toMatch(/^<svg /);
    expect(svg).not.toMatch(/<script|href=|on\w+=/i);
  });

  it('answers another image name with a JSON 404', async () => {
    const response = await fetch(`${app.url}/api/catalog/images/nobody.svg`);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error?: { code?: string } }).error?.code).toBeDefined();
  });
});
