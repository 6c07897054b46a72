import { frontendConfig } from '../tooling/webpack';

export default (_env: unknown, argv: { mode?: string }) =>
  frontendConfig(
    {
      name: 'mf_character',
      dir: __dirname,
      title: 'mf-character (standalone)',
      exposes: {
        './CharacterDetail': './src/pages/character-detail-page.tsx',
        './Favorites': './src/pages/favorites-page.tsx',
      },
    },
    argv,
  );
