import fc from 'fast-check';
import {
  BUBBLE_COLORS,
  BUBBLE_COUNT,
  BUBBLE_DURATION_S,
  BUBBLE_POSITION_PERCENT,
  BUBBLE_SIZE_PX,
  randomBubble,
  randomBubbles,
  type BubbleStyle,
} from './bubbles';

const sequence = (values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length] as number;
};

function expectInRange(bubble: BubbleStyle) {
  expect(bubble.sizePx).toBeGreaterThanOrEqual(160);
  expect(bubble.sizePx).toBeLessThanOrEqual(480);
  expect(BUBBLE_COLORS).toContain(bubble.color);
  expect(bubble.durationS).toBeGreaterThanOrEqual(3);
  expect(bubble.durationS).toBeLessThanOrEqual(10);
  expect(bubble.delayS).toBeGreaterThanOrEqual(0);
  expect(bubble.leftPercent).toBeGreaterThanOrEqual(BUBBLE_POSITION_PERCENT.min);
  expect(bubble.leftPercent).toBeLessThanOrEqual(BUBBLE_POSITION_PERCENT.max);
  expect(bubble.topPercent).toBeGreaterThanOrEqual(BUBBLE_POSITION_PERCENT.min);
  expect(bubble.topPercent).toBeLessThanOrEqual(BUBBLE_POSITION_PERCENT.max);
}

describe('randomBubble', () => {
  it.each([
    ['the lowest draw', 0, { sizePx: 160, color: BUBBLE_COLORS[0], durationS: 3, delayS: 0, leftPercent: 0 }],
    [
      'the highest draw',
      0.999999,
      { sizePx: 480, color: BUBBLE_COLORS[5], durationS: 10, leftPercent: BUBBLE_POSITION_PERCENT.max },
    ],
    ['a middle draw', 0.5, { sizePx: 320, color: BUBBLE_COLORS[3], durationS: 6.5 }],
  ])('maps %s to the edge of every range', (_label, draw, expected) => {
    const bubble = randomBubble(() => draw);
    expect(bubble).toMatchObject(expected);
    expectInRange(bubble);
  });

  it.each([
    ['above 1', 1.5],
    ['exactly 1', 1],
    ['below 0', -0.2],
  ])('stays in range for a misbehaving source (%s)', (_label, draw) => {
    expectInRange(randomBubble(() => draw));
  });

  it('picks each of the six colours for the matching draw', () => {
    const colours = BUBBLE_COLORS.map((_, i) => randomBubble(sequence([(i + 0.5) / 6])).color);
    expect(colours).toEqual([...BUBBLE_COLORS]);
  });

  it('keeps every field in range for any draws (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { minLength: 6 }),
        (draws) => {
          expectInRange(randomBubble(sequence(draws)));
        },
      ),
    );
  });
});

describe('randomBubbles', () => {
  it('makes five bubbles by default', () => {
    expect(randomBubbles(sequence([0.1, 0.9, 0.4]))).toHaveLength(BUBBLE_COUNT);
    expect(BUBBLE_COUNT).toBe(5);
  });

  it('uses the spec ranges', () => {
    expect(BUBBLE_SIZE_PX).toEqual({ min: 160, max: 480 });
    expect(BUBBLE_DURATION_S).toEqual({ min: 3, max: 10 });
    expect(new Set(BUBBLE_COLORS).size).toBe(6);
  });
});
