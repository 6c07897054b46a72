// UserSuspensions on both databases: suspend for a day, a week or for good, replace, lift, list the
// current ones newest first, and the 403 a suspended user's write gets, saying until when in Japan time.
import { AppError } from '../common';
import { createTestApp, databaseTargets, type TestApp } from '../testing';
import { suspendedMessage, UserSuspensions } from './user-suspensions.service';

const NOW = new Date('2026-11-26T12:00:00.000Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);
const DAY = 24 * 60 * 60 * 1000;

describe('suspendedMessage', () => {
  it('says until when in Japan time, or 無期限', () => {
    expect(suspendedMessage(new Date('2026-11-27T12:00:00Z'))).toBe(
      '投稿停止中です（2026年11月27日 21:00まで）',
    );
    expect(suspendedMessage(new Date('2026-12-31T15:05:00Z'))).toBe(
      '投稿停止中です（2027年1月1日 00:05まで）',
    );
    expect(suspendedMessage(null)).toBe('投稿停止中です（無期限）');
  });
});

describe.each(databaseTargets())('UserSuspensions on $name', (target) => {
  let server: TestApp;
  let suspensions: UserSuspensions;
  let next = 0;
  const uid = () => `suspended-${target.name}-${++next}`;

  beforeAll(async () => {
    server = await createTestApp(target.env);
    suspensions = server.app.get(UserSuspensions);
  });

  afterAll(() => server?.close());

  const refusal = async (who: string, at: Date) => {
    try {
      await suspensions.assertMayWrite(who, at);
      return null;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return { code: error.code, status: error.status, message: error.message };
    }
  };

  it('suspends for one day: writes are refused until then, and allowed after', async () => {
    const who = uid();
    expect(await refusal(who, NOW)).toBeNull();
    const record = await suspensions.suspend(who, '1d', '荒らし', 'mod-1', NOW);
    expect(record).toEqual({
      uid: who,
      until: later(DAY),
      reason: '荒らし',
      moderatorUid: 'mod-1',
      createdAt: NOW,
    });
    expect(await suspensions.current(who, NOW)).toEqual(record);
    expect(await refusal(who, later(DAY - 1))).toEqual({
      code: 'user/suspended',
      status: 403,
      message: '投稿停止中です（2026年11月27日 21:00まで）',
    });
    expect(await suspensions.current(who, later(DAY))).toBeNull();
    expect(await refusal(who, later(DAY))).toBeNull();
  });

  it('suspends for seven days, and for good', async () => {
    const week = uid();
    await suspensions.suspend(week, '7d', 'スパム', 'mod-1', NOW);
    expect((await suspensions.current(week, NOW))?.until).toEqual(later(7 * DAY));
    expect(await suspensions.current(week, later(7 * DAY))).toBeNull();
    const forever = uid();
    await suspensions.suspend(forever, 'permanent', '悪質', 'mod-2', NOW);
    expect((await suspensions.current(forever, later(3650 * DAY)))?.until).toBeNull();
    expect(await refusal(forever, later(3650 * DAY))).toMatchObject({ message: '投稿停止中です（無期限）' });
  });

  it('a new suspension replaces the current one', async () => {
    const who = uid();
    await suspensions.suspend(who, 'permanent', '一回目', 'mod-1', NOW);
    const replaced = await suspensions.suspend(who, '1d', '二回目', 'mod-2', later(1000));
    expect(await suspensions.current(who, later(2000))).toEqual(replaced);
    expect(await suspensions.current(who, later(DAY + 1000))).toBeNull();
  });

  it('lifts a suspension, answering the one that was current', async () => {
    const who = uid();
    const record = await suspensions.suspend(who, '7d', '誤り', 'mod-1', NOW);
    expect(await suspensions.lift(who, later(1000))).toEqual(record);
    expect(await suspensions.current(who, later(1000))).toBeNull();
    expect(await suspensions.lift(who, later(2000))).toBeNull();
    // An ended suspension is not current: lifting it is lifting none.
    await suspensions.suspend(who, '1d', '期限切れ', 'mod-1', NOW);
    expect(await suspensions.lift(who, later(2 * DAY))).toBeNull();
  });

  it('lists the current suspensions newest first, leaving ended ones out', async () => {
    const [ended, older, newer] = [uid(), uid(), uid()];
    const base = later(100 * DAY);
    await suspensions.suspend(ended, '1d', 'a', 'mod-1', base);
    await suspensions.suspend(older, 'permanent', 'b', 'mod-1', later(101 * DAY));
    await suspensions.suspend(newer, '7d', 'c', 'mod-1', later(101 * DAY + 1000));
    const listed = (await suspensions.list(later(102 * DAY))).map((record) => record.uid);
    expect(listed.filter((who) => [ended, older, newer].includes(who))).toEqual([newer, older]);
  });
});
