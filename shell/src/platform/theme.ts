// Dark/light theme (SPEC §4): a `dark` class on <html>, starting light, remembered across visits.
import { BehaviorSubject } from 'rxjs';
import type { PlatformTheme, Theme } from './types';

export const THEME_STORAGE_KEY = 'anifan.theme';

export function readStoredTheme(storage: Storage | undefined): Theme {
  try {
    return storage?.getItem(THEME_STORAGE_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

export function createThemeController(
  root: HTMLElement = document.documentElement,
  storage: Storage | undefined = globalThis.localStorage,
): PlatformTheme {
  const theme = new BehaviorSubject<Theme>(readStoredTheme(storage));
  const apply = (value: Theme) => {
    root.classList.toggle('dark', value === 'dark');
    root.style.colorScheme = value;
  };
  apply(theme.value);
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
      apply(next);
      theme.next(next);
    },
  };
}
