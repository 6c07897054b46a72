// Reads the pages a remote contributes from its federation manifest (@anifan/contract's
// contributed-pages.ts), as the shell routes them. Free of the shared libraries (rxjs, React): the boot
// script reads the same declarations before the federation runtime has negotiated them.
import {
  checkContributedPages,
  CONTRIBUTED_PAGES_MANIFEST_KEY,
  type ContributedPage,
  type RemoteName,
} from '@anifan/contract';
import { contractMismatchOf } from './remote-contract';

export interface ContributedRoute extends ContributedPage {
  remote: RemoteName;
}

/** A declared page the shell does not add; reported like a remote of another contract major. */
export class InvalidContributedPageError extends Error {
  constructor(
    readonly remote: RemoteName,
    problem: string,
  ) {
    super(`${remote} contributes a page the shell cannot add: ${problem}`);
    this.name = 'InvalidContributedPageError';
  }
}

interface FederationManifest {
  metaData?: Record<string, unknown>;
  exposes?: unknown;
}

/** A remote's contributed pages from its federation manifest, and why any other declaration is refused. */
export function contributedRoutesOf(
  remote: RemoteName,
  body: unknown,
): { routes: ContributedRoute[]; refused: Error[] } {
  const manifest = (typeof body === 'object' && body !== null ? body : {}) as FederationManifest;
  const declared = manifest.metaData?.[CONTRIBUTED_PAGES_MANIFEST_KEY];
  if (declared === undefined) return { routes: [], refused: [] };
  // Declarations written against another major may mean something else: none of them is added.
  const mismatch = contractMismatchOf(remote, body);
  if (mismatch) return { routes: [], refused: [mismatch] };
  const exposes: unknown[] = Array.isArray(manifest.exposes) ? manifest.exposes : [];
  const exposed = exposes.flatMap((expose) => {
    const name = (expose as { name?: unknown } | null)?.name;
    return typeof name === 'string' ? [name] : [];
  });
  const { pages, problems } = checkContributedPages(declared, exposed);
  return {
    routes: pages.map((page) => ({ ...page, remote })),
    refused: problems.map((problem) => new InvalidContributedPageError(remote, problem)),
  };
}
