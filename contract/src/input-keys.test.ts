import { isBlank, isSubmitKey, type KeyPress } from './input-keys';

const enter: KeyPress = { key: 'Enter', shiftKey: false, isComposing: false, keyCode: 13 };

describe('isSubmitKey', () => {
  it.each<[string, KeyPress, boolean]>([
    ['Enter submits', enter, true],
    ['Shift+Enter inserts a newline', { ...enter, shiftKey: true }, false],
    ['Enter confirming an IME conversion does nothing', { ...enter, isComposing: true }, false],
    ['Enter reported as keyCode 229 (Safari IME) does nothing', { ...enter, keyCode: 229 }, false],
    ['other keys type normally', { ...enter, key: 'a', keyCode: 65 }, false],
  ])('%s', (_name, press, expected) => {
    expect(isSubmitKey(press)).toBe(expected);
  });
});

describe('isBlank', () => {
  it.each([
    ['', true],
    ['   ', true],
    ['\n\t　', true],
    ['やあ', false],
    ['  やあ  ', false],
  ])('%j → %s', (text, expected) => {
    expect(isBlank(text)).toBe(expected);
  });
});
