// The 放送カレンダー's entries in a day's list: the buttons named by their time (`23:30 タイトル`), not the
// マイリスト control beside each of them.
import type { Locator } from '@playwright/test';

export function entryButtons(list: Locator): Locator {
  return list.getByRole('button', { name: /^\d{1,2}:\d\d / });
}
