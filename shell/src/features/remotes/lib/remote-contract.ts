// The contract check: a remote states in its federation manifest the @anifan/contract version it was
// built against, and the shell mounts only remotes of its own major.
import { CONTRACT_MANIFEST_KEY, CONTRACT_VERSION, contractMajor, type RemoteName } from '@anifan/contract';

/** A remote built against another major of the platform contract than this shell's: it is not mounted. */
export class ContractMismatchError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly stated: string | null,
  ) {
    super(
      `${remote} was built against @anifan/contract ${stated ?? '(no version stated)'}, ` +
        `but this shell speaks ${CONTRACT_VERSION} (major ${contractMajor(CONTRACT_VERSION)}): it is not loaded`,
    );
    this.name = 'ContractMismatchError';
  }
}

const defaultFetchJson = async (url: string): Promise<unknown> => {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.json();
};

/** A remote's federation manifest (`mf-manifest.json`, written by its build) sits beside its remoteEntry. */
export const manifestUrlOf = (entry: string) => new URL('mf-manifest.json', entry).href;

/** Reads the federation manifest of the remote at `entry`, revalidated; rejects when it cannot. */
export const fetchFederationManifest = (entry: string): Promise<unknown> =>
  defaultFetchJson(manifestUrlOf(entry));

/** A ContractMismatchError when a federation manifest states another major of the contract, or none. */
export function contractMismatchOf(remote: RemoteName, body: unknown): ContractMismatchError | null {
  const stated = (body as { metaData?: Record<string, unknown> } | null)?.metaData?.[CONTRACT_MANIFEST_KEY];
  const version = typeof stated === 'string' ? stated : null;
  const ownMajor = version !== null && contractMajor(version) === contractMajor(CONTRACT_VERSION);
  return ownMajor ? null : new ContractMismatchError(remote, version);
}

/** Manifest reads started before their check (readRemoteContractEarly), by manifest URL; each is taken once. */
const earlyReads = new Map<string, Promise<unknown>>();

/**
 * Starts reading a remote's manifest for its contract check now (the opened route's remote, as main.js
 * starts), so the check finds the answer waiting instead of adding a request after the shared libraries
 * have arrived. The first check of that remote takes the read over; later checks (再試行) read again.
 */
export function readRemoteContractEarly(
  entry: string,
  fetchJson: (url: string) => Promise<unknown> = defaultFetchJson,
): void {
  const manifestUrl = manifestUrlOf(entry);
  if (earlyReads.has(manifestUrl)) return;
  const read = fetchJson(manifestUrl);
  // A failure is the check's to report when it takes the read over.
  read.catch(() => undefined);
  earlyReads.set(manifestUrl, read);
}

function takeEarlyRead(manifestUrl: string): Promise<unknown> | null {
  const read = earlyReads.get(manifestUrl) ?? null;
  earlyReads.delete(manifestUrl);
  return read;
}

/** Manifest reads the boot script started (the startup handoff's), kept as early reads: each taken once. */
export function adoptEarlyReads(reads: Map<string, Promise<unknown>>): void {
  for (const [manifestUrl, read] of reads)
    if (!earlyReads.has(manifestUrl)) earlyReads.set(manifestUrl, read);
}

/** A remote's federation manifest: the early read of it when one is waiting, else read now. */
export const readFederationManifest = (entry: string): Promise<unknown> =>
  takeEarlyRead(manifestUrlOf(entry)) ?? fetchFederationManifest(entry);

/**
 * Reads the contract version the remote's federation manifest (beside its remoteEntry) states, and
 * rejects a remote of another major, or one that states none, with ContractMismatchError.
 */
export async function checkRemoteContract(
  remote: RemoteName,
  entry: string,
  fetchJson: (url: string) => Promise<unknown> = defaultFetchJson,
): Promise<void> {
  const manifestUrl = manifestUrlOf(entry);
  let body: unknown;
  try {
    body = await (takeEarlyRead(manifestUrl) ?? fetchJson(manifestUrl));
  } catch (cause) {
    throw new Error(`${remote}'s ${manifestUrl} could not be read`, { cause });
  }
  const mismatch = contractMismatchOf(remote, body);
  if (mismatch) {
    console.error(mismatch.message);
    throw mismatch;
  }
}
