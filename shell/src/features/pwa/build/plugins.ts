// The webpack side of the installable app: the manifest and icons in the shell's build, and /sw.js
// built after it with what it must know of that build (worker/build-info.ts).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Compiler, Configuration } from 'webpack';
import { BUILD_INFO_GLOBAL, type BuildInfo } from '../worker/build-info';
import { isContentHashed } from '../worker/strategy';
import { appManifest, MANIFEST_FILE } from './app-manifest';
import { iconPng, ICONS } from './icons';

export const SERVICE_WORKER_FILE = 'sw.js';

/** Emits manifest.webmanifest and the icons it lists into the shell's build. */
export class PwaAssetsPlugin {
  constructor(private readonly description: string) {}

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PwaAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PwaAssetsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset(
            MANIFEST_FILE,
            new sources.RawSource(JSON.stringify(appManifest(this.description), null, 2)),
          );
          for (const icon of ICONS) compilation.emitAsset(icon.file, new sources.RawSource(iconPng(icon)));
        },
      );
    });
  }
}

/** Files of a build that pages never load: source maps, precompressed copies, licences, the worker. */
const NOT_LOADED = /(\.map|\.br|\.gz|\.LICENSE\.txt)$/;

/**
 * What the worker of the build in `dist` keeps: every file a page of it may load, index.html as `./`,
 * with its digest (empty for content-hashed files), and the build id derived from all of them.
 */
export function buildInfoOf(dist: string): BuildInfo {
  const files: Record<string, string> = {};
  const names = readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dist, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !NOT_LOADED.test(file) && !file.startsWith(SERVICE_WORKER_FILE))
    .sort();
  for (const file of names) {
    const key = file === 'index.html' ? './' : file;
    files[key] = isContentHashed(file)
      ? ''
      : createHash('sha256')
          .update(readFileSync(path.join(dist, file)))
          .digest('hex');
  }
  const id = createHash('sha256').update(JSON.stringify(files)).digest('hex').slice(0, 12);
  return { id, files };
}

/** Puts the build's BuildInfo in front of sw.js, once the shell's other builds have written dist. */
class ServiceWorkerBuildInfoPlugin {
  constructor(private readonly dist: string) {}

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ServiceWorkerBuildInfoPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ServiceWorkerBuildInfoPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const info = buildInfoOf(this.dist);
          compilation.updateAsset(
            SERVICE_WORKER_FILE,
            (source) =>
              new sources.ConcatSource(`self.${BUILD_INFO_GLOBAL}=${JSON.stringify(info)};\n`, source),
          );
        },
      );
    });
  }
}

/**
 * /sw.js as a build of its own (a worker: no federation runtime, no chunks), after `dependencies`,
 * the builds that write the files it lists. Production only: the dev servers run without a worker.
 */
export function serviceWorkerConfig(
  dir: string,
  dependencies: string[],
  scriptRule: NonNullable<Configuration['module']>['rules'],
): Configuration {
  const dist = path.join(dir, 'dist');
  return {
    name: 'service-worker',
    dependencies,
    mode: 'production',
    target: 'webworker',
    context: dir,
    entry: { sw: './src/features/pwa/worker/service-worker.ts' },
    devtool: false,
    output: { path: dist, filename: '[name].js', clean: false },
    resolve: { extensions: ['.ts', '.js'], conditionNames: ['anifan-source', '...'] },
    module: { rules: scriptRule },
    plugins: [new ServiceWorkerBuildInfoPlugin(dist)],
    performance: { hints: false },
  };
}
