/**
 * @jest-environment node
 * @jest-environment-options {"customExportConditions": ["node", "require"]}
 */
// The anime home's route data script as the production build writes it: it carries GetWorks' printed
// query, the one the page's request has, and none of graphql's printer or visitor.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import { GET_WORKS } from '@anifan/contract';
import webpackConfig from '../../../../webpack.config';
import { graphqlRequest } from '../../../shared/catalog/lib/graphql-request';

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'anifan-route-data-home-'));
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** mf-anime's production build of route-data-AnimeHome.js alone, written to a folder of the test's own. */
function buildAnimeHomeRouteData(): Promise<string> {
  const builds = webpackConfig(undefined, { mode: 'production' });
  const plainScripts = builds.find((build) => build.name === 'plain-scripts');
  if (!plainScripts) throw new Error('mf-anime has no plain scripts build');
  const config: Configuration = {
    ...plainScripts,
    entry: { 'route-data-AnimeHome': './src/route-data/anime-home.ts' },
    output: { ...plainScripts.output, path: dir },
    devtool: false,
    plugins: [],
  };
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error || !stats) return reject(error ?? new Error('no stats'));
      const errors = stats.toJson({ all: false, errors: true }).errors ?? [];
      if (errors.length > 0) return reject(new Error(errors.map((e) => e.message).join('\n')));
      resolve(readFileSync(path.join(dir, 'route-data-AnimeHome.js'), 'utf8'));
    });
  });
}

it('route-data-AnimeHome.js sends the printed GetWorks and carries no graphql printer', async () => {
  const code = await buildAnimeHomeRouteData();
  expect(code).toContain(JSON.stringify(graphqlRequest(GET_WORKS, {}).query));
  // graphql's printer and visitor would bring their block string, escape and node kind helpers along.
  expect(code).not.toMatch(/BlockString|printString|Syntax Error|OPERATION_DEFINITION|BREAK/);
  // 23 KB with them; most of what is left is the contract's parsed documents, kept as JSON.parse calls.
  expect(code.length).toBeLessThan(10_000);
}, 120_000);
