import { isAtBottom } from './scroll-follow';

describe('isAtBottom', () => {
  it.each([
    ['content shorter than the list', { scrollTop: 0, scrollHeight: 300, clientHeight: 400 }, true],
    ['scrolled to the very end', { scrollTop: 600, scrollHeight: 1000, clientHeight: 400 }, true],
    ['a fraction of a pixel short', { scrollTop: 599.5, scrollHeight: 1000, clientHeight: 400 }, true],
    ['within the threshold', { scrollTop: 560, scrollHeight: 1000, clientHeight: 400 }, true],
    ['scrolled up to read back', { scrollTop: 300, scrollHeight: 1000, clientHeight: 400 }, false],
    ['at the top of a long log', { scrollTop: 0, scrollHeight: 1000, clientHeight: 400 }, false],
  ])('%s → %s', (_name, metrics, expected) => {
    expect(isAtBottom(metrics)).toBe(expected);
  });
});
