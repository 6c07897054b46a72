// The scheduling rules: slots in Japan time (深夜 slots such as 25:30), a moved slot raising its
// sequence, a work that ends leaving no slot behind, and what is due when.
import { type AiringSlot, type CatalogWork, isDue, japanBroadcastTime, planSlots } from './airing-slots';

const JST = (local: string) => Date.parse(`${local}+09:00`);
const WEEK = 7 * 86_400_000;

const slot = (overrides: Partial<AiringSlot> & Pick<AiringSlot, 'episode' | 'airingAt'>): AiringSlot => ({
  mediaId: 1,
  title: 'テスト',
  sequence: 0,
  notifiedAt: null,
  ...overrides,
});

describe('japanBroadcastTime', () => {
  it('prints a slot as a Japanese TV guide does, in JST whatever the server’s zone', () => {
    expect(japanBroadcastTime(JST('2026-04-05T17:00:00'))).toBe('日 17:00');
    expect(japanBroadcastTime(Date.parse('2026-04-05T08:00:00Z'))).toBe('日 17:00');
  });

  it('prints a 01:30 JST broadcast as 25:30 of the day before', () => {
    // Friday night's 深夜 slot: Saturday 01:30 in Japan, Friday 16:30 in UTC.
    const at = JST('2026-04-11T01:30:00');
    expect(new Date(at).toISOString()).toBe('2026-04-10T16:30:00.000Z');
    expect(japanBroadcastTime(at)).toBe('金 25:30');
  });

  it('keeps 04:59 on the broadcast day before, and starts the new day at 05:00', () => {
    expect(japanBroadcastTime(JST('2026-04-11T04:59:00'))).toBe('金 28:59');
    expect(japanBroadcastTime(JST('2026-04-11T05:00:00'))).toBe('土 05:00');
    expect(japanBroadcastTime(JST('2026-04-11T00:00:00'))).toBe('金 24:00');
  });
});

describe('isDue', () => {
  const at = JST('2026-04-11T01:30:00');

  it('is due from the broadcast’s first second in Japan, not at 01:30 of another zone', () => {
    expect(isDue({ airingAt: at, notifiedAt: null }, at - 1)).toBe(false);
    expect(isDue({ airingAt: at, notifiedAt: null }, at)).toBe(true);
    // 01:30 UTC the same day is 10:30 JST: long after the 深夜 slot.
    expect(isDue({ airingAt: at, notifiedAt: null }, Date.parse('2026-04-10T01:30:00Z'))).toBe(false);
  });

  it('is never due again once announced', () => {
    expect(isDue({ airingAt: at, notifiedAt: at + 5 }, at + 60_000)).toBe(false);
  });
});

describe('planSlots', () => {
  const now = JST('2026-04-08T12:00:00');
  const first = JST('2026-04-11T01:30:00');
  const work = (upcoming: CatalogWork['upcoming'], title = 'テスト'): CatalogWork => ({
    mediaId: 1,
    title,
    upcoming,
  });

  it('stores every upcoming broadcast of a new work with sequence 0', () => {
    const plan = planSlots(
      [],
      [
        work([
          { episode: 1, airingAt: first },
          { episode: 2, airingAt: first + WEEK },
        ]),
      ],
      now,
    );
    expect(plan.upserts).toEqual([
      slot({ episode: 1, airingAt: first }),
      slot({ episode: 2, airingAt: first + WEEK }),
    ]);
    expect(plan.removals).toEqual([]);
  });

  it('changes nothing when the catalogue says what is stored', () => {
    const stored = [slot({ episode: 1, airingAt: first }), slot({ episode: 2, airingAt: first + WEEK })];
    const plan = planSlots(
      stored,
      [
        work([
          { episode: 1, airingAt: first },
          { episode: 2, airingAt: first + WEEK },
        ]),
      ],
      now,
    );
    expect(plan).toEqual({ upserts: [], removals: [] });
  });

  it('moves a slot whose broadcast moved and raises its sequence each time', () => {
    const later = first + 30 * 60_000;
    const moved = planSlots(
      [slot({ episode: 1, airingAt: first })],
      [work([{ episode: 1, airingAt: later }])],
      now,
    );
    expect(moved.upserts).toEqual([slot({ episode: 1, airingAt: later, sequence: 1 })]);
    const again = planSlots(moved.upserts, [work([{ episode: 1, airingAt: first + WEEK }])], now);
    expect(again.upserts).toEqual([slot({ episode: 1, airingAt: first + WEEK, sequence: 2 })]);
  });

  it('renames a slot without raising its sequence', () => {
    const plan = planSlots(
      [slot({ episode: 1, airingAt: first })],
      [work([{ episode: 1, airingAt: first }], '新題')],
      now,
    );
    expect(plan.upserts).toEqual([slot({ episode: 1, airingAt: first, title: '新題' })]);
  });

  it('never touches a slot already announced, even if the catalogue lists it again', () => {
    const announced = slot({ episode: 1, airingAt: first, notifiedAt: first });
    const plan = planSlots([announced], [work([{ episode: 1, airingAt: first + WEEK }])], now);
    expect(plan).toEqual({ upserts: [], removals: [] });
  });

  it('removes the future slots of a work that ended: no more slots, no notification', () => {
    const stored = [
      slot({ episode: 11, airingAt: first - WEEK, notifiedAt: first - WEEK }),
      slot({ episode: 12, airingAt: first }),
      slot({ episode: 13, airingAt: first + WEEK }),
    ];
    const plan = planSlots(stored, [work([])], now);
    expect(plan.upserts).toEqual([]);
    expect(plan.removals).toEqual([
      { mediaId: 1, episode: 12 },
      { mediaId: 1, episode: 13 },
    ]);
  });

  it('leaves a slot that is already due for the due job (the catalogue lists only what has not aired)', () => {
    const due = slot({ episode: 1, airingAt: now - 1000 });
    expect(planSlots([due], [work([{ episode: 2, airingAt: first }])], now).removals).toEqual([]);
  });

  it('leaves the slots of a work the catalogue did not answer for', () => {
    const stored = [slot({ episode: 1, airingAt: first }), slot({ mediaId: 2, episode: 1, airingAt: first })];
    const plan = planSlots(
      stored,
      [{ mediaId: 2, title: '別', upcoming: [{ episode: 1, airingAt: first }] }],
      now,
    );
    expect(plan.removals).toEqual([]);
    expect(plan.upserts).toEqual([slot({ mediaId: 2, episode: 1, airingAt: first, title: '別' })]);
  });

  it('takes the first of an episode listed twice', () => {
    const plan = planSlots(
      [],
      [
        work([
          { episode: 1, airingAt: first },
          { episode: 1, airingAt: first + WEEK },
        ]),
      ],
      now,
    );
    expect(plan.upserts).toEqual([slot({ episode: 1, airingAt: first })]);
  });
});
