import { frontendConfig, plainScriptsConfig } from '../tooling/webpack';

const options = {
  name: 'mf_anime' as const,
  dir: __dirname,
  title: 'mf-anime (standalone)',
  exposes: {
    './AnimeHome': './src/pages/anime-home-page.tsx',
    './AnimeDetail': './src/pages/anime-detail-page.tsx',
    './Timetable': './src/pages/timetable-page.tsx',
    './MyList': './src/pages/my-list-page.tsx',
  },
  // Pages of its own, added by the shell after its fixed routes (docs/screens.md#routes).
  pages: [{ path: '/myList', title: 'マイリスト', navLabel: 'マイリスト', module: 'MyList' }],
  // The home's first list, and the detail's cover and characters, start loading with the shell
  // (@anifan/contract startup.ts).
  routeData: {
    AnimeHome: './src/route-data/anime-home.ts',
    AnimeDetail: './src/route-data/anime-detail.ts',
  },
};

export default (_env: unknown, argv: { mode?: string }) => [
  frontendConfig(options, argv),
  plainScriptsConfig(options, argv),
];
