// RevocationCheck over a stand-in Firebase and clock: a read relies on an account's state for at most
// REVOCATION_CHECK_INTERVAL_MS, a write asks afresh, and a revoked token stops working within the interval.
import { REVOCATION_CHECK_INTERVAL_MS, RevocationCheck, type AccountState } from './revocation-check';

const SIGNED_IN = 1_700_000_000; // the token's auth_time, in seconds

function setUp() {
  let now = SIGNED_IN * 1000 + 60_000;
  const account: AccountState = { disabled: false };
  const lookups: string[] = [];
  let failing = false;
  const check = new RevocationCheck(
    async (uid) => {
      lookups.push(uid);
      if (failing) throw Object.assign(new Error('network'), { code: 'app/network-error' });
      return { ...account };
    },
    () => now,
  );
  return {
    check,
    account,
    lookups,
    advance: (ms: number) => (now += ms),
    revokeNow: () => (account.tokensValidAfterTime = new Date(now).toUTCString()),
    fail: (value: boolean) => (failing = value),
  };
}

describe('RevocationCheck', () => {
  it('asks Firebase once per interval for reads, and a revoked token is refused once the interval has passed', async () => {
    const { check, lookups, advance, revokeNow } = setUp();
    expect(await check.refusal('aoi', SIGNED_IN)).toBeNull();
    advance(1_000);
    revokeNow();
    // Within the interval a read relies on what was read: the revocation is not seen yet.
    advance(REVOCATION_CHECK_INTERVAL_MS - 2_000);
    expect(await check.refusal('aoi', SIGNED_IN)).toBeNull();
    expect(lookups).toEqual(['aoi']);
    advance(1_000);
    expect(await check.refusal('aoi', SIGNED_IN)).toBe('auth/id-token-revoked');
    expect(lookups).toEqual(['aoi', 'aoi']);
    // A token signed in after the revocation stands.
    expect(await check.refusal('aoi', SIGNED_IN + 3_600)).toBeNull();
  });

  it('a write asks afresh, so a revoked token cannot write at all', async () => {
    const { check, revokeNow, advance } = setUp();
    expect(await check.refusal('aoi', SIGNED_IN)).toBeNull();
    advance(1);
    revokeNow();
    expect(await check.refusal('aoi', SIGNED_IN, true)).toBe('auth/id-token-revoked');
    // What the write read stands for the reads after it.
    expect(await check.refusal('aoi', SIGNED_IN)).toBe('auth/id-token-revoked');
  });

  it('a disabled account is refused, each account on its own', async () => {
    const { check, account, lookups } = setUp();
    account.disabled = true;
    expect(await check.refusal('aoi', SIGNED_IN)).toBe('auth/user-disabled');
    account.disabled = false;
    expect(await check.refusal('ren', SIGNED_IN)).toBeNull();
    expect(lookups).toEqual(['aoi', 'ren']);
  });

  it('passes Firebase’s failure on and keeps nothing of it', async () => {
    const { check, fail, lookups } = setUp();
    fail(true);
    await expect(check.refusal('aoi', SIGNED_IN)).rejects.toMatchObject({ code: 'app/network-error' });
    fail(false);
    expect(await check.refusal('aoi', SIGNED_IN)).toBeNull();
    expect(lookups).toEqual(['aoi', 'aoi']);
  });

  it('asks once for requests that arrive together', async () => {
    const { check, lookups } = setUp();
    await Promise.all([check.refusal('aoi', SIGNED_IN), check.refusal('aoi', SIGNED_IN)]);
    expect(lookups).toEqual(['aoi']);
  });
});
