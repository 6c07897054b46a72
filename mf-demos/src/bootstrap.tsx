// Standalone entry (`npm run dev -w @anifan/mf-demos`): every exposed page behind a tiny nav, without the shell.
import { createRoot } from 'react-dom/client';
import { createStandalonePlatform, defaultRuntimeConfig } from '@anifan/contract';
import { StandaloneApp } from './standalone/standalone-app';

// Requests go to the page's own origin: its dev server forwards /api and /graphql to BACKEND_URL.
const platform = createStandalonePlatform(defaultRuntimeConfig(window.location.origin));
const root = document.getElementById('root');
if (root) createRoot(root).render(<StandaloneApp platform={platform} />);
