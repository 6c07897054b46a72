// Pages a remote adds on its own release: declared in its federation manifest, checked by the shell at
// run time (and by the remote's build), added after the fixed routes of ROUTE_TABLE, which stay as they are.
import type { AuthState } from './platform';
import { ROUTE_TABLE } from './routes';

/** Who sees a contributed page's sidebar entry. */
export const PAGE_AUDIENCES = ['everyone', 'signed-in', 'moderator'] as const;
export type PageAudience = (typeof PAGE_AUDIENCES)[number];

/** A page a remote contributes: the shell routes `path` to the remote's exposed `module`. */
export interface ContributedPage {
  /** A hash route of its own, such as `/myList`: letters, digits and `-`, in `/`-separated segments. */
  path: string;
  /** The page name in the document title. */
  title: string;
  /** Sidebar label, after the fixed entries; a page reached from another page has none. */
  navLabel?: string;
  /** The module the remote exposes for this page, without the leading `./`. */
  module: string;
  /**
   * Who sees the sidebar entry (`everyone` when absent): `signed-in` users, or `moderator`s only
   * (AuthUser.moderator). The route itself stays open to anyone: the page says what a visitor may do
   * there, and the server enforces it.
   */
  audience?: PageAudience;
}

/** The key of a remote's federation manifest (`metaData`) that lists the pages it contributes. */
export const CONTRIBUTED_PAGES_MANIFEST_KEY = 'anifanPages';

/** The longest sidebar label, in characters: the sidebar's width. */
export const NAV_LABEL_MAX_LENGTH = 20;

const PATH_PATTERN = /^(\/[A-Za-z0-9-]+)+$/;

/** The router matches paths regardless of case: two paths of the same key are one route. */
export const routeKey = (path: string): string => path.toLowerCase();

const FIXED_PATHS = new Set(ROUTE_TABLE.map((route) => routeKey(route.path)));

export interface ContributedPagesCheck {
  /** The declared pages that may be added, in the declared order. */
  pages: ContributedPage[];
  /** Why each other declaration is refused, one sentence each, naming it. */
  problems: string[];
}

/** Whether a visitor in `auth` sees the sidebar entry of a page for `audience`; while loading, only everyone's. */
export function isInAudience(audience: PageAudience | undefined, auth: AuthState): boolean {
  switch (audience ?? 'everyone') {
    case 'everyone':
      return true;
    case 'signed-in':
      return auth.status === 'signedIn';
    case 'moderator':
      return auth.status === 'signedIn' && auth.user.moderator === true;
  }
}

const isNonBlankString = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

/** Why one declaration cannot be added (null: it can), given what the remote exposes. */
function pageProblem(value: unknown, exposed: ReadonlySet<string>): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'is not an object';
  const { path, title, navLabel, module, audience } = value as Record<string, unknown>;
  if (typeof path !== 'string' || !PATH_PATTERN.test(path)) {
    return 'path must be "/" and letters, digits or "-", in segments such as /myList';
  }
  if (FIXED_PATHS.has(routeKey(path))) return `path ${path} is one of the app's fixed routes`;
  if (!isNonBlankString(title)) return 'title must be a non-empty string';
  if (
    navLabel !== undefined &&
    (!isNonBlankString(navLabel) || [...navLabel].length > NAV_LABEL_MAX_LENGTH)
  ) {
    return `navLabel must be a non-empty string of at most ${NAV_LABEL_MAX_LENGTH} characters`;
  }
  if (typeof module !== 'string' || !exposed.has(module)) return `module ${String(module)} is not exposed`;
  // An audience this shell does not know could be narrower than any it knows: the page is refused.
  if (audience !== undefined && !(PAGE_AUDIENCES as readonly unknown[]).includes(audience)) {
    return `audience must be one of ${PAGE_AUDIENCES.join(', ')}`;
  }
  return null;
}

/**
 * Checks the pages a remote declares (a manifest's value, so anything) against the modules it exposes:
 * keeps the valid ones, only the known fields, and says why each other one is refused.
 */
export function checkContributedPages(
  declared: unknown,
  exposedModules: readonly string[],
): ContributedPagesCheck {
  if (!Array.isArray(declared)) return { pages: [], problems: ['the page list is not an array'] };
  const exposed = new Set(exposedModules);
  const seen = new Set<string>();
  const pages: ContributedPage[] = [];
  const problems: string[] = [];
  declared.forEach((value: unknown, index) => {
    const problem = pageProblem(value, exposed);
    const page = value as ContributedPage;
    const duplicate = problem === null && seen.has(routeKey(page.path));
    if (problem !== null || duplicate) {
      problems.push(`page ${index + 1}: ${problem ?? `path ${page.path} is declared twice`}`);
      return;
    }
    seen.add(routeKey(page.path));
    pages.push({
      path: page.path,
      title: page.title,
      module: page.module,
      ...(page.navLabel === undefined ? {} : { navLabel: page.navLabel }),
      ...(page.audience === undefined ? {} : { audience: page.audience }),
    });
  });
  return { pages, problems };
}
