// Turns "remote + exposed module" into a React component, and forgets failed attempts so a retry
// really loads again (a failed remoteEntry is requested anew).
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemotePageProps } from '@anifan/contract';
import type { RemoteName } from '@anifan/contract';

export type RemotePageComponent = ComponentType<RemotePageProps>;

/** Loads the default export of `<remote>/<module>`; rejects when the remote or the module is unavailable. */
export type ModuleLoader = (remote: RemoteName, module: string) => Promise<RemotePageComponent>;

export interface RemoteLoader {
  /** Starts loading a remote page (once until `forget`); rejects with RemoteLoadError. */
  preload(remote: RemoteName, module: string): Promise<RemotePageComponent>;
  /**
   * The same component for a remote page until `forget` is called for it: the page itself when it had
   * loaded by the first call, so it renders in its parent's commit; otherwise a lazy one, which
   * suspends, and React reveals it no sooner than 300 ms after its fallback appeared.
   */
  component(
    remote: RemoteName,
    module: string,
  ): RemotePageComponent | LazyExoticComponent<RemotePageComponent>;
  forget(remote: RemoteName, module: string): void;
}

export function createRemoteLoader(loadModule: ModuleLoader): RemoteLoader {
  const loads = new Map<string, Promise<RemotePageComponent>>();
  const loaded = new Map<string, RemotePageComponent>();
  const components = new Map<string, RemotePageComponent | LazyExoticComponent<RemotePageComponent>>();
  const key = (remote: RemoteName, module: string) => `${remote}/${module}`;
  const preload = (remote: RemoteName, module: string) => {
    const id = key(remote, module);
    let load = loads.get(id);
    if (!load) {
      load = loadModule(remote, module).then(
        (page) => {
          if (loads.get(id) === load) loaded.set(id, page);
          return page;
        },
        (cause: unknown) => {
          throw new RemoteLoadError(id, cause);
        },
      );
      loads.set(id, load);
    }
    return load;
  };
  return {
    preload,
    component(remote, module) {
      const id = key(remote, module);
      let component = components.get(id) ?? loaded.get(id);
      if (!component) {
        component = lazy(async () => ({ default: await preload(remote, module) }));
      }
      components.set(id, component);
      return component;
    },
    forget(remote, module) {
      const id = key(remote, module);
      loads.delete(id);
      loaded.delete(id);
      components.delete(id);
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
