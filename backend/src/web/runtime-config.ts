// What the browser may know about this deployment: `/api/config` and `/remotes.json`. Never secrets.
import type { AppConfig } from '../config/app-config';
import { REMOTE_FOLDERS } from './static-assets';

/**
 * The shell's `RuntimeConfig` (shell/src/platform/types.ts), restated here because the backend compiles
 * on its own; keep the two in step.
 */
export interface RuntimeConfig {
  apiBaseUrl: string;
  graphqlUrl: string;
  firebase: {
    projectId: string;
    apiKey: string;
    authDomain: string;
    appId: string;
    emulatorHost: string | null;
  };
  catalog: { source: 'embedded' | 'live' | 'auto' };
  chat: { mode: 'offline' | 'model' };
}

/** Federation name (a JS identifier) of each remote folder. */
const federationName = (folder: string): string => folder.replace(/-/g, '_');

export function remotesManifest(config: AppConfig): Record<string, string> {
  const defaults = Object.fromEntries(
    REMOTE_FOLDERS.map((folder) => [federationName(folder), `/remotes/${folder}/remoteEntry.js`]),
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
  };
}
