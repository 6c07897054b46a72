// The web app manifest (/manifest.webmanifest): what makes AniFan installable, with its icons.
import { THEME_COLORS } from '@anifan/contract';
import { ICONS } from './icons';

export const MANIFEST_FILE = 'manifest.webmanifest';

/** URLs relative to the manifest, which sits beside index.html: the app also works under a path prefix. */
export function appManifest(description: string) {
  return {
    id: './',
    name: 'AniFan',
    short_name: 'AniFan',
    description,
    lang: 'ja',
    dir: 'ltr',
    start_url: './',
    scope: './',
    display: 'standalone',
    // The light theme's page colour, as index.html's theme-color (the app sets the dark one when chosen).
    theme_color: THEME_COLORS.light,
    background_color: THEME_COLORS.light,
    icons: ICONS.map((icon) => ({
      src: icon.file,
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.purpose,
    })),
  };
}
