import { SCORE_FORMATS } from '../media-list.types';
import { scoreIn, scoreRawOf } from './score-format';

describe('score formats over the 100-point score', () => {
  it.each([
    ['POINT_100', 75, 75],
    ['POINT_10_DECIMAL', 75, 7.5],
    ['POINT_10', 75, 8],
    ['POINT_5', 75, 4],
    ['POINT_3', 75, 3],
    ['POINT_3', 60, 2],
    ['POINT_3', 35, 1],
    ['POINT_3', 0, 0],
  ] as const)('%s shows scoreRaw %i as %d', (format, raw, shown) => {
    expect(scoreIn(format, raw)).toBe(shown);
  });

  it.each([
    ['POINT_100', 85, 85],
    ['POINT_10_DECIMAL', 8.5, 85],
    ['POINT_10', 8, 80],
    ['POINT_5', 4, 80],
    ['POINT_3', 2, 60],
  ] as const)('%s stores score %d as scoreRaw %i', (format, score, raw) => {
    expect(scoreRawOf(format, score)).toBe(raw);
  });

  it('round-trips every score a format can hold (0–10 in steps of 0.5 too)', () => {
    for (const format of SCORE_FORMATS) {
      const max = { POINT_100: 100, POINT_10_DECIMAL: 10, POINT_10: 10, POINT_5: 5, POINT_3: 3 }[format];
      const step = format === 'POINT_10_DECIMAL' ? 0.5 : 1;
      for (let score = 0; score <= max; score += step) {
        const raw = scoreRawOf(format, score);
        expect(raw).not.toBeNull();
        expect(scoreIn(format, raw ?? -1)).toBe(score);
      }
    }
  });

  it.each([
    ['POINT_100', 101],
    ['POINT_100', 50.5],
    ['POINT_10_DECIMAL', 10.1],
    ['POINT_10_DECIMAL', 7.25],
    ['POINT_10', 7.5],
    ['POINT_5', 6],
    ['POINT_3', 4],
    ['POINT_10', -1],
  ] as const)('refuses %s score %d', (format, score) => {
    expect(scoreRawOf(format, score)).toBeNull();
  });
});
