import { Controller, Get, Module, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { createTestApp, type TestApp } from './testing';

async function errorBody(response: Response): Promise<{ code: string; message: string }> {
  const body = (await response.json()) as { error: { code: string; message: string } };
  return body.error;
}

describe('HTTP behaviour shared by every route', () => {
  let server: TestApp;

  beforeAll(async () => {
    server = await createTestApp();
  });

  afterAll(() => server.close());

  it.each([
    ['GET', '/api/does-not-exist'],
    ['POST', '/api/nothing/here'],
    ['PATCH', '/api/config'],
    ['DELETE', '/healthz'],
  ])('answers %s %s with a JSON 404', async (method, urlPath) => {
    const response = await fetch(`${server.url}${urlPath}`, { method });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect((await errorBody(response)).code).toBe('route/not_found');
  });

  it('keeps a 404 for a very long path short', async () => {
    const response = await fetch(`${server.url}/api/${'a'.repeat(6000)}`);
    expect(response.status).toBe(404);
    expect((await errorBody(response)).message.length).toBeLessThanOrEqual(301);
  });

  it('refuses malformed JSON with a 400 in the error shape', async () => {
    const response = await fetch(`${server.url}/api/characterComment/process`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"commentText": "途中',
    });
    expect(response.status).toBe(400);
    expect(await errorBody(response)).toEqual({
      code: 'request/invalid',
      message: 'Request body is not valid JSON',
    });
  });

  it('refuses a body over the limit with a 413 in the error shape', async () => {
    const response = await fetch(`${server.url}/api/characterComment/process`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ commentText: 'あ'.repeat(40_000) }),
    });
    expect(response.status).toBe(413);
    expect((await errorBody(response)).code).toBe('request/too_large');
  });

  it('sends a CSP that forbids inline script and allows the Auth emulator', async () => {
    const response = await fetch(`${server.url}/healthz`);
    const csp = response.headers.get('content-security-policy') ?? '';
    const directives = new Map(
      csp.split(';').map((part) => {
        const [name = '', ...values] = part.trim().split(/\s+/);
        return [name, values] as const;
      }),
    );
    expect(directives.get('script-src')).toEqual(["'self'", 'https://apis.google.com']);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('img-src')).toEqual(expect.arrayContaining(['https:', 'data:']));
    expect(directives.get('connect-src')).toContain(`http://${server.config.firebase.emulatorHost}`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
  });

  it('gives every response a request id and keeps a sane one from the client', async () => {
    const generated = await fetch(`${server.url}/healthz`);
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await fetch(`${server.url}/api/nope`, { headers: { 'X-Request-Id': 'lb-4711.abc' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-4711.abc');
    const replaced = await fetch(`${server.url}/healthz`, { headers: { 'X-Request-Id': 'x'.repeat(500) } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends no CORS headers to other origins by default', async () => {
    const response = await fetch(`${server.url}/api/config`, { headers: { Origin: 'https://evil.example' } });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('CORS_ORIGINS', () => {
  let server: TestApp;

  beforeAll(async () => {
    server = await createTestApp({ CORS_ORIGINS: 'https://app.example' });
  });

  afterAll(() => server.close());

  it.each([
    ['https://app.example', 'https://app.example'],
    ['https://evil.example', null],
  ])('answers a preflight from %s with Allow-Origin %s', async (origin, allowed) => {
    const response = await fetch(`${server.url}/api/favorites/x`, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'PUT',
        'Access-Control-Request-Headers': 'authorization',
      },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe(allowed);
  });
});

@Controller('slow-probe')
class SlowProbeController {
  @Get()
  async slow(): Promise<{ done: true }> {
    await new Promise((resolve) => setTimeout(resolve, 400));
    return { done: true };
  }
}

@Module({ controllers: [SlowProbeController] })
class SlowProbeModule {}

describe('graceful shutdown', () => {
  it('lets an in-flight request finish, then refuses new connections', async () => {
    const server = await createTestApp({}, { imports: [SlowProbeModule] });
    const inFlight = fetch(`${server.url}/api/slow-probe`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closed = server.close();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true });
    await closed;
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
  });

  it('keeps answering during the drain, with readiness 503 and Connection: close', async () => {
    const server = await createTestApp({ SHUTDOWN_DRAIN_MS: '600' });
    const closed = server.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(503);
    const config = await fetch(`${server.url}/api/config`);
    expect(config.status).toBe(200);
    expect(config.headers.get('connection')).toBe('close');
    await closed;
  });
});

@Controller('ip-probe')
class IpProbeController {
  @Get()
  ip(@Req() request: FastifyRequest): { ip: string | undefined } {
    return { ip: request.ip };
  }
}

@Module({ controllers: [IpProbeController] })
class IpProbeModule {}

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, '127.0.0.1'],
    ['loopback', '203.0.113.7'],
    ['1', '203.0.113.7'],
  ])('with TRUST_PROXY=%s sees the client as %s', async (trustProxy, expected) => {
    const server = await createTestApp({ TRUST_PROXY: trustProxy }, { imports: [IpProbeModule] });
    try {
      const response = await fetch(`${server.url}/api/ip-probe`, {
        headers: { 'X-Forwarded-For': '203.0.113.7' },
      });
      expect(((await response.json()) as { ip: string }).ip.replace(/^::ffff:/, '')).toBe(expected);
    } finally {
      await server.close();
    }
  });
});
