// Dark/light theme: a `dark` class on <html>. A page starts in the theme the visitor chose last in this
// browser, else in the one their system asks for (prefers-color-scheme), which it then follows until
// they choose (docs/screens.md#shared-layout).
import { BehaviorSubject } from 'rxjs';
import type { PlatformTheme, Theme } from './platform';

export const THEME_STORAGE_KEY = 'anifan.theme';

/** The browser UI colour (`<meta name="theme-color">`) of each theme: the page background. */
export const THEME_COLORS = { light: '#f7f7fb', dark: '#14141c' } as const;

/** The system's colour scheme preference, as the browser's media query reports it. */
export interface SchemeQuery {
  readonly matches: boolean;
  addEventListener(type: 'change', listener: () => void): void;
}

/** Null where the browser cannot say (no matchMedia). */
function systemSchemeQuery(): SchemeQuery | null {
  return typeof globalThis.matchMedia === 'function'
    ? globalThis.matchMedia('(prefers-color-scheme: dark)')
    : null;
}

/** The theme the visitor chose last in this browser, null when they never chose (or storage refuses). */
function storedChoice(storage: Storage | undefined): Theme | null {
  try {
    const stored = storage?.getItem(THEME_STORAGE_KEY);
    return stored === 'dark' || stored === 'light' ? stored : null;
  } catch {
    return null;
  }
}

/** The visitor's remembered theme; `unchosen` (light unless given) when nothing valid is stored. */
export function readStoredTheme(storage: Storage | undefined, unchosen: Theme = 'light'): Theme {
  return storedChoice(storage) ?? unchosen;
}

const schemeTheme = (query: SchemeQuery | null): Theme => (query?.matches ? 'dark' : 'light');

function applyTheme(root: HTMLElement, value: Theme): void {
  root.classList.toggle('dark', value === 'dark');
  root.style.colorScheme = value;
}

/** The page's storage, undefined when the browser refuses access to it. */
function pageStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Applies the dark theme before the first paint (boot.js) when the visitor chose it, or never chose and
 * their system is dark, the browser's UI colour included, so a dark visitor never sees the light page
 * flash. Light is the page's own default.
 */
export function applyRememberedTheme(doc: Document = document): void {
  if (readStoredTheme(pageStorage(), schemeTheme(systemSchemeQuery())) !== 'dark') return;
  applyTheme(doc.documentElement, 'dark');
  doc.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS.dark);
}

export function createThemeController(
  root: HTMLElement = document.documentElement,
  storage: Storage | undefined = pageStorage(),
  scheme: SchemeQuery | null = systemSchemeQuery(),
): PlatformTheme {
  const theme = new BehaviorSubject<Theme>(readStoredTheme(storage, schemeTheme(scheme)));
  applyTheme(root, theme.value);
  // Until the visitor chooses, the page follows the system (a phone turning dark at night).
  const followSystem = () => {
    if (storedChoice(storage) !== null) return;
    const next = schemeTheme(scheme);
    if (next === theme.value) return;
    applyTheme(root, next);
    theme.next(next);
  };
  scheme?.addEventListener('change', followSystem);
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
