// A Playwright `test` that fails any test whose page logged a console error or threw.
import { expect, test as base } from '@playwright/test';
import { collectConsoleErrors } from './console-errors';

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors = collectConsoleErrors(page);
      await use(errors);
      expect(errors).toEqual([]);
    },
    { auto: true },
  ],
});
