// Whether a verified ID token was revoked (or its account disabled) since it was issued, with each
// account's state read from Firebase at most once per REVOCATION_CHECK_INTERVAL_MS for reads: asking
// Firebase on every request is a round trip to Google per request (README.md#security).
import { boundedCache } from '../common';

/**
 * How long an account's "tokens valid after" time and disabled flag are trusted once read, for requests
 * that only read: a token revoked (or an account disabled) meanwhile is refused within this long.
 * Writes always read them afresh.
 */
export const REVOCATION_CHECK_INTERVAL_MS = 30_000;

/** Accounts whose state is kept at once; the least recently used are read again. */
const MAX_ACCOUNTS = 10_000;

/** What Firebase says of an account (firebase-admin's UserRecord has both). */
export interface AccountState {
  /** UTC date string; tokens issued (signed in) before it are revoked. */
  tokensValidAfterTime?: string | undefined;
  disabled: boolean;
}

/** Why a token is refused, as firebase-admin's own check names it. */
export type Refusal = 'auth/id-token-revoked' | 'auth/user-disabled';

interface Known {
  readonly state: Promise<{ validSince: number; disabled: boolean }>;
  readonly readAt: number;
}

export class RevocationCheck {
  private readonly accounts = boundedCache<string, Known>({ maxEntries: MAX_ACCOUNTS });

  constructor(
    /** Reads an account's state from Firebase (getUser); its errors are passed on. */
    private readonly lookup: (uid: string) => Promise<AccountState>,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Null when the token of `uid`, signed in at `authTime` (seconds, the token's `auth_time`), still
   * stands; else why not. `fresh` reads the account from Firebase whatever was kept.
   */
  async refusal(uid: string, authTime: number, fresh = false): Promise<Refusal | null> {
    const { validSince, disabled } = await this.state(uid, fresh);
    if (disabled) return 'auth/user-disabled';
    return authTime * 1000 < validSince ? 'auth/id-token-revoked' : null;
  }

  private state(uid: string, fresh: boolean): Known['state'] {
    const now = this.now();
    const known = this.accounts.get(uid);
    if (known && !fresh && now - known.readAt < REVOCATION_CHECK_INTERVAL_MS) return known.state;
    const state = this.lookup(uid).then((account) => ({
      validSince: account.tokensValidAfterTime ? Date.parse(account.tokensValidAfterTime) : 0,
      disabled: account.disabled,
    }));
    const read: Known = { state, readAt: now };
    this.accounts.set(uid, read);
    // A failed read is not kept: the next request asks again.
    state.catch(() => {
      if (this.accounts.get(uid) === read) this.accounts.delete(uid);
    });
    return state;
  }
}
