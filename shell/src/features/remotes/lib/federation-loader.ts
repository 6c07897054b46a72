// The production ModuleLoader: Module Federation's run-time API on the instance the build plugin created.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteManifest } from '@anifan/contract';
import { checkRemoteContract } from './remote-contract';
import { pickDefaultComponent, type ModuleLoader } from './remote-loader';
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

export function createFederationLoader(
  registry: RemoteRegistry,
  checkContract: typeof checkRemoteContract = checkRemoteContract,
): ModuleLoader {
  // One check per remoteEntry URL; a failed one is forgotten so that 再試行 checks again.
  const checks = new Map<string, Promise<void>>();
  return async (remote, module) => {
    const manifest = await registry.ready();
    const entry = manifest[remote];
    if (!entry) throw new RemoteNotConfiguredError(remote);
    let check = checks.get(entry);
    if (!check) {
      check = checkContract(remote, entry);
      checks.set(entry, check);
      check.catch(() => checks.delete(entry));
    }
    const id = `${remote}/${module}`;
    // Side by side: the check adds no round trip before the page's own files.
    const [, loaded] = await Promise.all([check, loadRemote<unknown>(id)]);
    return pickDefaultComponent(id, loaded);
  };
}
