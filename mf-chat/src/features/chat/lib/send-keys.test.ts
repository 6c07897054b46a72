import { isSendable, isSendKey, type KeyPress } from './send-keys';

const enter: KeyPress = { key: 'Enter', shiftKey: false, isComposing: false, keyCode: 13 };

describe('isSendKey', () => {
  it.each<[string, KeyPress, boolean]>([
    ['Enter', enter, true],
    ['Shift+Enter (newline)', { ...enter, shiftKey: true }, false],
    ['Enter while the IME is composing', { ...enter, isComposing: true }, false],
    ['Enter reported as keyCode 229 by the IME', { ...enter, keyCode: 229 }, false],
    ['another key', { ...enter, key: 'a', keyCode: 65 }, false],
  ])('%s → %s', (_name, press, expected) => {
    expect(isSendKey(press)).toBe(expected);
  });
});

describe('isSendable', () => {
  it.each([
    ['', false],
    ['   ', false],
    ['\n\t　', false],
    ['やあ', true],
    ['  やあ  ', true],
  ])('%j → %s', (text, expected) => {
    expect(isSendable(text)).toBe(expected);
  });
});
