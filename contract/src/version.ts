// The contract's semver version (package.json's, checked by a test). A remote states the major it was
// built against in its federation manifest; the shell refuses a remote of another major.
export const CONTRACT_VERSION = '2.6.0';

export function contractMajor(version: string): number | null {
  const match = /^(\d+)\.\d+\.\d+/.exec(version);
  return match ? Number(match[1]) : null;
}

/** True when `version` (x.y.z) comes before `other`; a version that cannot be read comes before any. */
export function isEarlierVersion(version: string, other: string): boolean {
  const parts = (text: string) => /^(\d+)\.(\d+)\.(\d+)/.exec(text)?.slice(1).map(Number) ?? null;
  const [a, b] = [parts(version), parts(other)];
  if (!a) return true;
  if (!b) return false;
  for (const [index, part] of a.entries()) {
    const otherPart = b[index] ?? 0;
    if (part !== otherPart) return part < otherPart;
  }
  return false;
}

/** The key of a remote's federation manifest (`metaData`) that states the contract version it was built against. */
export const CONTRACT_MANIFEST_KEY = 'anifanContract';
