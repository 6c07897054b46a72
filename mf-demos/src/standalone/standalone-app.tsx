// The standalone dev page: a HashRouter with the five exposed pages and a minimal stand-in for the shell's tokens.
import { HashRouter, NavLink, Route, Routes } from 'react-router-dom';
import { ROUTES, type Platform } from '@anifan/contract';
import AnimeListPage from '../pages/anime-list-page';
import CorkBoardPage from '../pages/cork-board-page';
import HomeLandingPage from '../pages/home-landing-page';
import MarkItDownPage from '../pages/mark-it-down-page';
import PokepokeCardPage from '../pages/pokepoke-card-page';
import styles from './standalone.module.css';

const pages = [
  { path: ROUTES.home, label: 'ホーム', Page: HomeLandingPage },
  { path: ROUTES.pokepokeCard, label: 'ポケポケカード', Page: PokepokeCardPage },
  { path: ROUTES.markItDown, label: 'MarkItDown', Page: MarkItDownPage },
  { path: ROUTES.corkBoard, label: 'CorkBoard', Page: CorkBoardPage },
  { path: ROUTES.animeList, label: 'アニメ一覧', Page: AnimeListPage },
];

export function StandaloneApp({ platform }: { platform: Platform }) {
  return (
    <HashRouter>
      <div className={styles.app}>
        <nav className={styles.nav} aria-label="mf-demos のページ">
          {pages.map(({ path, label }) => (
            <NavLink key={path} to={path} end>
              {label}
            </NavLink>
          ))}
        </nav>
        <main>
          <Routes>
            {pages.map(({ path, Page }) => (
              <Route key={path} path={path} element={<Page platform={platform} />} />
            ))}
          </Routes>
        </main>
      </div>
    </HashRouter>
  );
}
