// Granting and revoking the custom claim `moderator: true` (`npm run admin -- moderator …`), with
// firebase-admin against the Auth emulator or a real project. A claim reaches a user's ID tokens when
// they are next issued (sign-in, or the hourly refresh).
import type { Auth, UserRecord } from 'firebase-admin/auth';

/** The email names no account of the project (a typo, or the person never signed in). */
export class UnknownAccountError extends Error {
  constructor(readonly email: string) {
    super(`No account with the email ${email}: they must have signed in to AniFan once`);
    this.name = 'UnknownAccountError';
  }
}

export interface ModeratorAccount {
  uid: string;
  email: string | null;
  name: string | null;
}

async function accountOf(auth: Auth, email: string): Promise<UserRecord> {
  try {
    return await auth.getUserByEmail(email);
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (code === 'auth/user-not-found' || code === 'auth/invalid-email') throw new UnknownAccountError(email);
    throw error;
  }
}

const accountView = (user: UserRecord): ModeratorAccount => ({
  uid: user.uid,
  email: user.email ?? null,
  name: user.displayName ?? null,
});

/** Adds `moderator: true` to the account's claims, keeping its other claims. */
export async function grantModerator(auth: Auth, email: string): Promise<ModeratorAccount> {
  const user = await accountOf(auth, email);
  await auth.setCustomUserClaims(user.uid, { ...user.customClaims, moderator: true });
  return accountView(user);
}

/**
 * Clears the claim and revokes the account's refresh tokens: an ID token issued before keeps the claim
 * until it expires (up to an hour), but a revoked one is refused by every route that checks revocation
 * afresh, the moderators' among them; the next sign-in gives a token without the claim. Firebase
 * records revocation by the second, so a token issued within the same second as this call survives it.
 */
export async function revokeModerator(auth: Auth, email: string): Promise<ModeratorAccount> {
  const user = await accountOf(auth, email);
  const others = Object.fromEntries(
    Object.entries(user.customClaims ?? {}).filter(([claim]) => claim !== 'moderator'),
  );
  await auth.setCustomUserClaims(user.uid, Object.keys(others).length > 0 ? others : null);
  await auth.revokeRefreshTokens(user.uid);
  return accountView(user);
}

/** Every account with the claim, reading the project's accounts a thousand at a time. */
export async function listModerators(auth: Auth): Promise<ModeratorAccount[]> {
  const moderators: ModeratorAccount[] = [];
  let pageToken: string | undefined;
  do {
    const page = await auth.listUsers(1000, pageToken);
    for (const user of page.users) {
      if (user.customClaims?.['moderator'] === true) moderators.push(accountView(user));
    }
    pageToken = page.pageToken;
  } while (pageToken);
  return moderators;
}
