// Per-execution context of the embedded resolvers: the clock's "now", the earliest moment at which
// any part of the answer being built would change (a status turning, an episode airing), so the
// answer can be kept exactly that long, and the execution's time budget.
import { GraphQLError } from 'graphql';

/** Thrown by `tick` once the budget is spent; the gateway refuses the whole request. */
export class ExecutionBudgetExceeded extends GraphQLError {
  constructor(budgetMs: number) {
    super(`The query took longer than ${budgetMs} ms to answer: ask for less`);
  }
}

/** `tick` reads the clock once per this many calls: often enough, and nearly free between reads. */
const TICKS_PER_CLOCK_READ = 256;

/** The process's CPU time in ms (every thread's, the collector's helpers included). */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

export class EmbeddedContext {
  /** Epoch ms; Infinity while nothing in the answer depends on the time. */
  validUntil = Infinity;
  /** Set once the budget was spent: the answer is incomplete and must not be sent. */
  exceeded = false;
  private readonly deadline: number;
  private readonly cpuDeadline: number;
  private ticks = 0;

  /**
   * `budgetMs` bounds how long the synchronous execution may hold the event loop (issue #32): the
   * resolvers' loops call `tick`, which throws once it is spent. It is spent when both the wall time
   * and the process's CPU time have run past it: wall time alone refused the web app's searches on a
   * machine busy with other processes (the browser tests' Chromium), CPU time alone when the
   * collector's helper threads ran beside it (Node 20 has no per-thread CPU clock).
   */
  constructor(
    readonly now: number,
    private readonly budgetMs = Infinity,
  ) {
    this.deadline = performance.now() + budgetMs;
    this.cpuDeadline = budgetMs === Infinity ? Infinity : cpuMs() + budgetMs;
  }

  /** Records that the answer changes at `time` (epoch ms) if that is still to come. */
  changesAt(time: number | null): void {
    if (time !== null && time > this.now && time < this.validUntil) this.validUntil = time;
  }

  /** One unit of work done; throws ExecutionBudgetExceeded once the budget is spent. */
  tick(): void {
    this.ticks += 1;
    if (this.exceeded || this.ticks % TICKS_PER_CLOCK_READ === 0) this.checkBudget();
  }

  /** Reads the clock now: at the start of each costly step (a scan, a search). */
  checkBudget(): void {
    if (this.exceeded || (performance.now() > this.deadline && cpuMs() > this.cpuDeadline)) {
      this.exceeded = true;
      throw new ExecutionBudgetExceeded(this.budgetMs);
    }
  }
}
