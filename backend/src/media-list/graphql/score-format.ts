// AniList's score formats over the stored 100-point score (scoreRaw): how a score reads in each
// format, and what a score given in a format stores. POINT_3 uses AniList's smiley bands (1: up to
// 35, 2: up to 60, 3: above), stored as 35, 60 and 85.
import type { ScoreFormat } from '../media-list.types';

const SMILEY_RAW = [0, 35, 60, 85] as const;

/** `scoreRaw` (0–100, 0 = not scored) as `format` shows it. */
export function scoreIn(format: ScoreFormat, scoreRaw: number): number {
  switch (format) {
    case 'POINT_100':
      return scoreRaw;
    case 'POINT_10_DECIMAL':
      return scoreRaw / 10;
    case 'POINT_10':
      return Math.round(scoreRaw / 10);
    case 'POINT_5':
      return Math.round(scoreRaw / 20);
    case 'POINT_3':
      if (scoreRaw === 0) return 0;
      return scoreRaw <= 35 ? 1 : scoreRaw <= 60 ? 2 : 3;
  }
}

const RANGES: Record<ScoreFormat, { max: number; step: number }> = {
  POINT_100: { max: 100, step: 1 },
  POINT_10_DECIMAL: { max: 10, step: 0.1 },
  POINT_10: { max: 10, step: 1 },
  POINT_5: { max: 5, step: 1 },
  POINT_3: { max: 3, step: 1 },
};

/** The scoreRaw a `score` written in `format` stores; null when it is not a score of that format. */
export function scoreRawOf(format: ScoreFormat, score: number): number | null {
  const { max, step } = RANGES[format];
  const steps = score / step;
  if (!Number.isFinite(score) || score < 0 || score > max || Math.abs(steps - Math.round(steps)) > 1e-9) {
    return null;
  }
  switch (format) {
    case 'POINT_100':
      return score;
    case 'POINT_10_DECIMAL':
      return Math.round(score * 10);
    case 'POINT_10':
      return score * 10;
    case 'POINT_5':
      return score * 20;
    case 'POINT_3':
      return SMILEY_RAW[score] ?? null;
  }
}

/** What a score of `format` may be, for the refusal of one that is not. */
export function scoreRangeText(format: ScoreFormat): string {
  const { max, step } = RANGES[format];
  return step === 1 ? `an integer from 0 to ${max}` : `a number from 0 to ${max} in steps of ${step}`;
}
