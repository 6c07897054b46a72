// Dark/light theme: a `dark` class on <html>, starting light, remembered across visits.
import { BehaviorSubject } from 'rxjs';
import type { PlatformTheme, Theme } from './platform';

export const THEME_STORAGE_KEY = 'anifan.theme';

/** The browser UI colour (`<meta name="theme-color">`) of each theme: the page background. */
export const THEME_COLORS = { light: '#f7f7fb', dark: '#14141c' } as const;

export function readStoredTheme(storage: Storage | undefined): Theme {
  try {
    return storage?.getItem(THEME_STORAGE_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

function applyTheme(root: HTMLElement, value: Theme): void {
  root.classList.toggle('dark', value === 'dark');
  root.style.colorScheme = value;
}

/**
 * Applies a remembered dark theme before the first paint (boot.js), the browser's UI colour included,
 * so a dark visitor never sees the light page flash. Light is the page's own default.
 */
export function applyRememberedTheme(doc: Document = document): void {
  let storage: Storage | undefined;
  try {
    storage = globalThis.localStorage;
  } catch {
    return; // Storage disabled: start light, as the spec says.
  }
  if (readStoredTheme(storage) !== 'dark') return;
  applyTheme(doc.documentElement, 'dark');
  doc.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS.dark);
}

export function createThemeController(
  root: HTMLElement = document.documentElement,
  storage: Storage | undefined = globalThis.localStorage,
): PlatformTheme {
  const theme = new BehaviorSubject<Theme>(readStoredTheme(storage));
  applyTheme(root, theme.value);
  return {
    theme$: theme.asObservable(),
    snapshot: () => theme.value,
    toggle() {
      const next: Theme = theme.value === 'dark' ? 'light' : 'dark';
      try {
        storage?.setItem(THEME_STORAGE_KEY, next);
      } catch {
        // Not remembered, but still applied.
      }
      applyTheme(root, next);
      theme.next(next);
    },
  };
}
