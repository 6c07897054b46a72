// The input keys (docs/rules.md#text-input), for every text box that sends (comments, chat): Enter submits,
// Shift+Enter inserts a newline, Enter while an IME composes does nothing; blank text is not sent.

export interface KeyPress {
  key: string;
  shiftKey: boolean;
  /** True while an IME (Japanese input) is composing; its Enter confirms the conversion. */
  isComposing: boolean;
  /** 229 is what browsers report for keys the IME consumed (older Safari sets no isComposing). */
  keyCode: number;
}

const IME_PROCESS_KEY_CODE = 229;

export function isSubmitKey(press: KeyPress): boolean {
  return (
    press.key === 'Enter' && !press.shiftKey && !press.isComposing && press.keyCode !== IME_PROCESS_KEY_CODE
  );
}

/** Empty or whitespace-only (full-width spaces included). */
export function isBlank(text: string): boolean {
  return text.trim() === '';
}
