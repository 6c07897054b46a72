import { isBlank, keyIntent, type KeyLike } from './input-keys';

const key = (overrides: Partial<KeyLike>): KeyLike => ({
  key: 'Enter',
  shiftKey: false,
  isComposing: false,
  keyCode: 13,
  ...overrides,
});

describe('keyIntent', () => {
  it.each<[string, KeyLike, ReturnType<typeof keyIntent>]>([
    ['Enter submits', key({}), 'submit'],
    ['Shift+Enter inserts a newline', key({ shiftKey: true }), 'default'],
    ['Enter confirming an IME conversion does nothing', key({ isComposing: true }), 'default'],
    ['Enter reported as keyCode 229 (Safari IME) does nothing', key({ keyCode: 229 }), 'default'],
    ['other keys type normally', key({ key: 'a', keyCode: 65 }), 'default'],
  ])('%s', (_name, event, expected) => {
    expect(keyIntent(event)).toBe(expected);
  });
});

describe('isBlank', () => {
  it.each([
    ['', true],
    ['   ', true],
    ['\n\t　', true],
    [' a ', false],
  ])('%j → %s', (text, expected) => {
    expect(isBlank(text)).toBe(expected);
  });
});
