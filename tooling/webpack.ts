// The one webpack setup for the shell and the remotes; each package's webpack.config.ts fills in its part.
import path from 'node:path';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import type { Compiler, Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { devPorts, sharedSingletons, type RemoteName } from './federation';
import * as sharedRouter from './react-router-dom';

/**
 * Fails the build when our code imports from `react-router-dom` a name the shared slim module
 * (react-router-dom.ts) does not export: through a shared module webpack cannot see the exports, so
 * it would only be an undefined at run time.
 */
class SharedRouterExportsPlugin {
  private readonly allowed = new Set(Object.keys(sharedRouter));

  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('SharedRouterExportsPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('SharedRouterExportsPlugin', (modules) => {
        for (const module of modules) {
          const resource = (module as { resource?: string }).resource;
          if (!resource || resource.includes('node_modules')) continue;
          for (const dependency of module.dependencies) {
            const { request, ids } = dependency as { request?: string; ids?: string[] };
            const name = ids?.[0];
            if (request !== 'react-router-dom' || !name || this.allowed.has(name)) continue;
            compilation.errors.push(
              new compiler.webpack.WebpackError(
                `${resource}: react-router-dom's "${name}" is not shared; add it to tooling/react-router-dom.ts`,
              ),
            );
          }
        }
      });
    });
  }
}

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
}

export function frontendConfig(options: FrontendOptions, argv: { mode?: string }): Configuration {
  const production = argv.mode !== 'development';
  const isShell = options.name === 'shell';
  const config: Configuration & { devServer?: DevServerConfiguration } = {
    mode: production ? 'production' : 'development',
    context: options.dir,
    entry: { main: './src/index.ts' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(options.dir, 'dist'),
      // Remotes resolve their chunks relative to wherever their remoteEntry.js was loaded from.
      publicPath: isShell ? '' : 'auto',
      // Entry files keep stable names (revalidated by ETag); everything they load is content-hashed.
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: production ? 'assets/[name].[contenthash:8][ext]' : 'assets/[name][ext]',
      uniqueName: options.name,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      conditionNames: ['es2015', '...'],
      alias: { '@anifan/platform': path.resolve(__dirname, '../shell/src/platform/index.ts') },
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2022',
              },
            },
          },
        },
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
        manifest: false,
        experiments: {
          optimization: {
            // Remotes are found through /remotes.json's remoteEntry URLs, never manifest snapshots,
            // and only in browsers: both let the federation runtime drop code from every bundle.
            disableSnapshot: true,
            target: 'web',
            // A remote never loads another remote (ARCHITECTURE.md), so remotes drop that code too.
            ...(isShell ? {} : { disableRemote: true }),
          },
        },
      }),
      new SharedRouterExportsPlugin(),
      new HtmlWebpackPlugin({
        template: path.join(options.dir, 'src/index.html'),
        title: options.title,
        scriptLoading: 'defer',
      }),
      // Public files keep their names: index.html refers to them directly (favicon, theme-init.js).
      ...(options.publicDir ? [new CopyWebpackPlugin({ patterns: [{ from: options.publicDir }] })] : []),
    ],
    performance: { hints: false },
    devServer: {
      port: devPorts[options.name],
      host: '127.0.0.1',
      hot: false,
      historyApiFallback: false,
      headers: { 'Access-Control-Allow-Origin': '*' },
      static: options.publicDir ? [{ directory: options.publicDir, publicPath: '/' }] : false,
    },
  };
  return config;
}
