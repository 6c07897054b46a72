import { createRoot } from 'react-dom/client';
import { HashRouter } from 'react-router-dom';
import { createStandalonePlatform } from '@anifan/platform';
import CharacterChatPage from './pages/character-chat-page';

const platform = createStandalonePlatform();
createRoot(document.getElementById('root')!).render(
  <HashRouter>
    <CharacterChatPage platform={platform} />
  </HashRouter>,
);
