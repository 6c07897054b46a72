// A guest's マイリスト as mf-anime keeps it in this browser (localStorage), seeded before the app runs.
import type { Page } from '@playwright/test';

export const GUEST_LIST_KEY = 'anifan:my-list:guest';
export const JUJUTSU_ID = 113415;

/**
 * A guest with `mediaId` in 見てる, watched to episode `progress` (as the detail page's control saves it
 * in this browser); a list the page has already changed is left as it is on a reload.
 */
export async function guestWatching(page: Page, mediaId: number, progress: number): Promise<void> {
  await page.addInitScript(
    ([key, id, watched]) => {
      if (localStorage.getItem(key as string) !== null) return;
      const entry = {
        mediaId: id,
        status: 'CURRENT',
        progress: watched,
        repeat: 0,
        scoreRaw: 0,
        notes: null,
        private: false,
        startedAt: null,
        completedAt: null,
        updatedAt: Date.now(),
      };
      localStorage.setItem(key as string, JSON.stringify([entry]));
    },
    [GUEST_LIST_KEY, mediaId, progress] as const,
  );
}

/** A guest who has watched 呪術廻戦 to episode 3. */
export const guestWatchingJujutsu = (page: Page): Promise<void> => guestWatching(page, JUJUTSU_ID, 3);
