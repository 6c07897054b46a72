// `/remotes.json` (federation name → remoteEntry URL): fetched at start so a deployment can move a
// remote to another host or version without rebuilding the shell.
import { isRemoteName, type RemoteManifest } from '@anifan/contract';

export class RemoteManifestError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RemoteManifestError';
  }
}

/** Keeps the known remotes with an http(s) URL, resolving relative URLs against the manifest's own. */
export function parseRemoteManifest(body: unknown, manifestUrl: string): RemoteManifest {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new RemoteManifestError('remotes.json is not an object of remote URLs');
  }
  const manifest: RemoteManifest = {};
  for (const [name, entry] of Object.entries(body)) {
    if (!isRemoteName(name) || typeof entry !== 'string' || entry.trim() === '') continue;
    let url: URL;
    try {
      url = new URL(entry, manifestUrl);
    } catch {
      continue;
    }
    if (url.protocol === 'http:' || url.protocol === 'https:') manifest[name] = url.href;
  }
  return manifest;
}

export async function fetchRemoteManifest(
  manifestUrl: string,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): Promise<RemoteManifest> {
  let response: Response;
  try {
    response = await fetchImpl(manifestUrl, { headers: { Accept: 'application/json' }, cache: 'no-cache' });
  } catch (cause) {
    throw new RemoteManifestError('remotes.json is unreachable', { cause });
  }
  if (!response.ok) throw new RemoteManifestError(`remotes.json answered HTTP ${response.status}`);
  let body: unknown;
  try {
    body = await response.json();
  } catch (cause) {
    throw new RemoteManifestError('remotes.json is not JSON', { cause });
  }
  return parseRemoteManifest(body, response.url || manifestUrl);
}
