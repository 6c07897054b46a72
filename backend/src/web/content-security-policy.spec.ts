import { loadConfig } from '../config';
import { contentSecurityPolicy } from './content-security-policy';

const realProject = {
  FIREBASE_PROJECT_ID: 'anifan-prod',
  FIREBASE_API_KEY: 'web-key',
  FIREBASE_AUTH_DOMAIN: 'anifan-prod.firebaseapp.com',
};

describe('contentSecurityPolicy', () => {
  it.each([
    ['the emulator', {}],
    ['a real project', realProject],
    ['a remote on another host', { REMOTES: 'mf_chat=https://chat.example.com/remoteEntry.js' }],
  ])('never allows inline or eval script with %s', (_case, env) => {
    const csp = contentSecurityPolicy(loadConfig(env, '/srv'));
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['script-src']).not.toContain("'unsafe-eval'");
    expect(csp['object-src']).toEqual(["'none'"]);
  });

  it('lets the app reach only the local Auth emulator in emulator mode', () => {
    const csp = contentSecurityPolicy(loadConfig({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }, '/srv'));
    expect(csp['connect-src']).toEqual(["'self'", 'http://127.0.0.1:9099']);
    expect(csp['frame-src']).toEqual(['http://127.0.0.1:9099']);
    expect(csp['script-src']).toEqual(["'self'", 'https://apis.google.com']);
  });

  it('allows Google sign-in for a real project: its script, endpoints and auth-domain frame', () => {
    const csp = contentSecurityPolicy(loadConfig(realProject, '/srv'));
    expect(csp['script-src']).toEqual(["'self'", 'https://apis.google.com']);
    expect(csp['connect-src']).toEqual(
      expect.arrayContaining(['https://*.googleapis.com', 'https://anifan-prod.firebaseapp.com']),
    );
    expect(csp['frame-src']).toContain('https://anifan-prod.firebaseapp.com');
  });

  it.each([
    ['the emulator', {}],
    ['a real project', realProject],
    ['a remote on another host', { REMOTES: 'mf_chat=https://chat.example.com/remoteEntry.js' }],
  ])('allows the service worker and the web app manifest from the app itself only with %s', (_case, env) => {
    const csp = contentSecurityPolicy(loadConfig(env, '/srv'));
    expect(csp['worker-src']).toEqual(["'self'"]);
    expect(csp['manifest-src']).toEqual(["'self'"]);
  });

  it('allows external cover images and runtime-injected styles', () => {
    const csp = contentSecurityPolicy(loadConfig({}, '/srv'));
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'https:']);
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('adds the origin (not the path) of each overriding remote', () => {
    const csp = contentSecurityPolicy(
      loadConfig(
        {
          REMOTES:
            'mf_chat=https://chat.example.com/v2/remoteEntry.js,mf_anime=https://chat.example.com/a/remoteEntry.js',
        },
        '/srv',
      ),
    );
    expect(csp['script-src']).toEqual(["'self'", 'https://apis.google.com', 'https://chat.example.com']);
  });

  it("lets a remote served by its dev server open its live-reload socket on the remote's host", () => {
    const csp = contentSecurityPolicy(
      loadConfig({ REMOTES: 'mf_anime=http://127.0.0.1:3001/remoteEntry.js' }, '/srv'),
    );
    expect(csp['script-src']).toContain('http://127.0.0.1:3001');
    expect(csp['connect-src']).toEqual(
      expect.arrayContaining(['http://127.0.0.1:3001', 'ws://127.0.0.1:3001']),
    );
  });
});
