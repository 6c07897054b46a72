// Standalone entry (`npm run dev -w @anifan/mf-character`): the exposed pages on a stand-in platform.
import { createRoot } from 'react-dom/client';
import { HashRouter } from 'react-router-dom';
import { createStandalonePlatform } from '@anifan/contract';
import { StandaloneApp } from './standalone/standalone-app';
import './standalone/standalone.css';

const platform = createStandalonePlatform();
createRoot(document.getElementById('root')!).render(
  <HashRouter>
    <StandaloneApp platform={platform} />
  </HashRouter>,
);
