// Standalone entry (`npm run dev -w @anifan/mf-chat`): the exposed page on a stand-in platform.
import { createRoot } from 'react-dom/client';
import { HashRouter } from 'react-router-dom';
import { createStandalonePlatform, defaultRuntimeConfig } from '@anifan/contract';
import { StandaloneApp } from './standalone/standalone-app';
import './standalone/standalone.css';

// Requests go to the page's own origin: its dev server forwards /api and /graphql to BACKEND_URL.
const platform = createStandalonePlatform(defaultRuntimeConfig(window.location.origin));
createRoot(document.getElementById('root')!).render(
  <HashRouter>
    <StandaloneApp platform={platform} />
  </HashRouter>,
);
