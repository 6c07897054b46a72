// Registers the remotes from /remotes.json with the federation runtime, once, and again after a failure.
import { BehaviorSubject, type Observable } from 'rxjs';
import type { RemoteManifest } from '@anifan/contract';

export interface RemoteRegistry {
  /** True while the last attempt to read /remotes.json failed. */
  readonly manifestFailed$: Observable<boolean>;
  manifestFailed(): boolean;
  /** The registered manifest; a failed fetch is not cached, so the next call fetches again. */
  ready(): Promise<RemoteManifest>;
}

export function createRemoteRegistry(options: {
  fetchManifest: () => Promise<RemoteManifest>;
  register: (manifest: RemoteManifest) => void;
}): RemoteRegistry {
  const failed = new BehaviorSubject(false);
  let pending: Promise<RemoteManifest> | null = null;
  return {
    manifestFailed$: failed.asObservable(),
    manifestFailed: () => failed.value,
    ready() {
      pending ??= options.fetchManifest().then(
        (manifest) => {
          options.register(manifest);
          failed.next(false);
          return manifest;
        },
        (error: unknown) => {
          pending = null;
          failed.next(true);
          throw error;
        },
      );
      return pending;
    },
  };
}
