// Moving through a page with Tab alone, as a keyboard user does.
import { expect, type Locator, type Page } from '@playwright/test';

/** What the focused element is, as a failure reports it: its tag, role and accessible text. */
function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    const role = element.getAttribute('role');
    const name =
      element.getAttribute('aria-label') ??
      (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return `${element.tagName.toLowerCase()}${role ? `[role=${role}]` : ''} "${name}"`;
  });
}

/**
 * Presses Tab until `target` has the focus, at most `maxPresses` times. A failure lists every stop the
 * focus made, so a test that cannot reach its target says where the keyboard went instead.
 */
export async function tabTo(page: Page, target: Locator, maxPresses = 60): Promise<void> {
  const stops: string[] = [];
  for (let presses = 0; presses < maxPresses; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    stops.push(await describeFocus(page));
    await page.keyboard.press('Tab');
  }
  await expect(target, `Tab went through: ${stops.join(' → ')}`).toBeFocused({ timeout: 1 });
}
