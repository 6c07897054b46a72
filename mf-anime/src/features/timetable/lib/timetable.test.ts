// The timetable groups a season by weekday in Japan time, orders each day by time, and starts today.
import type { TimetableMedia } from '@anifan/contract';
import { buildTimetable, onlyListed } from './timetable';

const jst = (year: number, month: number, day: number, hour: number, minute = 0) =>
  Date.UTC(year, month - 1, day, hour - 9, minute) / 1000;

function work(
  id: number,
  title: string,
  airingAt: number | null,
  extra: Partial<TimetableMedia> = {},
): TimetableMedia {
  return {
    id,
    title: { native: title },
    coverImage: { large: `https://img.test/${id}.jpg` },
    format: 'TV',
    status: 'RELEASING',
    nextAiringEpisode: null,
    airingSchedule: { nodes: airingAt === null ? [] : [{ airingAt, episode: 1 }] },
    ...extra,
  };
}

// 2026-10-02 is a Friday; 2026-10-03 a Saturday.
const season = [
  work(1, '金曜深夜', jst(2026, 10, 3, 1, 30)),
  work(2, '金曜夜', jst(2026, 10, 2, 23)),
  work(3, '金曜夕方', jst(2026, 10, 2, 17, 30)),
  work(4, '日曜朝', jst(2026, 10, 4, 9)),
  work(5, '劇場版', jst(2026, 10, 2, 10), { format: 'MOVIE' }),
  work(6, '放送日不明', null),
  work(7, 'あいうえお', jst(2026, 10, 2, 23)),
  work(2, '金曜夜', jst(2026, 10, 2, 23)),
];

describe('buildTimetable', () => {
  it('starts with today, marks it, and goes round the week', () => {
    const { days } = buildTimetable(season, 5);
    expect(days.map((day) => day.label)).toEqual([
      '金曜日',
      '土曜日',
      '日曜日',
      '月曜日',
      '火曜日',
      '水曜日',
      '木曜日',
    ]);
    expect(days.map((day) => day.isToday)).toEqual([true, false, false, false, false, false, false]);
  });

  it('puts each work on its weekday in Japan time, by time, then title', () => {
    const { days } = buildTimetable(season, 5);
    const friday = days[0]!.entries.map((entry) => `${entry.time} ${entry.title}`);
    // 1:30 on Saturday morning is Friday's late night, 25:30 after Friday's evening, as listings write it.
    expect(friday).toEqual(['17:30 金曜夕方', '23:00 あいうえお', '23:00 金曜夜', '25:30 金曜深夜']);
    expect(days[1]!.entries).toEqual([]);
    expect(days[2]!.entries.map((entry) => entry.title)).toEqual(['日曜朝']);
  });

  it('counts films and works without broadcast data as unscheduled, and lists each work once', () => {
    const timetable = buildTimetable(season, 0);
    expect(timetable.unscheduled).toBe(2);
    expect(timetable.days.flatMap((day) => day.entries)).toHaveLength(5);
  });

  it('prefers the next broadcast when the slot has moved', () => {
    const moved = work(8, '枠移動', jst(2026, 10, 2, 23), {
      nextAiringEpisode: { airingAt: jst(2026, 11, 29, 0, 30), episode: 9 },
    });
    const { days } = buildTimetable([moved], 0);
    // Sunday 0:30 is Saturday's late night, at the end of the week that starts on Sunday.
    expect(days[6]!.label).toBe('土曜日');
    expect(days[6]!.entries.map((entry) => entry.time)).toEqual(['24:30']);
  });

  it('starts the broadcast day at 5:00: 4:59 is the previous day, 5:00 the day itself', () => {
    const { days } = buildTimetable(
      [
        work(11, '早朝', jst(2026, 10, 3, 5)),
        work(12, '深夜の終わり', jst(2026, 10, 3, 4, 59)),
        work(13, '深夜の始まり', jst(2026, 10, 3, 0)),
      ],
      5,
    );
    expect(days[0]!.entries.map((entry) => `${entry.time} ${entry.title}`)).toEqual([
      '24:00 深夜の始まり',
      '28:59 深夜の終わり',
    ]);
    expect(days[1]!.entries.map((entry) => `${entry.time} ${entry.title}`)).toEqual(['5:00 早朝']);
  });
});

describe('onlyListed', () => {
  it('keeps the listed works on their days, and counts no unscheduled work', () => {
    const week = onlyListed(buildTimetable(season, 5), (id) => id === 2);
    expect(week.days.map((day) => day.entries.map((entry) => entry.title))).toEqual([
      ['金曜夜'],
      [],
      [],
      [],
      [],
      [],
      [],
    ]);
    expect(week.unscheduled).toBe(0);
  });
});
