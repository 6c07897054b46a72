// Collects a page's console errors and uncaught exceptions, for "no console errors" assertions.
import type { Page } from '@playwright/test';

export interface ConsoleErrorOptions {
  /**
   * Expected errors, e.g. messages the SPEC says are logged (§8): an error whose text and source URL,
   * as collected (`text (url)`), contain one of these is left out.
   */
  allowed?: readonly string[];
}

/** The returned array fills up while the page runs; assert on it at the end of the test. */
export function collectConsoleErrors(page: Page, { allowed = [] }: ConsoleErrorOptions = {}): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const entry = `${message.text()} (${message.location().url})`;
    if (!allowed.some((expected) => entry.includes(expected))) errors.push(entry);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
