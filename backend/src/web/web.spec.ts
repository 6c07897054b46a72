import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createTestApp, type TestApp } from '../testing';
import { DOCUMENT_ONLY_HEADERS } from '../http';

/** Where the federation plugin's statistics say the build ran. */
const BUILD_MACHINE_PATH = '/home/builder/anifan/mf-anime';

/** A repository-shaped folder with built output, so the static routes have something to serve. */
function createBuildFixture(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'anifan-root-'));
  // The build writes these beside its text files; their text differs so a test can tell which was sent.
  const precompressed = (text: string) => `${text} /* precompressed */`;
  const files: Record<string, string | Buffer> = {
    'shell/dist/index.html': '<!doctype html><html lang="ja"><script src="main.js"></script></html>',
    'shell/dist/main.js': 'import("./165.86382e9b.js");',
    'shell/dist/165.86382e9b.js': `/* chunk */ ${'export const words = "アニメ";\n'.repeat(400)}`,
    'mf-anime/dist/remoteEntry.js': 'var mf_anime;\n//# sourceMappingURL=remoteEntry.js.map',
    'mf-anime/dist/remoteEntry.js.map': '{"version":3,"sources":["webpack://mf_anime/./src/secret.ts"]}',
    'mf-anime/dist/mf-manifest.json': '{"id":"mf_anime","metaData":{}}',
    'mf-anime/dist/mf-manifest-stats.json': `{"metaData":{"buildInfo":{"buildPath":"${BUILD_MACHINE_PATH}"}}}`,
    'shell/dist/165.86382e9b.js.map': '{"version":3,"sources":["webpack://shell/./src/app.tsx"]}',
    'shell/dist/165.86382e9b.js.map.gz': gzipSync('{"version":3}'),
    'mf-anime/dist/assets/cover.1a2b3c4d.png': 'png',
    'mf-demos/dist/remoteEntry.js': 'var mf_demos;',
    'mf-demos/dist/downloads/markitdown.tar.gz': 'archive',
    'shell/dist/index.html.br': brotliCompressSync(precompressed('<!doctype html><html lang="ja"></html>')),
    'shell/dist/165.86382e9b.js.br': brotliCompressSync(precompressed('export const words = "アニメ";')),
    'shell/dist/165.86382e9b.js.gz': gzipSync(precompressed('export const words = "アニメ";')),
    'mf-anime/dist/remoteEntry.js.gz': gzipSync(precompressed('var mf_anime;')),
    'shell/dist/sw.js': 'self.addEventListener("fetch", () => undefined);',
    'shell/dist/manifest.webmanifest': '{"name":"AniFan","start_url":"./"}',
    'shell/dist/icons/icon-192.png': 'png',
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

/** A GET whose body is left as sent, so the test sees the encoding and not what fetch() decoded. */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

const CHROME_ENCODINGS = 'gzip, deflate, br, zstd';

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
      startup: { preload: true },
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
    ['/sw.js', 'no-cache', 'application/javascript'],
    ['/manifest.webmanifest', 'no-cache', 'application/manifest+json'],
    ['/icons/icon-192.png', 'no-cache', 'image/png'],
  ])('serves %s with Cache-Control %s', async (urlPath, cacheControl, type) => {
    const response = await fetch(`${server.url}${urlPath}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(cacheControl);
    expect(response.headers.get('content-type')).toContain(type);
    expect(response.headers.get('etag')).toBeTruthy();
  });

  it('serves the service worker at the root with the CSP it runs under and no other document headers', async () => {
    const response = await fetch(`${server.url}/sw.js`);
    expect(response.status).toBe(200);
    // At the root, its scope is the whole app: no Service-Worker-Allowed needed.
    expect(response.headers.get('service-worker-allowed')).toBeNull();
    expect(response.headers.get('content-security-policy')).toContain("worker-src 'self'");
    expect(response.headers.get('x-frame-options')).toBeNull();
    const script = await fetch(`${server.url}/main.js`);
    expect(script.headers.get('content-security-policy')).toBeNull();
  });

  it("lets the page load its manifest and register its worker from its own origin only (the page's CSP)", async () => {
    const csp = (await fetch(`${server.url}/`)).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  it('answers 304 when a stable file is revalidated with its ETag', async () => {
    // Each encoding is its own representation with its own ETag: revalidate the one received.
    for (const encoding of ['gzip', 'identity']) {
      const url = `${server.url}/remotes/mf-anime/remoteEntry.js`;
      const first = await rawGet(url, { 'Accept-Encoding': encoding });
      const etag = String(first.headers['etag']);
      expect(await statusOf(url, { 'If-None-Match': etag, 'Accept-Encoding': encoding })).toBe(304);
    }
  });

  it('sends the page security headers with the document, and only the ones that apply with a script', async () => {
    const page = await fetch(`${server.url}/`);
    for (const header of DOCUMENT_ONLY_HEADERS) expect(page.headers.get(header)).toBeTruthy();

    const script = await fetch(`${server.url}/165.86382e9b.js`);
    for (const header of DOCUMENT_ONLY_HEADERS) expect(script.headers.get(header)).toBeNull();
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');
    expect(script.headers.get('strict-transport-security')).toBeTruthy();
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
    ['/165.86382e9b.js', 'javascript', 'public, max-age=31536000, immutable', 'アニメ'],
    ['/', 'text/html', 'no-cache', '<html lang="ja">'],
  ])(
    "sends the build's brotli file for %s to a browser that takes br, typed as the original",
    async (urlPath, type, cacheControl, text) => {
      const response = await rawGet(`${server.url}${urlPath}`, { 'Accept-Encoding': CHROME_ENCODINGS });
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toContain(type);
      expect(response.headers['cache-control']).toBe(cacheControl);
      expect(response.headers['vary']).toContain('Accept-Encoding');
      const body = brotliDecompressSync(response.body).toString();
      expect(body).toContain(text);
      expect(body).toContain('/* precompressed */');
    },
  );

  it('sends the gzip file to a client that takes gzip only, and the plain file to one that takes neither', async () => {
    const gzip = await rawGet(`${server.url}/remotes/mf-anime/remoteEntry.js`, { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['access-control-allow-origin']).toBe('*');
    expect(gunzipSync(gzip.body).toString()).toBe('var mf_anime; /* precompressed */');

    const plain = await rawGet(`${server.url}/remotes/mf-anime/remoteEntry.js`, {
      'Accept-Encoding': 'identity',
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toContain('Accept-Encoding');
    expect(plain.body.toString()).toBe('var mf_anime;\n//# sourceMappingURL=remoteEntry.js.map');
  });

  it('sends a download archive as it is, never as an encoded variant', async () => {
    const response = await rawGet(`${server.url}/downloads/markitdown.tar.gz`, {
      'Accept-Encoding': CHROME_ENCODINGS,
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.toString()).toBe('archive');
  });

  it('serves a remote’s federation manifest but not the build statistics naming the build machine’s paths', async () => {
    const manifest = await fetch(`${server.url}/remotes/mf-anime/mf-manifest.json`);
    expect(manifest.status).toBe(200);
    expect(await manifest.json()).toEqual({ id: 'mf_anime', metaData: {} });

    const stats = await fetch(`${server.url}/remotes/mf-anime/mf-manifest-stats.json`);
    expect(stats.status).toBe(404);
    const text = await stats.text();
    expect(JSON.parse(text)).toEqual({ error: { code: 'route/not_found', message: expect.any(String) } });
    expect(text).not.toContain(BUILD_MACHINE_PATH);
  });

  it.each(['/remotes/mf-anime/remoteEntry.js.map', '/165.86382e9b.js.map'])(
    'keeps the source map %s off the public path by default',
    async (urlPath) => {
      const response = await fetch(`${server.url}${urlPath}`, {
        headers: { 'Accept-Encoding': CHROME_ENCODINGS },
      });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        error: { code: 'route/not_found', message: expect.any(String) },
      });
    },
  );

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

describe('SERVE_SOURCE_MAPS=true', () => {
  let fixture: string;
  let server: TestApp;

  beforeAll(async () => {
    fixture = createBuildFixture();
    server = await createTestApp({ SERVE_SOURCE_MAPS: 'true' }, { rootDir: fixture });
  });

  afterAll(async () => {
    await server.close();
    rmSync(fixture, { recursive: true, force: true });
  });

  it('serves the source maps, and still not the build statistics', async () => {
    const map = await fetch(`${server.url}/remotes/mf-anime/remoteEntry.js.map`);
    expect(map.status).toBe(200);
    expect(map.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await map.json()).toEqual({ version: 3, sources: ['webpack://mf_anime/./src/secret.ts'] });
    expect((await fetch(`${server.url}/165.86382e9b.js.map`)).status).toBe(200);
    expect((await fetch(`${server.url}/remotes/mf-anime/mf-manifest-stats.json`)).status).toBe(404);
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
