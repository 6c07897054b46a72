// What the service worker knows of the shell build it was made with, and the names of its caches.

/** Written by the build in front of sw.js as `self.__ANIFAN_BUILD__` (build/service-worker-plugin.ts). */
export interface BuildInfo {
  /** Changes whenever any file of the shell's build changes. */
  id: string;
  /**
   * The shell's files, as paths relative to the worker's scope (`./` is index.html), each with the
   * SHA-256 (hex) of its content: a response is kept in this build's cache only when it matches.
   * Content-hashed files are listed with an empty digest: their name already says what they hold.
   */
  files: Record<string, string>;
}

/** The global the build defines in front of the worker's code. */
export const BUILD_INFO_GLOBAL = '__ANIFAN_BUILD__';

const BUILD_CACHE_PREFIX = 'anifan-build-';

/** One cache per build: its shell, and what its pages loaded (remote entries, content-hashed files). */
export const buildCacheName = (buildId: string): string => `${BUILD_CACHE_PREFIX}${buildId}`;

/** The last マイリスト answers: the gateway's data, not a build's files, so kept across builds. */
export const DATA_CACHE = 'anifan-data';

/** The caches of other builds, which a newly activated worker deletes. */
export function staleCaches(names: readonly string[], buildId: string): string[] {
  return names.filter((name) => name.startsWith(BUILD_CACHE_PREFIX) && name !== buildCacheName(buildId));
}
