// Property-based hostile input over every endpoint: never a 5xx, never a hang, every error in the JSON error shape.
import { randomUUID } from 'node:crypto';
import { Agent, request as httpRequest } from 'node:http';
import fc from 'fast-check';
import {
  createEmulatorUser,
  createTestApp,
  databaseTargets,
  type EmulatorUser,
  type TestApp,
} from '../testing';

/** Per-request limit: a request still unanswered after this counts as a hang. */
const REQUEST_TIMEOUT_MS = 10_000;
const NUM_RUNS = 60;
/**
 * Node refuses request heads over 16 KiB with its own bare 431 before the app sees them; a long path
 * plus a long Authorization header stay below that.
 */
const MAX_PATH_CHARS = 6000;
const MAX_TOKEN_CHARS = 6000;

interface RawRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

interface RawReply {
  status: number;
  contentType: string;
  body: string;
}

const agent = new Agent({ keepAlive: true, maxSockets: 8 });

/** node:http rather than fetch: paths go out exactly as written (`..` unresolved, bad escapes kept). */
function send(baseUrl: string, request: RawRequest): Promise<RawReply> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { hostname, port, method: request.method, path: request.path, headers: request.headers, agent },
      (res) => {
        const contentType = String(res.headers['content-type'] ?? '');
        // An event stream that opened is a success; its body never ends by itself.
        if (contentType.startsWith('text/event-stream') && res.statusCode === 200) {
          res.destroy();
          resolve({ status: 200, contentType, body: '' });
          return;
        }
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, contentType, body }));
        res.on('error', reject);
      },
    );
    req.setTimeout(REQUEST_TIMEOUT_MS, () =>
      req.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms: ${request.method} ${request.path}`)),
    );
    req.on('error', reject);
    req.end(request.body);
  });
}

function isErrorShape(value: unknown): boolean {
  const error = (value as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  return typeof error?.code === 'string' && typeof error.message === 'string';
}

function isGraphqlErrors(value: unknown): boolean {
  const errors = (value as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors) && errors.length > 0;
}

/** The contract every answer must keep; returns what is wrong, or null. */
function violation(reply: RawReply, graphql: boolean): string | null {
  if (reply.status >= 500) return `answered ${reply.status}: ${reply.body.slice(0, 300)}`;
  if (reply.status < 400) return null;
  let json: unknown;
  try {
    json = JSON.parse(reply.body);
  } catch {
    return `answered ${reply.status} with a body that is not JSON: ${reply.body.slice(0, 300)}`;
  }
  if (isErrorShape(json)) return null;
  if (graphql && reply.status === 400 && isGraphqlErrors(json)) return null;
  return `answered ${reply.status} outside the error shape: ${reply.body.slice(0, 300)}`;
}

// ---- arbitraries -------------------------------------------------------------------------------

const hostileText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.string({ unit: 'grapheme', maxLength: 300 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '..',
    '../../etc/passwd',
    '%00',
    '\uD800',
    '\uFFFE',
    '\u202Eevil',
    '<img src=x onerror=alert(1)>',
    "'; DROP TABLE character_comments; --",
    '__proto__',
    'constructor',
    '{{7*7}}${7*7}',
    'null',
    '0',
    '-1',
    '1e400',
  ),
  fc.integer({ min: 201, max: 20_000 }).map((length) => '文'.repeat(length)),
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 2 ** 31, 2 ** 53 + 2, -0, 1e308, Number.MIN_VALUE, true, false, null),
  fc.jsonValue({ maxDepth: 3 }),
);

const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype'];

/** A JSON object text built by hand, so `__proto__` is an own key as a hostile client would send it. */
function objectText(entries: Array<[string, unknown]>): string {
  return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}`).join(',')}}`;
}

const shapedBody = (fields: string[]) =>
  fc
    .array(fc.tuple(fc.constantFrom(...fields, ...POLLUTION_KEYS), hostileValue), { maxLength: 6 })
    .map(objectText);

const pollutionBody = fc.constantFrom(
  '{"__proto__":{"polluted":"yes"}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
  '{"commentId":0,"characterId":1,"commentText":"y","__proto__":{"isAdmin":true}}',
  '{"message":"hi","__proto__":{"history":[{"role":"system","content":"x"}]}}',
  '{"remote":"mf_chat","__proto__":{"remote":"mf_evil"}}',
);

const deepBody = fc
  .integer({ min: 20, max: 20_000 })
  .chain((depth) =>
    fc.constantFrom(
      `${'['.repeat(depth)}${']'.repeat(depth)}`,
      `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
    ),
  );

const hugeBody = fc
  .integer({ min: 60_000, max: 200_000 })
  .map((length) => JSON.stringify({ message: 'x'.repeat(length), commentText: 'y', remote: 'mf_chat' }));

/**
 * A valid body with some fields swapped for hostile values (often strings, so the shape checks pass
 * and the service, database and upstream code see them).
 */
const nearlyValid = (template: Record<string, unknown>) =>
  fc
    .tuple(
      fc.subarray(Object.keys(template), { minLength: 1, maxLength: 2 }),
      fc.array(fc.oneof({ weight: 3, arbitrary: hostileText }, { weight: 1, arbitrary: hostileValue }), {
        minLength: 4,
        maxLength: 4,
      }),
      fc.boolean(),
    )
    .map(([keys, values, pollute]) => {
      const entries = Object.entries(template).map(([key, value]): [string, unknown] => {
        const index = keys.indexOf(key);
        return [key, index === -1 ? value : values[index % values.length]];
      });
      if (pollute) entries.push(['__proto__', { isAdmin: true, commentId: 1 }]);
      return objectText(entries);
    });

/** What goes in the body: nothing, any JSON, a (nearly) valid or shaped object, broken text, a deep or huge document. */
const bodyFor = (fields: string[], template?: Record<string, unknown>) =>
  fc.oneof(
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)) },
    { weight: 3, arbitrary: shapedBody(fields) },
    ...(template
      ? [
          { weight: 1, arbitrary: fc.constant(JSON.stringify(template)) },
          { weight: 8, arbitrary: nearlyValid(template) },
        ]
      : []),
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
    { weight: 1, arbitrary: pollutionBody },
    { weight: 1, arbitrary: deepBody },
    { weight: 1, arbitrary: hugeBody },
  );

const contentType = fc.oneof(
  { weight: 3, arbitrary: fc.constant('application/json') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'application/json; charset=utf-16',
      'application/json; charset=bogus',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=xyz',
      'application/graphql',
      'application/merge-patch+json',
      '*/*',
      'garbage',
      '',
    ),
  },
);

/** Header values must be Latin-1 without CR/LF to be sent at all. */
const headerSafe = fc.string({ maxLength: 200 }).map((text) => text.replace(/[^\x20-\x7e]/g, ''));

const bogusAuthorization = fc.oneof(
  fc.constantFrom(
    'Bearer',
    'Bearer ',
    'Basic dXNlcjpwYXNz',
    'bearer null',
    'Bearer undefined',
    'Bearer a.b.c',
    'Token x',
  ),
  headerSafe.map((token) => `Bearer ${token}`),
  headerSafe,
  fc.integer({ min: 4000, max: MAX_TOKEN_CHARS }).map((length) => `Bearer ${'a'.repeat(length)}`),
  // A structurally valid, unsigned JWT claiming to be someone.
  fc.constant(
    `Bearer ${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ sub: 'admin', aud: 'demo-anifan', iss: 'https://securetoken.google.com/demo-anifan' }),
    ).toString('base64url')}.`,
  ),
);

/** A path segment as a client may send it: encoded Unicode, or raw hostile escapes and dot segments. */
const pathParam = fc.oneof(
  fc.string({ unit: 'binary', minLength: 1, maxLength: 120 }).map(encodeURIComponent),
  fc.constantFrom(
    '..',
    '.',
    '%2e%2e',
    '..%2f..%2fetc%2fpasswd',
    '%00',
    'a%00b',
    '%',
    '%ZZ',
    '%C0%AF',
    '%FF%FE',
    '%E2%80%AE',
    '__proto__',
    'constructor',
    '-1',
    '1e3',
    '0x10',
    '99999999999999999999',
    '2147483648',
    '+',
    '%20',
    '%09%0A',
  ),
  fc.integer({ min: 201, max: MAX_PATH_CHARS }).map((length) => 'a'.repeat(length)),
  fc.integer({ min: 100, max: Math.floor(MAX_PATH_CHARS / 9) }).map((count) => '%E6%96%87'.repeat(count)),
);

const queryString = fc.oneof(
  fc.constant(''),
  fc.webQueryParameters().map((query) => (query ? `?${query}` : '')),
  fc.constantFrom(
    '?__proto__[polluted]=yes',
    '?constructor[prototype][polluted]=yes',
    '?query=%7B',
    '?query=%7B__typename%7D',
    `?query=${encodeURIComponent('query ($s: String) { Page { media(search: $s) { id } } }')}&variables=${encodeURIComponent('{"s":"\u0000"}')}`,
    '?query={__typename}&variables=%7B',
    '?character=a&character=b',
    '?character[]=x',
    '?%',
  ),
);

// ---- endpoints -----------------------------------------------------------------------------------

interface Endpoint {
  method: string;
  /** The path with `:param` where a path parameter goes. */
  path: string;
  /** Body fields worth aiming at, so some bodies get past the shape checks into the service. */
  fields?: string[];
  /** A valid body, mutated field by field. */
  template?: Record<string, unknown>;
  graphql?: boolean;
}

const COMMENT_FIELDS = ['commentId', 'characterId', 'commentText', 'userId'];
const CHAT_FIELDS = ['message', 'history', 'personaId'];
const CHAT_TEMPLATE = {
  message: '今期のおすすめは？',
  history: [{ role: 'user', content: 'こんにちは' }],
  personaId: 'character:竈門炭治郎@鬼滅の刃',
};

const ENDPOINTS: Endpoint[] = [
  { method: 'GET', path: '/healthz' },
  { method: 'GET', path: '/readyz' },
  { method: 'GET', path: '/api/config' },
  { method: 'GET', path: '/remotes.json' },
  { method: 'GET', path: '/metrics' },
  {
    method: 'POST',
    path: '/graphql',
    fields: ['query', 'variables', 'operationName', 'extensions'],
    template: {
      query: 'query ($search: String) { Page { media(search: $search) { id } } }',
      variables: { search: 'x' },
    },
    graphql: true,
  },
  { method: 'GET', path: '/graphql', graphql: true },
  { method: 'GET', path: '/api/characterComment/all/:param' },
  {
    method: 'POST',
    path: '/api/characterComment/process',
    fields: COMMENT_FIELDS,
    template: { commentId: 0, characterId: 127691, commentText: 'hello' },
  },
  { method: 'DELETE', path: '/api/characterComment/delete/:param' },
  { method: 'GET', path: '/api/characterComment/events/:param' },
  { method: 'GET', path: '/api/favorites' },
  {
    method: 'PUT',
    path: '/api/favorites/:param',
    fields: ['name', 'image'],
    template: { name: '五条悟', image: 'https://example.com/satoru.png' },
  },
  { method: 'DELETE', path: '/api/favorites/:param' },
  { method: 'POST', path: '/api/chat/chat', fields: CHAT_FIELDS, template: CHAT_TEMPLATE },
  { method: 'POST', path: '/api/chat/stream', fields: CHAT_FIELDS, template: CHAT_TEMPLATE },
  { method: 'GET', path: '/api/chat/persona' },
  { method: 'GET', path: '/api/calendar' },
  { method: 'DELETE', path: '/api/calendar' },
  { method: 'GET', path: '/api/calendar/:param/feed.ics' },
  {
    method: 'POST',
    path: '/api/telemetry/remote-load-failure',
    fields: ['remote', 'reason'],
    template: { remote: 'mf_chat', reason: 'ScriptExternalLoadError' },
  },
];

/** Some GraphQL documents that parse, so hostile variables and operation names reach execution. */
const GRAPHQL_DOCUMENTS = [
  'query ($search: String) { Page(page: 1, perPage: 5) { media(search: $search, type: ANIME) { id title { native } } } }',
  'query ($id: Int) { Media(id: $id) { id characters(sort: [ROLE], perPage: 500, page: -1) { edges { role } } } }',
  'query ($titles: [String!], $seasons: [String!]) { searchWorks(titles: $titles, seasons: $seasons, first: 100000) { edges { node { title } } } }',
  '{ __schema { types { name } } }',
  '{ a: __typename b: __typename }',
  'query { Page(perPage: 2147483647) { characters(search: "\\u0000") { id } } }',
];

afterAll(() => agent.destroy());

describe.each(databaseTargets())('hostile input on $name', ({ env }) => {
  let server: TestApp;
  let users: EmulatorUser[];

  beforeAll(async () => {
    server = await createTestApp(env);
    // Several accounts, so hostile but well-formed writes are spread below the per-user write limit.
    users = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        createEmulatorUser({ email: `hostile-${i}-${randomUUID()}@example.com`, name: `Hostile ${i}` }),
      ),
    );
  }, 60_000);

  afterAll(async () => {
    await server?.close();
  });

  afterEach(() => {
    // Nothing a request carried may have reached the process-wide prototypes.
    expect(Object.keys(Object.prototype)).toEqual([]);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  const authorization = () =>
    fc.oneof(
      { weight: 2, arbitrary: fc.constant(undefined) },
      { weight: 3, arbitrary: bogusAuthorization },
      { weight: 6, arbitrary: fc.constantFrom(...users.map((user) => `Bearer ${user.idToken}`)) },
    );

  it.each(ENDPOINTS.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    '%s never answers 5xx, never hangs, and keeps the error shape',
    async (_name, endpoint) => {
      const graphqlBody = fc
        .record({
          query: fc.oneof(
            { weight: 4, arbitrary: fc.constantFrom(...GRAPHQL_DOCUMENTS) },
            { weight: 1, arbitrary: hostileText },
          ),
          variables: fc.oneof(
            {
              weight: 4,
              arbitrary: fc.dictionary(fc.constantFrom('search', 'id', 'titles', 'seasons'), hostileValue),
            },
            { weight: 1, arbitrary: hostileValue },
          ),
          operationName: fc.oneof(fc.constant(undefined), hostileText),
        })
        .map((body) => JSON.stringify(body));
      const body = endpoint.graphql
        ? fc.oneof(
            { weight: 2, arbitrary: graphqlBody },
            { weight: 1, arbitrary: bodyFor(endpoint.fields ?? [], endpoint.template) },
          )
        : bodyFor(endpoint.fields ?? ['x'], endpoint.template);
      const sendsBody = endpoint.method !== 'GET' && endpoint.method !== 'DELETE';

      const result = await fc.check(
        fc.asyncProperty(
          pathParam,
          body,
          contentType,
          authorization(),
          queryString,
          headerSafe,
          async (param, payload, type, auth, query, requestId) => {
            const headers: Record<string, string> = { 'x-request-id': requestId };
            if (auth !== undefined) headers['authorization'] = auth;
            if (sendsBody && payload !== undefined) headers['content-type'] = type;
            if (endpoint.path.endsWith('/events/:param')) headers['accept'] = 'text/event-stream';
            const path = `${endpoint.path.replace(':param', param)}${query}`;
            const reply = await send(server.url, {
              method: endpoint.method,
              path,
              headers,
              body: sendsBody ? payload : undefined,
            });
            const problem = violation(reply, endpoint.graphql === true);
            if (problem) throw new Error(`${endpoint.method} ${path.slice(0, 200)} ${problem}`);
          },
        ),
        { numRuns: NUM_RUNS },
      );
      // fast-check's own report quotes every (possibly huge) generated value; the cause and seed suffice.
      if (result.failed) {
        const cause =
          result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance);
        throw new Error(
          `seed ${result.seed} path ${result.counterexamplePath ?? ''}: ${cause.slice(0, 800)}`,
        );
      }
      // Still alive and well afterwards.
      expect((await send(server.url, { method: 'GET', path: '/healthz', headers: {} })).status).toBe(200);
    },
    60_000,
  );

  it.each([
    ['TRACE', '/api/favorites'],
    ['PATCH', '/api/characterComment/process'],
    ['OPTIONS', '/api/chat/chat'],
    ['PROPFIND', '/graphql'],
    ['GET', '/api/characterComment/all/'],
    ['GET', '/api//characterComment//all//x'],
    ['GET', '/api/characterComment/all/x/../../../../etc/passwd'],
    ['GET', '/%2e%2e/%2e%2e/package.json'],
    ['GET', '/remotes/mf-chat/..%2f..%2f..%2fpackage.json'],
    ['GET', '/downloads/..%2f..%2fpackage.json'],
    ['POST', '/metrics'],
  ])('answers %s %s without a 5xx and in the error shape', async (method, path) => {
    const reply = await send(server.url, { method, path, headers: {} });
    expect(violation(reply, path === '/graphql')).toBeNull();
    expect(reply.body).not.toContain('"name": "@anifan');
  });
});
