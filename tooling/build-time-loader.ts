// A webpack loader for `*.build-time.ts` modules: webpack evaluates the module during the build and the
// bundle carries only its exports' values, as JSON. A route data script then sends a query's printed
// text without graphql's printer, which it would otherwise carry to print it in the browser.
import { isDeepStrictEqual } from 'node:util';
import type { LoaderContext } from 'webpack';

/** The resource query under which the module itself is compiled and run, past this loader. */
export const EVALUATE_QUERY = '?build-time-evaluate';

/** The module's source for its exports: each a constant (`default` an export default). */
export function buildTimeModuleSource(exports: Record<string, unknown>): string {
  return Object.entries(exports)
    .map(([name, value]) => {
      const json = JSON.stringify(value);
      if (json === undefined || !isDeepStrictEqual(JSON.parse(json), value)) {
        throw new Error(`export ${name} is not plain data (JSON), so it cannot be computed at build time`);
      }
      return name === 'default' ? `export default ${json};` : `export const ${name} = ${json};`;
    })
    .join('\n');
}

/**
 * The loader's one step, a pitch: it answers before the module is read, so the module's own source and
 * its other loaders (swc, GraphQL documents) run only under `importModule`, past this loader.
 */
export function pitch(this: LoaderContext<object>): Promise<string> {
  return this.importModule(`${this.resourcePath}${EVALUATE_QUERY}`).then((exports: unknown) =>
    buildTimeModuleSource({ ...(exports as Record<string, unknown>) }),
  );
}
