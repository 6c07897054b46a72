// Route data script of ./AnimeDetail, run by the shell's boot.js (see tooling/webpack.ts `routeData`).
import { prefetchAnimeDetail } from '../features/anime-detail/lib/prefetch-anime-detail';

prefetchAnimeDetail();
