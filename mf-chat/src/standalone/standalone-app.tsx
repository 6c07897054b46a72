// The dev page's frame: the chat page behind its shell route, with controls to fake the character page.
import { Navigate, Route, Routes } from 'react-router-dom';
import type { Platform, SelectedCharacter } from '@anifan/contract';
import CharacterChatPage from '../pages/character-chat-page';

/** What the character page's 「このキャラと話す」 would publish. */
const SAMPLE_CHARACTER: SelectedCharacter = {
  id: 126071,
  name: '竈門炭治郎',
  image: '',
  voiceActors: '花江夏樹',
  voiceActorsImage: '',
  animeTitle: '鬼滅の刃',
};

export function StandaloneApp({ platform }: { platform: Platform }) {
  return (
    <>
      <nav aria-label="開発用ナビゲーション" className="standalone-nav">
        <button type="button" onClick={() => platform.bus.selectCharacter({ ...SAMPLE_CHARACTER })}>
          {SAMPLE_CHARACTER.name}を選ぶ
        </button>
        <button type="button" onClick={() => platform.bus.selectCharacter(null)}>
          選択を解除
        </button>
      </nav>
      <main className="standalone-main">
        <Routes>
          <Route path="/characterChat" element={<CharacterChatPage platform={platform} />} />
          <Route path="*" element={<Navigate to="/characterChat" replace />} />
        </Routes>
      </main>
    </>
  );
}
