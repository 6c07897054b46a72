import { firstValueFrom } from 'rxjs';
import {
  applyRememberedTheme,
  createThemeController,
  readStoredTheme,
  THEME_COLORS,
  THEME_STORAGE_KEY,
} from './theme';

describe('createThemeController', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.className = '';
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
