import { stableJson } from './stable-json';

describe('stableJson', () => {
  it('gives objects with the same entries in another order the same text', () => {
    expect(stableJson({ b: 1, a: { d: [2, { f: 1, e: 0 }], c: null } })).toBe(
      stableJson({ a: { c: null, d: [2, { e: 0, f: 1 }] }, b: 1 }),
    );
  });

  it('keeps array order and serialises undefined as null', () => {
    expect(stableJson([2, 1])).not.toBe(stableJson([1, 2]));
    expect(stableJson(undefined)).toBe('null');
  });
});
