// Which key presses in the chat input send the message (SPEC §4 "Input keys").

export interface KeyPress {
  key: string;
  shiftKey: boolean;
  /** True while an IME (Japanese input) is composing; its Enter confirms the conversion. */
  isComposing: boolean;
  /** 229 is what browsers report for keys the IME consumed (older Safari sets no isComposing). */
  keyCode: number;
}

/** Enter sends; Shift+Enter is a newline; Enter during IME composition does nothing. */
export function isSendKey(press: KeyPress): boolean {
  return press.key === 'Enter' && !press.shiftKey && !press.isComposing && press.keyCode !== 229;
}

/** SPEC §5: an empty or whitespace-only message is not sent. */
export function isSendable(text: string): boolean {
  return text.trim() !== '';
}
