// Standalone entry (`npm run dev -w @anifan/mf-demos`): every exposed page behind a tiny nav, without the shell.
import { createRoot } from 'react-dom/client';
import { createStandalonePlatform } from '@anifan/contract';
import { StandaloneApp } from './standalone/standalone-app';

const root = document.getElementById('root');
if (root) createRoot(root).render(<StandaloneApp platform={createStandalonePlatform()} />);
