import { frontendConfig, plainScriptsConfig } from '../tooling/webpack';

const options = {
  name: 'mf_character' as const,
  dir: __dirname,
  title: 'mf-character (standalone)',
  exposes: {
    './CharacterDetail': './src/pages/character-detail-page.tsx',
    './Favorites': './src/pages/favorites-page.tsx',
    // A comment thread for the shell's slot (mf-anime's episode threads): { platform, thread, title }.
    './CommentThread': './src/pages/comment-thread-slot.tsx',
  },
  // The detail's portrait, its largest paint, starts loading with the shell (@anifan/contract startup.ts).
  routeData: { CharacterDetail: './src/route-data/character-detail.ts' },
};

export default (_env: unknown, argv: { mode?: string }) => [
  frontendConfig(options, argv),
  plainScriptsConfig(options, argv),
];
