import { firstValueFrom } from 'rxjs';
import {
  applyRememberedTheme,
  createThemeController,
  readStoredTheme,
  THEME_COLORS,
  THEME_STORAGE_KEY,
} from './theme';

/** A system colour scheme the test can turn, as a phone's dark mode at night. */
function systemScheme(dark: boolean) {
  const listeners = new Set<() => void>();
  return {
    matches: dark,
    addEventListener: (_type: 'change', listener: () => void) => {
      listeners.add(listener);
    },
    turn(toDark: boolean) {
      this.matches = toDark;
      listeners.forEach((listener) => listener());
    },
  };
}

describe('createThemeController', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.className = '';
  });

  it('starts dark when nothing is stored and the system is dark', () => {
    const theme = createThemeController(document.documentElement, localStorage, systemScheme(true));
    expect(theme.snapshot()).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
  });

  it('keeps the visitor’s own choice over the system’s', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    const theme = createThemeController(document.documentElement, localStorage, systemScheme(true));
    expect(theme.snapshot()).toBe('light');
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('follows the system until the visitor chooses, and then no longer', async () => {
    const system = systemScheme(false);
    const theme = createThemeController(document.documentElement, localStorage, system);
    system.turn(true);
    expect(document.documentElement).toHaveClass('dark');
    expect(await firstValueFrom(theme.theme$)).toBe('dark');

    theme.toggle();
    expect(theme.snapshot()).toBe('light');
    system.turn(false);
    system.turn(true);
    expect(theme.snapshot()).toBe('light');
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('starts light when nothing is stored', () => {
    const theme = createThemeController(document.documentElement, localStorage);
    expect(theme.snapshot()).toBe('light');
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('toggles the dark class on <html> and remembers the choice', async () => {
    const theme = createThemeController(document.documentElement, localStorage);
    theme.toggle();
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(await firstValueFrom(theme.theme$)).toBe('dark');
    theme.toggle();
    expect(document.documentElement).not.toHaveClass('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });

  it('applies a remembered dark theme on the next visit', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    const theme = createThemeController(document.documentElement, localStorage);
    expect(theme.snapshot()).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
  });

  it.each([
    ['dark', 'dark'],
    ['light', 'light'],
    ['purple', 'light'],
    [null, 'light'],
  ])('reads stored value %p as %p', (stored, expected) => {
    if (stored !== null) localStorage.setItem(THEME_STORAGE_KEY, stored);
    expect(readStoredTheme(localStorage)).toBe(expected);
  });

  it('reads light when storage itself throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    expect(readStoredTheme(broken)).toBe('light');
  });
});

describe('applyRememberedTheme (boot.js, before the first paint)', () => {
  const themeColor = () => document.querySelector('meta[name="theme-color"]')?.getAttribute('content');

  beforeEach(() => {
    localStorage.clear();
    document.documentElement.className = '';
    document.documentElement.style.colorScheme = '';
    document.head.innerHTML = '<meta name="theme-color" content="#f7f7fb">';
  });

  it('darkens the page and the browser UI for a visitor who chose dark', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    applyRememberedTheme(document);
    expect(document.documentElement).toHaveClass('dark');
    expect(document.documentElement.style.colorScheme).toBe('dark');
    expect(themeColor()).toBe(THEME_COLORS.dark);
  });

  it('leaves the light page as it is otherwise', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    applyRememberedTheme(document);
    expect(document.documentElement).not.toHaveClass('dark');
    expect(themeColor()).toBe('#f7f7fb');
  });

  it('darkens the page for a visitor who never chose, on a dark system', () => {
    const matchMedia = jest.fn((query: string) => ({ matches: query === '(prefers-color-scheme: dark)' }));
    Object.defineProperty(globalThis, 'matchMedia', { value: matchMedia, configurable: true });
    try {
      applyRememberedTheme(document);
    } finally {
      Reflect.deleteProperty(globalThis, 'matchMedia');
    }
    expect(document.documentElement).toHaveClass('dark');
    expect(themeColor()).toBe(THEME_COLORS.dark);
  });

  it('starts light when the browser refuses access to storage', () => {
    const spy = jest.spyOn(globalThis, 'localStorage', 'get').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    try {
      applyRememberedTheme(document);
    } finally {
      spy.mockRestore();
    }
    expect(document.documentElement).not.toHaveClass('dark');
  });
});
