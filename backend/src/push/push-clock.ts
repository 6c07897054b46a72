// The push dispatcher's clock (epoch ms): what "now" is for quiet hours and retries. Tests override
// PUSH_CLOCK to move time.
export const PUSH_CLOCK = Symbol('PUSH_CLOCK');

export type PushClock = () => number;
