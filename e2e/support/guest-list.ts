// A guest's マイリスト as mf-anime keeps it in this browser (localStorage), seeded before the app runs.
import type { Page } from '@playwright/test';

export const GUEST_LIST_KEY = 'anifan:my-list:guest';
export const JUJUTSU_ID = 113415;

/** A guest who has watched 呪術廻戦 to episode 3 (as the detail page's control saves it in this browser). */
export async function guestWatchingJujutsu(page: Page): Promise<void> {
  await page.addInitScript(
    ([key, mediaId]) => {
      if (localStorage.getItem(key as string) !== null) return;
      const entry = {
        mediaId,
        status: 'CURRENT',
        progress: 3,
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
    [GUEST_LIST_KEY, JUJUTSU_ID],
  );
}
