import { frontendConfig, plainScriptsConfig } from '../tooling/webpack';

const options = {
  name: 'mf_character' as const,
  dir: __dirname,
  title: 'mf-character (standalone)',
  exposes: {
    './CharacterDetail': './src/pages/character-detail-page.tsx',
    './Favorites': './src/pages/favorites-page.tsx',
    './Moderation': './src/pages/moderation-page.tsx',
    './Settings': './src/pages/settings-page.tsx',
    // A comment thread for the shell's slot (mf-anime's episode threads): { platform, thread, title }.
    './CommentThread': './src/pages/comment-thread-slot.tsx',
  },
  // Pages of its own, added by the shell after its fixed routes (docs/screens.md#routes).
  // The sidebar shows each to its audience only; the routes stay open and the pages say what a visitor may do.
  pages: [
    {
      path: '/moderation',
      title: 'モデレーション',
      navLabel: 'モデレーション',
      module: 'Moderation',
      audience: 'moderator' as const,
    },
    {
      path: '/settings',
      title: '設定',
      navLabel: '設定',
      module: 'Settings',
      audience: 'signed-in' as const,
    },
  ],
  // The detail's portrait, its largest paint, starts loading with the shell (@anifan/contract startup.ts).
  routeData: { CharacterDetail: './src/route-data/character-detail.ts' },
};

export default (_env: unknown, argv: { mode?: string }) => [
  frontendConfig(options, argv),
  plainScriptsConfig(options, argv),
];
