// Per-execution context of the embedded resolvers: the clock's "now" and the earliest moment at which
// any part of the answer being built would change (a status turning, an episode airing), so the
// answer can be kept exactly that long.
export class EmbeddedContext {
  /** Epoch ms; Infinity while nothing in the answer depends on the time. */
  validUntil = Infinity;

  constructor(readonly now: number) {}

  /** Records that the answer changes at `time` (epoch ms) if that is still to come. */
  changesAt(time: number | null): void {
    if (time !== null && time > this.now && time < this.validUntil) this.validUntil = time;
  }
}
