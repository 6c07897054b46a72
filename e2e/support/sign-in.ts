// Signing in through the shell's local test sign-in (the emulator's test-account picker).
import { expect, type Locator, type Page } from '@playwright/test';

export interface TestAccountInput {
  name: string;
  email: string;
}

/** A fresh address per call, so tests never share an emulator account by accident. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

export function signInButton(page: Page): Locator {
  return page.getByRole('button', { name: 'サインイン', exact: true });
}

export function accountMenuButton(page: Page): Locator {
  return page.getByRole('button', { name: 'アカウントメニュー' });
}

/** Opens the picker from the header's サインイン and checks it says it is the local test sign-in. */
export async function openTestSignIn(page: Page): Promise<Locator> {
  await signInButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'ローカルテスト用サインイン' });
  await expect(dialog).toContainText('開発用のサインイン');
  return dialog;
}

/** Creates (or reuses, by email) an emulated Google account and waits for the header's avatar. */
export async function signInWithTestAccount(page: Page, account: TestAccountInput): Promise<Locator> {
  const dialog = await openTestSignIn(page);
  await dialog.getByLabel('名前').fill(account.name);
  await dialog.getByLabel('メールアドレス').fill(account.email);
  await dialog.getByRole('button', { name: '作成してサインイン' }).click();
  const avatar = accountMenuButton(page);
  await expect(avatar).toBeVisible();
  return avatar;
}
