import type { ListEntry } from '../../../shared/my-list';
import { episodesNote, rememberVeilLifted, veilLifted, watchedThrough } from './episode-threads';

const entry = (patch: Partial<ListEntry>): ListEntry => ({
  mediaId: 1,
  status: 'CURRENT',
  progress: 0,
  repeat: 0,
  scoreRaw: 0,
  notes: null,
  private: false,
  startedAt: null,
  completedAt: null,
  updatedAt: 0,
  ...patch,
});

describe('episodesNote', () => {
  it.each([
    [{ count: 24, final: true }, '全24話'],
    [{ count: 5, final: false }, '放送済みの第5話まで（以降は放送後に追加されます）'],
    [
      { count: 26, final: false, slots: true },
      '放送枠26回分（休止の週はデータにないため、実際の話数はこれより少ないことがあります）',
    ],
  ])('%j: %s', (known, note) => {
    expect(episodesNote(known)).toBe(note);
  });
});

describe('watchedThrough', () => {
  it.each<[string, ListEntry | null, number]>([
    ['not on the list', null, 0],
    ['見たい', entry({ status: 'PLANNING' }), 0],
    ['見てる, 3 episodes', entry({ progress: 3 }), 3],
    ['一時中断 at 7', entry({ status: 'PAUSED', progress: 7 }), 7],
    ['見た', entry({ status: 'COMPLETED', progress: 0 }), Number.POSITIVE_INFINITY],
    ['rewatching from 0', entry({ status: 'REPEATING', progress: 0, repeat: 1 }), Number.POSITIVE_INFINITY],
    ['rewatched before, 見てる again', entry({ progress: 2, repeat: 1 }), Number.POSITIVE_INFINITY],
  ])('%s: %s', (_label, listed, through) => {
    expect(watchedThrough(listed)).toBe(through);
  });
});

describe('veilLifted', () => {
  beforeEach(() => localStorage.clear());

  it('remembers 表示する per work and episode', () => {
    rememberVeilLifted(1, 4);
    expect(veilLifted(1, 4)).toBe(true);
    expect(veilLifted(1, 5)).toBe(false);
    expect(veilLifted(2, 4)).toBe(false);
    expect(localStorage.getItem('anifan:episode-thread:shown:episode:1:4')).toBe('1');
  });

  it('treats a storage that refuses as nothing remembered, and lifts nothing for good', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as unknown as Storage;
    expect(() => rememberVeilLifted(1, 4, refusing)).not.toThrow();
    expect(veilLifted(1, 4, refusing)).toBe(false);
  });
});
