// The pages remotes contribute on their own releases (@anifan/contract's contributed-pages.ts): read from
// each listed remote's federation manifest, checked, and added after the fixed routes as each arrives.
import { BehaviorSubject, type Observable } from 'rxjs';
import { REMOTE_NAMES, routeKey, type RemoteManifest, type RemoteName } from '@anifan/contract';
import {
  contributedRoutesOf,
  InvalidContributedPageError,
  type ContributedRoute,
} from './contributed-routes';

export interface ContributedRoutes {
  /** In REMOTE_NAMES order, each remote's in its declared order. */
  routes: readonly ContributedRoute[];
  /** True until every listed remote's manifest has been read or has failed: an unknown path may still be one. */
  pending: boolean;
}

export interface ContributedPages {
  readonly state$: Observable<ContributedRoutes>;
  snapshot(): ContributedRoutes;
  /**
   * Reads the pages of every remote the manifest lists, once per read of /remotes.json; null when it
   * could not be read: no pages, and none pending.
   */
  load(manifest: RemoteManifest | null): void;
}

export function createContributedPages(options: {
  readManifest: (entry: string) => Promise<unknown>;
  /** A refused declaration: it is skipped, the rest of the remote's pages are added. */
  report: (remote: RemoteName, cause: Error) => void;
}): ContributedPages {
  const state = new BehaviorSubject<ContributedRoutes>({ routes: [], pending: true });
  const refuse = (remote: RemoteName, cause: Error) => {
    // A warning, not an error: the app works without the page; the remote's team reads why here.
    console.warn(cause.message);
    options.report(remote, cause);
  };
  return {
    state$: state.asObservable(),
    snapshot: () => state.value,
    load(manifest) {
      const entries = REMOTE_NAMES.flatMap((remote) => {
        const entry = manifest?.[remote];
        return entry ? [{ remote, entry }] : [];
      });
      const declared = new Map<RemoteName, ContributedRoute[]>();
      const clashes = new Set<string>();
      let waiting = entries.length;
      const publish = () => {
        // A path two remotes claim stays the one earlier in REMOTE_NAMES, whichever manifest came first.
        const owners = new Map<string, RemoteName>();
        const routes: ContributedRoute[] = [];
        for (const { remote } of entries) {
          for (const route of declared.get(remote) ?? []) {
            const key = routeKey(route.path);
            const owner = owners.get(key);
            if (!owner) {
              owners.set(key, remote);
              routes.push(route);
            } else if (!clashes.has(`${remote} ${key}`)) {
              clashes.add(`${remote} ${key}`);
              refuse(remote, new InvalidContributedPageError(remote, `path ${route.path} is ${owner}'s`));
            }
          }
        }
        const pending = waiting > 0;
        const current = state.value;
        // The app re-renders synchronously on every new state (useSyncExternalStore): a state that
        // changes nothing is not published. The first one mostly changes nothing, and it comes in the
        // task where the opened route's page arrives, which it would otherwise draw in one long task.
        const unchanged =
          current.pending === pending &&
          current.routes.length === routes.length &&
          routes.every((route, index) => route === current.routes[index]);
        if (!unchanged) state.next({ routes, pending });
      };
      publish();
      for (const { remote, entry } of entries) {
        options
          .readManifest(entry)
          .then(
            (body) => {
              const { routes, refused } = contributedRoutesOf(remote, body);
              declared.set(remote, routes);
              for (const cause of refused) refuse(remote, cause);
            },
            // A remote that is down contributes nothing; its own pages report the failure when visited.
            () => undefined,
          )
          .finally(() => {
            waiting -= 1;
            publish();
          });
      }
    },
  };
}
