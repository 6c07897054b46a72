// Collects a page's console errors and uncaught exceptions, for "no console errors" assertions.
import type { Page } from '@playwright/test';

export interface ConsoleErrorOptions {
  /**
   * Expected errors, e.g. messages the app logs on purpose (docs/rules.md#errors-shown-to-users): an error whose text and source URL,
   * as collected (`text (url)`), contain (string) or match (RegExp) one of these is left out.
   */
  allowed?: readonly (string | RegExp)[];
}

/** The returned array fills up while the page runs; assert on it at the end of the test. */
export function collectConsoleErrors(page: Page, { allowed = [] }: ConsoleErrorOptions = {}): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const entry = `${message.text()} (${message.location().url})`;
    const isAllowed = allowed.some((expected) =>
      typeof expected === 'string' ? entry.includes(expected) : expected.test(entry),
    );
    if (!isAllowed) errors.push(entry);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
