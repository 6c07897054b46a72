// The shell's index.html carries one small inline script (the theme, applied before first paint). The
// Content-Security-Policy allows inline scripts only by the hash of their exact text, read here from the
// built page.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** CSP source expressions (`'sha256-…'`) for every inline script of an HTML page. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .map((match) => match[1] ?? '')
    .filter((text) => text.trim() !== '')
    .map((text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
}

/** The hashes of the built shell page's inline scripts; none until the shell has been built. */
export function shellInlineScriptHashes(rootDir: string): string[] {
  try {
    return inlineScriptHashes(readFileSync(path.join(rootDir, 'shell', 'dist', 'index.html'), 'utf8'));
  } catch {
    return [];
  }
}
