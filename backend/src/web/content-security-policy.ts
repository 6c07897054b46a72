// The Content-Security-Policy: exactly what the shell, its remotes and Firebase sign-in need, no inline script.
import type { AppConfig } from '../config';

export type CspDirectives = Record<string, string[]>;

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** The WebSocket origin on the same host: `https://a.example` → `wss://a.example`. */
const webSocketOrigin = (origin: string): string => origin.replace(/^http/, 'ws');

export function contentSecurityPolicy(config: AppConfig): CspDirectives {
  const { emulatorHost, authDomain } = config.firebase;
  // Remotes that /remotes.json points at another host load their scripts (and chunks) from there.
  const remoteOrigins = [...new Set(Object.values(config.remoteOverrides).map(originOf))].filter(
    (origin): origin is string => origin !== null,
  );

  // The emulator speaks plain HTTP on its host; a real project uses Google's identity endpoints and
  // the project's auth domain (the popup's hidden iframe and redirect handler).
  const firebaseConnect = emulatorHost
    ? [`http://${emulatorHost}`]
    : ['https://*.googleapis.com', 'https://apis.google.com', `https://${authDomain}`];
  const firebaseFrames = emulatorHost
    ? [`http://${emulatorHost}`]
    : [`https://${authDomain}`, 'https://apis.google.com'];
  // signInWithPopup loads Google's api.js (gapi) in both modes; the emulator's popup flow needs it too.
  const firebaseScripts = ['https://apis.google.com'];

  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...firebaseScripts, ...remoteOrigins],
    // style-loader injects the CSS modules as <style> elements at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Cover and character images come from many external CDNs.
    'img-src': ["'self'", 'data:', 'https:'],
    'font-src': ["'self'", 'data:'],
    // A remote served by its dev server (REMOTES pointing at it) opens its live-reload socket there.
    'connect-src': ["'self'", ...firebaseConnect, ...remoteOrigins, ...remoteOrigins.map(webSocketOrigin)],
    'frame-src': firebaseFrames,
    // The installable app (docs/pwa.md): its service worker (/sw.js) and web app manifest, same origin only.
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
}

/** The header value, as helmet would write it; handy for tests and documentation. */
export function serializeCsp(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}
