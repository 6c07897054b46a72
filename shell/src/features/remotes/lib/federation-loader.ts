// The production ModuleLoader: Module Federation's run-time API on the instance the build plugin created.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { pickDefaultComponent, type ModuleLoader } from './remote-loader';
import { REMOTE_NAMES, type RemoteManifest } from './remote-manifest';
import type { RemoteRegistry } from './remote-registry';

export class RemoteNotConfiguredError extends Error {
  constructor(remote: string) {
    super(`${remote} is not listed in remotes.json`);
    this.name = 'RemoteNotConfiguredError';
  }
}

export function registerManifest(manifest: RemoteManifest): void {
  const remotes = REMOTE_NAMES.flatMap((name) => {
    const entry = manifest[name];
    return entry ? [{ name, entry }] : [];
  });
  registerRemotes(remotes);
}

export function createFederationLoader(registry: RemoteRegistry): ModuleLoader {
  return async (remote, module) => {
    const manifest = await registry.ready();
    if (!manifest[remote]) throw new RemoteNotConfiguredError(remote);
    const id = `${remote}/${module}`;
    return pickDefaultComponent(id, await loadRemote<unknown>(id));
  };
}
