// mf-anime running alone (`npm run dev -w @anifan/mf-anime`): its pages under a hash router, as in the shell.
import { Navigate, Route, Routes } from 'react-router-dom';
import { ROUTES, type Platform } from '@anifan/contract';
import AnimeDetailPage from '../pages/anime-detail-page';
import AnimeHomePage from '../pages/anime-home-page';
import TimetablePage from '../pages/timetable-page';

export function StandaloneApp({ platform }: { platform: Platform }) {
  return (
    <main>
      <Routes>
        <Route path={ROUTES.animeHome} element={<AnimeHomePage platform={platform} />} />
        <Route path={ROUTES.animeDetail} element={<AnimeDetailPage platform={platform} />} />
        <Route path={ROUTES.timetable} element={<TimetablePage platform={platform} />} />
        <Route
          path={ROUTES.characterDetail}
          element={<p>キャラクター詳細は mf-character が表示します（シェルから開いてください）。</p>}
        />
        <Route path="*" element={<Navigate to={ROUTES.animeHome} replace />} />
      </Routes>
    </main>
  );
}
