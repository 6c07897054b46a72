// Admin calls to the Firebase Auth emulator's REST API (the `owner` bearer token is its admin identity).
import { expect } from '@playwright/test';

const EMULATOR_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9199';
const PROJECT_ID = 'demo-anifan';
const ADMIN_HEADERS = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };

export const EMULATOR_ORIGIN = `http://${EMULATOR_HOST}`;

export interface EmulatorAccount {
  localId: string;
  email?: string;
  displayName?: string;
  disabled?: boolean;
  providerUserInfo?: { providerId: string; email?: string }[];
}

async function call<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${EMULATOR_ORIGIN}/identitytoolkit.googleapis.com/v1/${path}`, {
    method: 'POST',
    headers: ADMIN_HEADERS,
    body: JSON.stringify(body),
  });
  expect(response.ok, `${path} answered ${response.status}`).toBe(true);
  return (await response.json()) as T;
}

/** The emulator's account for this email (fails the test when there is none). */
export async function findAccountByEmail(email: string): Promise<EmulatorAccount> {
  const { users = [] } = await call<{ users?: EmulatorAccount[] }>(`projects/${PROJECT_ID}/accounts:lookup`, {
    email: [email],
  });
  expect(users, `no emulator account for ${email}`).toHaveLength(1);
  return users[0]!;
}

export async function disableAccount(localId: string): Promise<void> {
  await call('accounts:update?key=any', { localId, disableUser: true });
}
