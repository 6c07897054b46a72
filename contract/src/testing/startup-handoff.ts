// The startup handoff as the shell's boot script leaves it, for any remote's tests of a route data script
// or of a page drawn from its answer; and the image preloads such a script adds to the document.
import { defaultRuntimeConfig } from '../standalone';
import { installStartupHandoff } from '../startup';
import type { RuntimeConfig } from '../platform';

/** A fresh handoff (no remotes yet, nothing prefetched) with `config` as the shell's runtime config. */
export function installTestStartup(
  config: RuntimeConfig = defaultRuntimeConfig('http://127.0.0.1:8080'),
): void {
  installStartupHandoff({
    config: Promise.resolve(config),
    remotes: null,
    ready: Promise.resolve(),
    graphql: new Map(),
  });
}

/** Each `<link rel="preload" as="image">` in the document head: its address and fetch priority. */
export const imagePreloads = (): [string, string | null][] =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((link) => [
    link.href,
    link.getAttribute('fetchpriority'),
  ]);
