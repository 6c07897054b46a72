// Route data script of ./CharacterDetail, run by the shell's boot.js (see tooling/webpack.ts `routeData`).
import { preloadCharacterPortrait } from '../features/character/lib/preload-portrait';

preloadCharacterPortrait();
