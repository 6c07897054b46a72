// Module Federation facts every frontend package agrees on: the shared singletons and the remotes' names.
import path from 'node:path';
import routerPackage from 'react-router-dom/package.json';
import rxjsPackage from 'rxjs/package.json';
import rootPackage from '../shell/package.json';

const deps = rootPackage.dependencies as Record<string, string>;

/** One copy of each at run time, whoever loads first; the shell's versions are the contract. */
export const sharedSingletons = {
  react: { singleton: true, requiredVersion: deps.react },
  'react/jsx-runtime': { singleton: true, requiredVersion: deps.react },
  'react-dom': { singleton: true, requiredVersion: deps['react-dom'] },
  'react-dom/client': { singleton: true, requiredVersion: deps['react-dom'] },
  'react-router-dom': {
    singleton: true,
    requiredVersion: deps['react-router-dom'],
    // The declarative API only (see react-router-dom.ts); it has no package.json, so say which version it is.
    import: path.resolve(__dirname, 'react-router-dom.ts'),
    version: routerPackage.version,
  },
  rxjs: {
    singleton: true,
    requiredVersion: deps.rxjs,
    // The pieces in use only (see rxjs.ts), like react-router-dom.
    import: path.resolve(__dirname, 'rxjs.ts'),
    version: rxjsPackage.version,
  },
};

/** Federation name → package folder; the backend serves each at `/remotes/<folder>/`. */
export const remoteFolders = {
  mf_anime: 'mf-anime',
  mf_character: 'mf-character',
  mf_chat: 'mf-chat',
  mf_demos: 'mf-demos',
} as const;

export type RemoteName = keyof typeof remoteFolders;

/** Development ports: the shell on 3000, each remote standalone on its own. */
export const devPorts: Record<RemoteName | 'shell', number> = {
  shell: 3000,
  mf_anime: 3001,
  mf_character: 3002,
  mf_chat: 3003,
  mf_demos: 3004,
};
