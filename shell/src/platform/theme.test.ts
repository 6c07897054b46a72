import { firstValueFrom } from 'rxjs';
import { createThemeController, readStoredTheme, THEME_STORAGE_KEY } from './theme';

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
