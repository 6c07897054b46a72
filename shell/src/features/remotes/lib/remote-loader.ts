// Turns "remote + exposed module" into a lazy React component, and forgets failed attempts so a retry
// really loads again (a failed remoteEntry is requested anew).
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemotePageProps } from '@anifan/platform';
import type { RemoteName } from './remote-manifest';

export type RemotePageComponent = ComponentType<RemotePageProps>;

/** Loads the default export of `<remote>/<module>`; rejects when the remote or the module is unavailable. */
export type ModuleLoader = (remote: RemoteName, module: string) => Promise<RemotePageComponent>;

export interface RemoteLoader {
  /** The same lazy component for a remote page until `forget` is called for it. */
  component(remote: RemoteName, module: string): LazyExoticComponent<RemotePageComponent>;
  forget(remote: RemoteName, module: string): void;
}

export function createRemoteLoader(loadModule: ModuleLoader): RemoteLoader {
  const cache = new Map<string, LazyExoticComponent<RemotePageComponent>>();
  const key = (remote: RemoteName, module: string) => `${remote}/${module}`;
  return {
    component(remote, module) {
      const id = key(remote, module);
      let component = cache.get(id);
      if (!component) {
        component = lazy(async () => {
          try {
            return { default: await loadModule(remote, module) };
          } catch (cause) {
            throw new RemoteLoadError(id, cause);
          }
        });
        cache.set(id, component);
      }
      return component;
    },
    forget(remote, module) {
      cache.delete(key(remote, module));
    },
  };
}

/** The remote page could not be fetched (as opposed to a page that loaded and then threw). */
export class RemoteLoadError extends Error {
  constructor(id: string, cause: unknown) {
    super(`Could not load ${id}`, { cause });
    this.name = 'RemoteLoadError';
  }
}

/** A loaded federated module whose default export is not a component (a broken or mismatched build). */
export class InvalidRemoteModuleError extends Error {
  constructor(id: string) {
    super(`${id} does not default-export a React component`);
    this.name = 'InvalidRemoteModuleError';
  }
}

export function pickDefaultComponent(id: string, loaded: unknown): RemotePageComponent {
  const candidate = (loaded as { default?: unknown } | null)?.default;
  // Plain function components, classes, and memo/forwardRef objects are all valid element types.
  if (typeof candidate === 'function' || (typeof candidate === 'object' && candidate !== null)) {
    return candidate as RemotePageComponent;
  }
  throw new InvalidRemoteModuleError(id);
}
