import { frontendConfig, plainScriptsConfig } from '../tooling/webpack';

const options = {
  name: 'mf_anime' as const,
  dir: __dirname,
  title: 'mf-anime (standalone)',
  exposes: {
    './AnimeHome': './src/pages/anime-home-page.tsx',
    './AnimeDetail': './src/pages/anime-detail-page.tsx',
    './Timetable': './src/pages/timetable-page.tsx',
  },
  // The home's first list starts loading with the shell (shell/src/platform/route-data.ts).
  routeData: { AnimeHome: './src/route-data/anime-home.ts' },
};

export default (_env: unknown, argv: { mode?: string }) => [
  frontendConfig(options, argv),
  plainScriptsConfig(options, argv),
];
