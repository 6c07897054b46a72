// The contract's semver version (package.json's, checked by a test). A remote states the major it was
// built against in its federation manifest; the shell refuses a remote of another major.
export const CONTRACT_VERSION = '2.0.0';

export function contractMajor(version: string): number | null {
  const match = /^(\d+)\.\d+\.\d+/.exec(version);
  return match ? Number(match[1]) : null;
}

/** The key of a remote's federation manifest (`metaData`) that states the contract version it was built against. */
export const CONTRACT_MANIFEST_KEY = 'anifanContract';
