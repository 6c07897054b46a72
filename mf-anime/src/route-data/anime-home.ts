// Route data script of ./AnimeHome, run by the shell's boot.js (see tooling/webpack.ts `routeData`).
import { prefetchAnimeHome } from '../features/anime-home/lib/prefetch-anime-home';

prefetchAnimeHome();
