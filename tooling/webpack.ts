// The one webpack setup for the shell and the remotes; each package's webpack.config.ts fills in its part.
import path from 'node:path';
import zlib from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import type { ChunkGroup, Compiler, Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { EVALUATE_QUERY } from './build-time-loader';
import { devPorts, sharedSingletons, type RemoteName } from './federation';
import { CONTRACT_MANIFEST_KEY, CONTRACT_VERSION } from '../contract/src/version';
import {
  checkContributedPages,
  CONTRIBUTED_PAGES_MANIFEST_KEY,
  type ContributedPage,
} from '../contract/src/contributed-pages';
import * as sharedRouter from './react-router-dom';
import * as sharedRxjs from './rxjs';

/** Packages shared as a slim module of their own (tooling/<package>.ts) → the names it exports. */
const SLIM_SHARED: Record<string, ReadonlySet<string>> = {
  'react-router-dom': new Set(Object.keys(sharedRouter)),
  rxjs: new Set(Object.keys(sharedRxjs)),
};

/**
 * Fails the build when any module imports from a slim shared package (react-router-dom, rxjs) a name
 * its module does not export: through a shared module webpack cannot see the exports, so it would
 * only be an undefined at run time.
 */
class SlimSharedExportsPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('SlimSharedExportsPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('SlimSharedExportsPlugin', (modules) => {
        for (const module of modules) {
          // Dependencies' modules too: Apollo Client imports rxjs through the shared module as well.
          const resource = (module as { resource?: string }).resource;
          if (!resource) continue;
          for (const dependency of module.dependencies) {
            const { request, ids } = dependency as { request?: string; ids?: string[] };
            const allowed = request ? SLIM_SHARED[request] : undefined;
            const name = ids?.[0];
            if (!allowed || !name || allowed.has(name)) continue;
            compilation.errors.push(
              new compiler.webpack.WebpackError(
                `${resource}: ${request}'s "${name}" is not shared; add it to tooling/${request}.ts`,
              ),
            );
          }
        }
      });
    });
  }
}

/**
 * html-webpack-plugin compiles index.html in a child compilation that inherits the federation plugin's
 * hooks, so it builds the shared singletons a second time as chunks nothing loads and hands them to the
 * real build: in development they collide with the real chunks' names (an error that stops every
 * remote's dev build), in production they are dead files. The template itself needs none of them.
 */
class TemplateSharedChunksPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('TemplateSharedChunksPlugin', (compilation) => {
      if (compilation.compiler.name !== 'HtmlWebpackCompiler') return;
      compilation.hooks.processAssets.tap(
        {
          name: 'TemplateSharedChunksPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT,
        },
        () => {
          for (const chunk of compilation.chunks) {
            if (chunk.canBeInitial()) continue;
            for (const file of chunk.files) compilation.deleteAsset(file);
          }
        },
      );
    });
  }
}

/** The share key a chunk group loads: the shell's own copy (`provide`) or a consumer's fallback. */
function sharedKeyOf(group: ChunkGroup, type: 'provide-module' | 'consume-shared-module'): string | null {
  for (const { module } of group.origins) {
    const shared = module as { type?: string; _name?: string; options?: { shareKey?: string } } | null;
    if (shared?.type !== type) continue;
    const key = type === 'provide-module' ? shared._name : shared.options?.shareKey;
    if (key) return key;
  }
  return null;
}

/**
 * Adds `<link rel="preload" as="script">` to the shell's index.html for every chunk its start-up needs
 * (the `./bootstrap` async boundary and the shared singletons it consumes), so the browser fetches
 * them while it parses the page instead of one round trip after main.js has run. A shared singleton is
 * served from the shell's provided copy, so that chunk is preloaded rather than the consumer's fallback.
 * Chunks behind a named lazy import (Firebase, the test sign-in dialog) load when they are needed.
 */
class StartupPreloadPlugin {
  constructor(private readonly lazyChunkNames: ReadonlySet<string>) {}

  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('StartupPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('StartupPreloadPlugin', (data) => {
        const provided = new Map<string, ChunkGroup>();
        for (const group of compilation.chunkGroups) {
          const key = sharedKeyOf(group, 'provide-module');
          if (key) provided.set(key, group);
        }
        const bootstrap = compilation.entrypoints
          .get('main')
          ?.getChildren()
          .find((group) => group.origins.some((origin) => origin.request === './bootstrap'));
        if (!bootstrap) return data;
        const files = new Set<string>();
        const seen = new Set<ChunkGroup>();
        const visit = (candidate: ChunkGroup) => {
          const consumed = sharedKeyOf(candidate, 'consume-shared-module');
          const group = (consumed && provided.get(consumed)) || candidate;
          if (seen.has(group) || (group.name && this.lazyChunkNames.has(group.name))) return;
          seen.add(group);
          for (const chunk of group.chunks) {
            for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
          }
          for (const child of group.getChildren()) visit(child);
        };
        visit(bootstrap);
        const preloads = [...files].sort().map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            as: 'script',
            href: `${data.publicPath}${file}`,
          }),
        );
        data.headTags.push(...preloads);
        // A deferred script is fetched at low priority, behind every preload; main.js starts everything.
        for (const tag of data.headTags) {
          if (tag.tagName === 'script' && tag.attributes.src === `${data.publicPath}main.js`) {
            tag.attributes.fetchpriority = 'high';
          }
        }
        return data;
      });
    });
  }
}

/** Text files worth compressing; the server sends these variants instead of compressing on every request. */
const COMPRESSIBLE = /\.(js|css|html|json|svg)$/;

/**
 * Brotli at its highest quality and gzip at level 9, once per build: about 14% fewer bytes than the
 * fast on-the-fly brotli the compression middleware uses, and no CPU spent per request.
 */
function precompressionPlugins(): Compiler['options']['plugins'] {
  const common = { test: COMPRESSIBLE, threshold: 1024, minRatio: 0.9 };
  return [
    new CompressionPlugin<zlib.BrotliOptions>({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
      },
    }),
    new CompressionPlugin({
      ...common,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: zlib.constants.Z_BEST_COMPRESSION },
    }),
  ];
}

/**
 * Workspace packages (`@anifan/contract`) resolve to their TypeScript source through this export
 * condition, so a change to the contract reaches every dev server at once, without a build of its own.
 */
const SOURCE_CONDITIONS = ['anifan-source'];

/** GraphQL documents arrive parsed (tooling/graphql-documents-loader.ts); runs before swc. */
const graphqlDocumentsRule = {
  test: /\.tsx?$/,
  exclude: /node_modules/,
  use: path.join(__dirname, 'graphql-documents-loader.ts'),
};

/**
 * `*.build-time.ts` modules run during the build and ship as their exports' values
 * (tooling/build-time-loader.ts). Listed before every other rule: its pitch answers first.
 */
const buildTimeRule = {
  test: /\.build-time\.ts$/,
  resourceQuery: (query: string) => query !== EVALUATE_QUERY,
  use: path.join(__dirname, 'build-time-loader.ts'),
};

/** TypeScript and JSX through swc; `developmentJsx` compiles JSX to jsx-dev-runtime's `jsxDEV` calls. */
export function scriptRule(production: boolean, developmentJsx = !production) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: developmentJsx } },
          target: 'es2022',
        },
      },
    },
  };
}

/** The file a remote's route data script for an exposed page is written to, beside its remoteEntry. */
const routeDataFile = (expose: string) => `route-data-${expose}.js`;

interface FrontendOptions {
  /** Federation name: a JS identifier such as `mf_anime`, or `shell`. */
  name: RemoteName | 'shell';
  /** The package folder (pass `__dirname`). */
  dir: string;
  /** Modules this package exposes to the shell (remotes only). */
  exposes?: Record<string, string>;
  /** Page title of the package's own index.html. */
  title: string;
  /** Extra static files copied as they are (the shell's favicon, the placeholder image…). */
  publicDir?: string;
  /** Plain scripts built without the federation runtime, file name → source (the shell's boot.js). */
  plainScripts?: Record<string, string>;
  /**
   * Route data scripts (`prefetchGraphQL` in contract/src/startup.ts), exposed page → source, built by
   * `plainScriptsConfig`. Every exposed page gets one beside the remoteEntry (an empty one when none is
   * given here), so the shell's boot.js runs it as soon as it knows the remoteEntry's address, without
   * reading the federation manifest first.
   */
  routeData?: Record<string, string>;
  /**
   * Pages this remote adds to the app on its own release (@anifan/contract's ContributedPage, each served
   * by one of `exposes`): listed in the federation manifest's `metaData.anifanPages`, where the shell
   * finds them at run time. A declaration the shell would refuse fails the build.
   */
  pages?: readonly ContributedPage[];
  /** Values index.html reads as `<%= name %>` (the shell's inline logo). */
  htmlParameters?: Record<string, string>;
  /** Paths the dev server forwards to the backend besides `/api` and `/graphql`. */
  devBackendPaths?: string[];
}

const exposedPages = (options: FrontendOptions): string[] =>
  Object.keys(options.exposes ?? {}).map((expose) => expose.replace(/^\.\//, ''));

/** A package's plain scripts, file name → source: its own ones and its route data scripts. */
function plainScriptsOf(options: FrontendOptions): Record<string, string> {
  const exposed = exposedPages(options);
  const unknown = Object.keys(options.routeData ?? {}).filter((page) => !exposed.includes(page));
  if (unknown.length > 0) {
    throw new Error(`${options.name}: route data for pages it does not expose: ${unknown.join(', ')}`);
  }
  return {
    ...options.plainScripts,
    ...Object.fromEntries(
      Object.entries(options.routeData ?? {}).map(([page, source]) => [routeDataFile(page), source]),
    ),
  };
}

/**
 * Writes an empty route data script for every exposed page that names none, so each page has one where
 * boot.js looks (without a build of its own: the remote's plain scripts build may not exist).
 */
class EmptyRouteDataPlugin {
  constructor(private readonly files: string[]) {}

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('EmptyRouteDataPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EmptyRouteDataPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const file of this.files) compilation.emitAsset(file, new sources.RawSource(''));
        },
      );
    });
  }
}

/** The route data scripts of the exposed pages that name none in `routeData`. */
const emptyRouteDataFiles = (options: FrontendOptions): string[] =>
  exposedPages(options)
    .filter((page) => !options.routeData?.[page])
    .map(routeDataFile);

/**
 * Where a development build writes the plain scripts: apart from the app's files, which stay in memory,
 * and one folder per port, so two dev servers of the same package never write into each other's.
 */
const devPlainScriptsDir = (options: FrontendOptions) =>
  path.join(options.dir, 'node_modules/.cache', `dev-plain-scripts-${devPorts[options.name]}`);

/**
 * The package's plain scripts as a build of their own: an entry of the federated build would carry the
 * federation runtime, and these run before it and must stay a few kilobytes (the shell's boot.js blocks
 * the first paint; a remote's route data scripts start a page's first request).
 */
export function plainScriptsConfig(
  options: FrontendOptions,
  argv: { mode?: string },
): Configuration & { devServer?: false } {
  const production = argv.mode !== 'development';
  return {
    name: 'plain-scripts',
    // In development the dev server leaves this build alone: its client (live reload, overlay) belongs
    // in the app, and these files are written to a folder of their own that it serves (devServerConfig).
    ...(production ? {} : { devServer: false as const }),
    mode: production ? 'production' : 'development',
    context: options.dir,
    entry: Object.fromEntries(
      Object.entries(plainScriptsOf(options)).map(([file, source]) => [file.replace(/\.js$/, ''), source]),
    ),
    devtool: production ? 'source-map' : false,
    output: production
      ? { path: path.join(options.dir, 'dist'), filename: '[name].js', clean: false }
      : { path: devPlainScriptsDir(options), filename: '[name].js', clean: true },
    resolve: { extensions: ['.ts', '.js'], conditionNames: [...SOURCE_CONDITIONS, '...'] },
    module: { rules: [buildTimeRule, scriptRule(production), graphqlDocumentsRule] },
    // Unused imports dropped in development too (the theme module's rxjs), so these stay small there.
    optimization: { usedExports: true, innerGraph: true, sideEffects: true },
    plugins: production ? precompressionPlugins() : [],
    performance: { hints: false },
  };
}

/** What a dev server forwards to the backend: the page then has one origin and needs no CORS. */
const BACKEND_PATHS = ['/api', '/graphql'];

/** The backend the dev servers forward to: `BACKEND_URL`, by default the one `npm start` runs. */
export function devBackendUrl(): string {
  const value = process.env.BACKEND_URL ?? 'http://127.0.0.1:8080';
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.pathname !== '/' || url.search) {
    throw new Error(`BACKEND_URL: expected an origin such as http://127.0.0.1:8080, got "${value}"`);
  }
  return url.origin;
}

/** A development server's settings: live reload, and the backend's paths forwarded to `backend`. */
function devServerConfig(options: FrontendOptions, backend: string): DevServerConfiguration {
  return {
    port: devPorts[options.name],
    host: '127.0.0.1',
    // A rebuild reloads the page, also a shell page on another port that composes this remote (its
    // remoteEntry.js carries this server's client). Hot module replacement across federated builds
    // would need one refresh runtime shared by all of them.
    hot: false,
    liveReload: true,
    historyApiFallback: false,
    headers: { 'Access-Control-Allow-Origin': '*' },
    // Server-Sent Events (live comments, chat replies) must pass the proxy as they are written.
    compress: false,
    proxy: [
      {
        context: [...BACKEND_PATHS, ...(options.devBackendPaths ?? [])],
        target: backend,
        changeOrigin: true,
      },
    ],
    // A plain script's rebuild reloads the page through this folder's watch.
    static: [
      ...(options.publicDir ? [options.publicDir] : []),
      ...(Object.keys(plainScriptsOf(options)).length > 0 ? [devPlainScriptsDir(options)] : []),
    ].map((directory) => ({ directory, publicPath: '/' })),
  };
}

/** The package's contributed pages, checked as the shell will check them: a refused one fails the build. */
function checkedPages(options: FrontendOptions): ContributedPage[] {
  const exposed = Object.keys(options.exposes ?? {}).map((expose) => expose.replace(/^\.\//, ''));
  const { pages, problems } = checkContributedPages(options.pages ?? [], exposed);
  if (problems.length > 0) {
    throw new Error(
      `${options.name}: the shell would refuse these contributed pages: ${problems.join('; ')}`,
    );
  }
  return pages;
}

export function frontendConfig(options: FrontendOptions, argv: { mode?: string }): Configuration {
  const production = argv.mode !== 'development';
  const isShell = options.name === 'shell';
  const backend = production ? null : devBackendUrl();
  const plainFiles = Object.keys(plainScriptsOf(options));
  const pages = checkedPages(options);
  const config: Configuration & { devServer?: DevServerConfiguration } = {
    mode: production ? 'production' : 'development',
    context: options.dir,
    entry: { main: './src/index.ts' },
    // No eval in development either: a remote under development composed into the deployed app through
    // REMOTES runs under its Content-Security-Policy, which allows no eval.
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    output: {
      path: path.join(options.dir, 'dist'),
      // Remotes resolve their chunks relative to wherever their remoteEntry.js was loaded from.
      publicPath: isShell ? '' : 'auto',
      // Entry files keep stable names (revalidated by ETag); everything they load is content-hashed.
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: production ? 'assets/[name].[contenthash:8][ext]' : 'assets/[name][ext]',
      uniqueName: options.name,
      // The plain scripts come from a build of their own (plainScriptsConfig) into the same folder.
      clean: { keep: (file) => plainFiles.some((plain) => file.startsWith(plain)) },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      conditionNames: [...SOURCE_CONDITIONS, 'es2015', '...'],
    },
    module: {
      rules: [
        buildTimeRule,
        // A remote's JSX calls the shared react/jsx-runtime in development too: its own jsx-dev-runtime
        // cannot run on the production React of a deployed shell that composes it (REMOTES).
        scriptRule(production, !production && isShell),
        graphqlDocumentsRule,
        {
          test: /\.module\.css$/,
          use: [
            'style-loader',
            {
              loader: 'css-loader',
              options: {
                // Source maps would be inlined into the JS bundle as base64: development only.
                sourceMap: !production,
                modules: {
                  namedExport: false,
                  exportLocalsConvention: 'as-is',
                  localIdentName: production ? `${options.name}_[hash:base64:6]` : '[name]__[local]',
                },
              },
            },
          ],
        },
        {
          test: /\.css$/,
          exclude: /\.module\.css$/,
          use: ['style-loader', { loader: 'css-loader', options: { sourceMap: !production } }],
        },
        { test: /\.(png|jpe?g|svg|webp|gif|woff2?)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: options.name,
        ...(isShell ? {} : { filename: 'remoteEntry.js', exposes: options.exposes ?? {} }),
        shared: sharedSingletons,
        dts: false,
        manifest: isShell
          ? false
          : {
              fileName: 'mf-manifest.json',
              additionalData: ({ stats }) => {
                // The contract version this remote was built against: the shell refuses another major.
                Object.assign(stats.metaData, { [CONTRACT_MANIFEST_KEY]: CONTRACT_VERSION });
                if (pages.length > 0) {
                  Object.assign(stats.metaData, { [CONTRIBUTED_PAGES_MANIFEST_KEY]: pages });
                }
                return stats;
              },
            },
        experiments: {
          optimization: {
            // Remotes are found through /remotes.json's remoteEntry URLs, never manifest snapshots,
            // and only in browsers: both let the federation runtime drop code from every bundle.
            disableSnapshot: true,
            target: 'web',
            // A remote never loads another remote (docs/architecture.md#shell-and-remotes), so remotes drop that code too.
            ...(isShell ? {} : { disableRemote: true }),
          },
        },
      }),
      new SlimSharedExportsPlugin(),
      new TemplateSharedChunksPlugin(),
      ...(isShell ? [] : [new EmptyRouteDataPlugin(emptyRouteDataFiles(options))]),
      ...(isShell && production
        ? [new StartupPreloadPlugin(new Set(['firebase-auth', 'test-sign-in']))]
        : []),
      new HtmlWebpackPlugin({
        template: path.join(options.dir, 'src/index.html'),
        title: options.title,
        scriptLoading: 'defer',
        // Added to the plugin's own parameters (htmlWebpackPlugin, …), which the template still gets.
        templateParameters: {
          ...options.htmlParameters,
          // The standalone page's one line naming the backend its dev server forwards to.
          devBackendNote: backend
            ? `<p style="margin: 0; padding: 4px 8px; font: 12px/1.5 system-ui, sans-serif">バックエンド: ${backend}（BACKEND_URL、この開発サーバー経由）</p>`
            : '',
        },
        // The page runs the app; remoteEntry.js is for hosts, and a second copy would start a second client.
        chunks: ['main'],
      }),
      // Public files keep their names: index.html refers to them directly (the favicon).
      ...(options.publicDir ? [new CopyWebpackPlugin({ patterns: [{ from: options.publicDir }] })] : []),
      ...(production ? precompressionPlugins() : []),
    ],
    performance: { hints: false },
    optimization: isShell
      ? {
          splitChunks: {
            cacheGroups: {
              // The shared singletons the shell provides (and the helpers they use) all load at start-up:
              // two files, not one each. react-dom is one on its own, so that neither file's parse and
              // evaluation is one long main-thread task.
              reactDom: {
                test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/,
                name: 'react-dom',
                chunks: 'async',
                enforce: true,
                priority: 1,
              },
              singletons: {
                test: /[\\/](node_modules[\\/](react|react-router|rxjs|tslib)|tooling)[\\/]/,
                name: 'singletons',
                chunks: 'async',
                enforce: true,
              },
            },
          },
        }
      : {},
    ...(backend ? { devServer: devServerConfig(options, backend) } : {}),
  };
  return config;
}
