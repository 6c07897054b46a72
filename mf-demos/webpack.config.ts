import type { Compiler } from 'webpack';
import { frontendConfig } from '../tooling/webpack';
import { ARCHIVE_RELATIVE_PATH, buildArchive } from './scripts/build-archive';

/**
 * Emits the MarkItDown CLI archive as a build asset (dist/downloads/markitdown.tar.gz), so `output.clean` keeps
 * it and the standalone dev server serves it at /downloads/ like the backend does. Built once per process.
 */
class MarkItDownArchivePlugin {
  private archive: Promise<Buffer> | null = null;

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('MarkItDownArchivePlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'MarkItDownArchivePlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          this.archive ??= buildArchive();
          compilation.emitAsset(ARCHIVE_RELATIVE_PATH, new sources.RawSource(await this.archive));
        },
      );
    });
  }
}

/** What mf-demos builds and exposes (a browser test builds it again with a page of its own added). */
export const mfDemosOptions = {
  name: 'mf_demos',
  dir: __dirname,
  title: 'mf-demos (standalone)',
  exposes: {
    './HomeLanding': './src/pages/home-landing-page.tsx',
    './PokepokeCard': './src/pages/pokepoke-card-page.tsx',
    './MarkItDown': './src/pages/mark-it-down-page.tsx',
    './CorkBoard': './src/pages/cork-board-page.tsx',
    './AnimeList': './src/pages/anime-list-page.tsx',
  },
} as const;

export default (_env: unknown, argv: { mode?: string }) => {
  const config = frontendConfig(mfDemosOptions, argv);
  return { ...config, plugins: [...(config.plugins ?? []), new MarkItDownArchivePlugin()] };
};
