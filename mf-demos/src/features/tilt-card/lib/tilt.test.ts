import { FLAT, MAX_TILT_DEG, tiltFromPointer, tiltTransform } from './tilt';

const box = { left: 100, top: 50, width: 200, height: 300 };

describe('tiltFromPointer', () => {
  it.each([
    ['centre', 200, 200, { rotateX: 0, rotateY: 0 }],
    ['right edge', 300, 200, { rotateX: 0, rotateY: 90 }],
    ['left edge', 100, 200, { rotateX: 0, rotateY: -90 }],
    ['top edge', 200, 50, { rotateX: 90, rotateY: 0 }],
    ['bottom edge', 200, 350, { rotateX: -90, rotateY: 0 }],
    ['top-right quarter', 250, 125, { rotateX: 45, rotateY: 45 }],
    ['far outside right (captured touch)', 900, 200, { rotateX: 0, rotateY: 90 }],
    ['far outside top-left', -500, -500, { rotateX: 90, rotateY: -90 }],
  ])('%s → %o', (_label, x, y, expected) => {
    expect(tiltFromPointer(x, y, box)).toEqual(expected);
  });

  it.each([
    ['zero width', { ...box, width: 0 }],
    ['zero height', { ...box, height: 0 }],
  ])('is flat for a card with %s', (_label, emptyBox) => {
    expect(tiltFromPointer(150, 150, emptyBox)).toEqual(FLAT);
  });

  it('is flat when the pointer has no position', () => {
    expect(tiltFromPointer(Number.NaN, 10, box)).toEqual(FLAT);
  });

  it('never exceeds ±90° on either axis', () => {
    for (let x = -1000; x <= 1000; x += 37) {
      for (let y = -1000; y <= 1000; y += 41) {
        const tilt = tiltFromPointer(x, y, box);
        expect(Math.abs(tilt.rotateX)).toBeLessThanOrEqual(MAX_TILT_DEG);
        expect(Math.abs(tilt.rotateY)).toBeLessThanOrEqual(MAX_TILT_DEG);
      }
    }
  });
});

it('writes the CSS transform', () => {
  expect(tiltTransform({ rotateX: 12.5, rotateY: -30 })).toBe('rotateX(12.5deg) rotateY(-30deg)');
});
