// The test machine has no network: pictures on other hosts (the catalogue's covers) are refused at once
// instead of waiting on it, and their failed loads are the console errors a test expects.
import type { Page } from '@playwright/test';

/** A failed load of a resource on another host, as collectConsoleErrors writes it (`text (url)`). */
export const OFF_ORIGIN_LOAD = /^Failed to load resource.*\((?!http:\/\/127\.0\.0\.1)[^)]+\)$/;

export async function blockOtherHosts(page: Page): Promise<void> {
  await page.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.abort(),
  );
}
