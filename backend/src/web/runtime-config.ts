// What the browser may know about this deployment: `/api/config` and `/remotes.json`. Never secrets.
import { REMOTE_FOLDERS, REMOTE_NAMES, type RemoteManifest, type RuntimeConfig } from '@anifan/contract';
import type { AppConfig } from '../config';

export function remotesManifest(config: AppConfig): RemoteManifest {
  const defaults = Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, `/remotes/${REMOTE_FOLDERS[name]}/remoteEntry.js`]),
  );
  return { ...defaults, ...config.remoteOverrides };
}

export function runtimeConfig(config: AppConfig): RuntimeConfig {
  const { projectId, apiKey, authDomain, appId, emulatorHost } = config.firebase;
  return {
    apiBaseUrl: '/api',
    graphqlUrl: '/graphql',
    firebase: { projectId, apiKey, authDomain, appId, emulatorHost },
    catalog: { source: config.catalog.source },
    chat: { mode: config.chat.baseUrl ? 'model' : 'offline' },
    startup: { preload: config.startupPreload },
  };
}
