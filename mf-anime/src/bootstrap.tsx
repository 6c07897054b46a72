// Standalone entry: a guest platform stand-in and a hash router around both pages.
import { createRoot } from 'react-dom/client';
import { HashRouter } from 'react-router-dom';
import { createStandalonePlatform } from '@anifan/contract';
import { StandaloneApp } from './standalone/standalone-app';

const platform = createStandalonePlatform();
createRoot(document.getElementById('root')!).render(
  <HashRouter>
    <StandaloneApp platform={platform} />
  </HashRouter>,
);
