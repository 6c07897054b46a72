// The remotes: their federation names (JS identifiers, the keys of /remotes.json), folders and dev ports.

/** Federation names: JS identifiers, the keys of /remotes.json. */
export const REMOTE_NAMES = ['mf_anime', 'mf_character', 'mf_chat', 'mf_demos'] as const;

export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Federation name → package folder; the backend serves each build at `/remotes/<folder>/`. */
export const REMOTE_FOLDERS: Record<RemoteName, string> = {
  mf_anime: 'mf-anime',
  mf_character: 'mf-character',
  mf_chat: 'mf-chat',
  mf_demos: 'mf-demos',
};

export function isRemoteName(value: string): value is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(value);
}

/** Development servers: the shell on 3000, each remote standalone on its own port. */
export const DEV_PORTS: Record<RemoteName | 'shell', number> = {
  shell: 3000,
  mf_anime: 3001,
  mf_character: 3002,
  mf_chat: 3003,
  mf_demos: 3004,
};

/** `/remotes.json`: federation name → remoteEntry URL. */
export type RemoteManifest = Partial<Record<RemoteName, string>>;
