import { frontendConfig } from '../tooling/webpack';

export default (_env: unknown, argv: { mode?: string }) =>
  frontendConfig(
    {
      name: 'mf_anime',
      dir: __dirname,
      title: 'mf-anime (standalone)',
      exposes: {
        './AnimeHome': './src/pages/anime-home-page.tsx',
        './AnimeDetail': './src/pages/anime-detail-page.tsx',
      },
    },
    argv,
  );
