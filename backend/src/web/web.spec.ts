import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../testing';

/** A repository-shaped folder with built output, so the static routes have something to serve. */
function createBuildFixture(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'anifan-root-'));
  const files: Record<string, string> = {
    'shell/dist/index.html': '<!doctype html><html lang="ja"><script src="main.js"></script></html>',
    'shell/dist/main.js': 'import("./165.86382e9b.js");',
    'shell/dist/165.86382e9b.js': `/* chunk */ ${'export const words = "アニメ";\n'.repeat(400)}`,
    'mf-anime/dist/remoteEntry.js': 'var mf_anime;',
    'mf-anime/dist/assets/cover.1a2b3c4d.png': 'png',
    'mf-demos/dist/remoteEntry.js': 'var mf_demos;',
    'mf-demos/dist/downloads/markitdown.tar.gz': 'archive',
  };
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
  return root;
}

/** A bare GET: fetch() turns conditional requests into `Cache-Control: no-cache` ones, as browsers' fetch does. */
function statusOf(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    }).on('error', reject);
  });
}

describe('browser-facing routes', () => {
  let fixture: string;
  let server: TestApp;

  beforeAll(async () => {
    fixture = createBuildFixture();
    server = await createTestApp(
      {
        OPENAI_BASE_URL: 'https://llm.example/v1',
        OPENAI_API_KEY: 'sk-very-secret',
        ANNICT_TOKEN: 'annict-secret',
      },
      { rootDir: fixture },
    );
  });

  afterAll(async () => {
    await server.close();
    rmSync(fixture, { recursive: true, force: true });
  });

  it('GET /api/config gives the public runtime config and no secrets', async () => {
    const response = await fetch(`${server.url}/api/config`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      apiBaseUrl: '/api',
      graphqlUrl: '/graphql',
      firebase: {
        projectId: 'demo-anifan',
        apiKey: 'demo-api-key',
        authDomain: 'demo-anifan.firebaseapp.com',
        appId: 'demo-app',
        emulatorHost: server.config.firebase.emulatorHost,
      },
      catalog: { source: 'embedded' },
      chat: { mode: 'model' },
    });
    expect(text).not.toContain('sk-very-secret');
    expect(text).not.toContain('annict-secret');
    expect(text).not.toContain('llm.example');
  });

  it('GET /remotes.json maps every federation name to its remoteEntry', async () => {
    const response = await fetch(`${server.url}/remotes.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toEqual({
      mf_anime: '/remotes/mf-anime/remoteEntry.js',
      mf_character: '/remotes/mf-character/remoteEntry.js',
      mf_chat: '/remotes/mf-chat/remoteEntry.js',
      mf_demos: '/remotes/mf-demos/remoteEntry.js',
    });
  });

  it.each([
    ['/', 'no-cache', 'text/html'],
    ['/index.html', 'no-cache', 'text/html'],
    ['/main.js', 'no-cache', 'javascript'],
    ['/165.86382e9b.js', 'public, max-age=31536000, immutable', 'javascript'],
    ['/remotes/mf-anime/remoteEntry.js', 'no-cache', 'javascript'],
    ['/remotes/mf-anime/assets/cover.1a2b3c4d.png', 'public, max-age=31536000, immutable', 'image/png'],
    ['/downloads/markitdown.tar.gz', 'no-cache', 'gzip'],
  ])('serves %s with Cache-Control %s', async (urlPath, cacheControl, type) => {
    const response = await fetch(`${server.url}${urlPath}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(cacheControl);
    expect(response.headers.get('content-type')).toContain(type);
    expect(response.headers.get('etag')).toBeTruthy();
  });

  it('answers 304 when a stable file is revalidated with its ETag', async () => {
    const first = await fetch(`${server.url}/remotes/mf-anime/remoteEntry.js`);
    const etag = first.headers.get('etag') ?? '';
    const status = await statusOf(`${server.url}/remotes/mf-anime/remoteEntry.js`, { 'If-None-Match': etag });
    expect(status).toBe(304);
  });

  it('lets a shell on another origin load remote scripts', async () => {
    const response = await fetch(`${server.url}/remotes/mf-anime/remoteEntry.js`);
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('compresses large text files', async () => {
    const response = await fetch(`${server.url}/165.86382e9b.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toContain('アニメ');
  });

  it.each([
    '/missing.js',
    '/remotes/mf-anime/missing.js',
    // This remote's dist folder does not exist in the fixture: still a 404, not a crash.
    '/remotes/mf-chat/remoteEntry.js',
    '/downloads/nothing.zip',
  ])('answers 404 for the unknown static path %s', async (urlPath) => {
    const response = await fetch(`${server.url}${urlPath}`);
    expect(response.status).toBe(404);
  });
});

describe('remote overrides', () => {
  let server: TestApp;

  beforeAll(async () => {
    server = await createTestApp({ REMOTES: 'mf_chat=https://chat.example.com/v2/remoteEntry.js' });
  });

  afterAll(() => server.close());

  it('points /remotes.json at the overriding host and keeps the other remotes', async () => {
    const manifest = (await (await fetch(`${server.url}/remotes.json`)).json()) as Record<string, string>;
    expect(manifest['mf_chat']).toBe('https://chat.example.com/v2/remoteEntry.js');
    expect(manifest['mf_anime']).toBe('/remotes/mf-anime/remoteEntry.js');
  });

  it('allows that host in the CSP so its scripts may load', async () => {
    const response = await fetch(`${server.url}/healthz`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'[^;]* https:\/\/chat\.example\.com/);
  });
});
