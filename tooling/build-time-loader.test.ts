// A `*.build-time.ts` module ships as the values it exports, computed during the build: a route data script
// that prints a GraphQL query carries the text and none of graphql's code.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack, { type Configuration, type Stats } from 'webpack';
import { buildTimeModuleSource } from './build-time-loader';
import { plainScriptsConfig } from './webpack';

const NODE_MODULES = path.resolve(__dirname, '../node_modules');
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'anifan-build-time-'));
  mkdirSync(path.join(dir, 'src'));
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** Builds a remote's route data script whose module `query.build-time.ts` has `source`. */
function buildRouteData(source: string): Promise<{ stats: Stats; script: () => string }> {
  writeFileSync(path.join(dir, 'src/query.build-time.ts'), source);
  writeFileSync(
    path.join(dir, 'src/route-data.ts'),
    "import { QUERY } from './query.build-time';\n(globalThis as { sent?: unknown }).sent = QUERY;\n",
  );
  const options = {
    name: 'mf_demos' as const,
    dir,
    title: 'test remote',
    exposes: { './Page': './src/page.ts' },
    routeData: { Page: './src/route-data.ts' },
  };
  const config: Configuration = {
    ...plainScriptsConfig(options, { mode: 'production' }),
    // The fixture lives outside the repository: packages and loaders come from its node_modules.
    resolveLoader: { modules: [NODE_MODULES] },
  };
  config.resolve = { ...config.resolve, modules: [NODE_MODULES] };
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error || !stats) return reject(error ?? new Error('no stats'));
      resolve({ stats, script: () => readFileSync(path.join(dir, 'dist/route-data-Page.js'), 'utf8') });
    });
  });
}

describe('build-time modules', () => {
  it('ship the printed query, not the printer', async () => {
    const { stats, script } = await buildRouteData(
      "import { parse, print } from 'graphql';\nexport const QUERY = print(parse('query Q($id: Int) { a(id: $id) { b } }'));\n",
    );
    expect(stats.toJson({ all: false, errors: true }).errors).toEqual([]);
    const code = script();
    expect(code).toContain(JSON.stringify('query Q($id: Int) {\n  a(id: $id) {\n    b\n  }\n}'));
    // graphql's printer would bring its block string and escape helpers along.
    expect(code).not.toMatch(/BlockString|Syntax Error|printString/);
    expect(code.length).toBeLessThan(600);
  }, 60_000);

  it('fail the build, naming the export, when a value is not plain data', async () => {
    const { stats } = await buildRouteData('export const QUERY = () => "query Q { a }";\n');
    const messages = stats.toJson({ all: false, errors: true }).errors?.map((e) => e.message) ?? [];
    expect(messages.join('\n')).toContain(
      'export QUERY is not plain data (JSON), so it cannot be computed at build time',
    );
  }, 60_000);
});

describe('buildTimeModuleSource', () => {
  it('writes each export as a constant, the default one as export default', () => {
    expect(buildTimeModuleSource({ QUERY: 'query Q { a }', default: { n: [1, null] } })).toBe(
      'export const QUERY = "query Q { a }";\nexport default {"n":[1,null]};',
    );
  });

  it.each([
    ['undefined', undefined],
    ['a date', new Date(0)],
    ['a map', new Map()],
  ])('refuses %s, which JSON would not give back', (_label, value) => {
    expect(() => buildTimeModuleSource({ value })).toThrow('export value is not plain data (JSON)');
  });
});
