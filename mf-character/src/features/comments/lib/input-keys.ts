// SPEC §4 input keys: Enter submits, Shift+Enter inserts a newline, Enter while an IME composes does nothing.

export interface KeyLike {
  key: string;
  shiftKey: boolean;
  /** `nativeEvent.isComposing`; some browsers only report composition through keyCode 229. */
  isComposing: boolean;
  keyCode: number;
}

export type KeyIntent = 'submit' | 'default';

const IME_PROCESS_KEY_CODE = 229;

export function keyIntent(event: KeyLike): KeyIntent {
  if (event.key !== 'Enter') return 'default';
  if (event.isComposing || event.keyCode === IME_PROCESS_KEY_CODE) return 'default';
  if (event.shiftKey) return 'default';
  return 'submit';
}

export function isBlank(text: string): boolean {
  return text.trim() === '';
}
