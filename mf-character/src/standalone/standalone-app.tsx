// The dev page's frame: the exposed pages behind the shell's routes, with a sample selection.
import { useEffect } from 'react';
import { Link, Navigate, Route, Routes } from 'react-router-dom';
import type { Platform, SelectedCharacter } from '@anifan/contract';
import CharacterDetailPage from '../pages/character-detail-page';
import FavoritesPage from '../pages/favorites-page';
import ModerationPage from '../pages/moderation-page';
import SettingsPage from '../pages/settings-page';

/** Lets the page render something useful when no anime remote has published a selection yet. */
const SAMPLE_CHARACTER: SelectedCharacter = {
  id: 127691,
  name: '五条悟',
  image: '',
  voiceActors: '中村悠一',
  voiceActorsImage: '',
  animeTitle: '呪術廻戦',
};

export function StandaloneApp({ platform }: { platform: Platform }) {
  useEffect(() => {
    if (!platform.bus.snapshot().selectedCharacter) platform.bus.selectCharacter(SAMPLE_CHARACTER);
  }, [platform]);

  return (
    <>
      <nav aria-label="開発用ナビゲーション" className="standalone-nav">
        <Link to="/popularAnime/characterDetail">キャラクター詳細</Link>
        <Link to="/favorites">お気に入り</Link>
        <Link to="/moderation">モデレーション</Link>
        <Link to="/settings">設定</Link>
      </nav>
      <main className="standalone-main">
        <Routes>
          <Route path="/popularAnime/characterDetail" element={<CharacterDetailPage platform={platform} />} />
          <Route path="/favorites" element={<FavoritesPage platform={platform} />} />
          <Route path="/moderation" element={<ModerationPage platform={platform} />} />
          <Route path="/settings" element={<SettingsPage platform={platform} />} />
          <Route path="*" element={<Navigate to="/popularAnime/characterDetail" replace />} />
        </Routes>
      </main>
    </>
  );
}
