// The local test sign-in's account list, kept in localStorage so a developer can pick an account again.
import type { TestAccount } from './auth-backend';

export const TEST_ACCOUNTS_STORAGE_KEY = 'anifan.testAccounts';
const MAX_ACCOUNTS = 8;

function isTestAccount(value: unknown): value is TestAccount {
  const account = value as Partial<TestAccount> | null;
  return (
    typeof account?.sub === 'string' && typeof account.name === 'string' && typeof account.email === 'string'
  );
}

export function readTestAccounts(storage: Storage | undefined = globalThis.localStorage): TestAccount[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(TEST_ACCOUNTS_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isTestAccount) : [];
  } catch {
    return [];
  }
}

/** Puts the account first (most recently used), without duplicates by email. */
export function rememberTestAccount(
  account: TestAccount,
  storage: Storage | undefined = globalThis.localStorage,
): TestAccount[] {
  const accounts = [account, ...readTestAccounts(storage).filter((a) => a.email !== account.email)].slice(
    0,
    MAX_ACCOUNTS,
  );
  try {
    storage?.setItem(TEST_ACCOUNTS_STORAGE_KEY, JSON.stringify(accounts));
  } catch {
    // Not remembered; signing in still works.
  }
  return accounts;
}

/**
 * A Google-like numeric subject derived from the email (64-bit FNV-1a), so the same test email is
 * the same emulator user in every browser profile and test run.
 */
export function testSubjectFor(email: string): string {
  let hash = 0xcbf29ce484222325n;
  for (const byte of new TextEncoder().encode(email.trim().toLowerCase())) {
    hash ^= BigInt(byte);
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return `1${hash.toString().padStart(20, '0')}`;
}

export function createTestAccount(name: string, email: string): TestAccount {
  const trimmedEmail = email.trim();
  return { sub: testSubjectFor(trimmedEmail), name: name.trim(), email: trimmedEmail };
}
