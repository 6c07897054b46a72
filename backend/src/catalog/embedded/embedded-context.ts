// Per-execution context of the embedded resolvers: the clock's "now", the earliest moment at which
// any part of the answer being built would change (a status turning, an episode airing), so the
// answer can be kept exactly that long, and the execution's budget.
import { GraphQLError } from 'graphql';

/**
 * How much an embedded execution may do before it is refused: it is synchronous, so it holds the
 * event loop all along (issue #32). `units` counts the resolvers' work (`tick`), so the same request
 * gets the same answer however busy the machine is; `backstopMs` is a wide time limit for work the
 * units would miss.
 */
export interface ExecutionBudget {
  units: number;
  backstopMs: number;
}

export const UNBOUNDED: ExecutionBudget = { units: Infinity, backstopMs: Infinity };

/** Thrown by `tick` once the budget is spent; the gateway refuses the whole request with `reason`. */
export class ExecutionBudgetExceeded extends GraphQLError {}

/**
 * What costs more or less than the unit (about one comparison of two works in a sort), measured
 * in-process against it: looking at one work in a title search, testing one work against one filter,
 * and against one `_like` pattern.
 */
export const WORK_UNITS = { searchedWork: 4, filter: 0.5, likeFilter: 2 } as const;

/** The clock is read once per this many units: often enough, and nearly free between reads. */
const UNITS_PER_CLOCK_READ = 256;

/** The process's CPU time in ms (every thread's, the collector's helpers included). */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

export class EmbeddedContext {
  /** Epoch ms; Infinity while nothing in the answer depends on the time. */
  validUntil = Infinity;
  /** Why the budget was spent, once it was: the answer is incomplete and must not be sent. */
  exceeded: string | null = null;
  /** Units of work done so far. */
  private spent = 0;
  private nextClockRead = UNITS_PER_CLOCK_READ;
  private readonly deadline: number;
  private readonly cpuDeadline: number;

  /**
   * The backstop is passed when both the wall time and the process's CPU time have run past it: wall
   * time alone counts other processes' turns on a busy machine, CPU time alone the collector's helper
   * threads (Node 20 has no per-thread CPU clock).
   */
  constructor(
    readonly now: number,
    private readonly budget: ExecutionBudget = UNBOUNDED,
  ) {
    this.deadline = performance.now() + budget.backstopMs;
    this.cpuDeadline = budget.backstopMs === Infinity ? Infinity : cpuMs() + budget.backstopMs;
  }

  /** Records that the answer changes at `time` (epoch ms) if that is still to come. */
  changesAt(time: number | null): void {
    if (time !== null && time > this.now && time < this.validUntil) this.validUntil = time;
  }

  /**
   * `units` of work done (one is about a comparison of two works in a sort; a work tested against a
   * search or filters costs more); throws ExecutionBudgetExceeded once the budget is spent.
   */
  tick(units = 1): void {
    this.spent += units;
    if (this.spent > this.budget.units) {
      this.refuse('The query asks for more work than one answer may do: ask for fewer or narrower lists');
    }
    if (this.exceeded !== null || this.spent >= this.nextClockRead) {
      this.nextClockRead = this.spent + UNITS_PER_CLOCK_READ;
      this.checkBudget();
    }
  }

  /** Reads the clock now: at the start of each costly step (a scan, a search). */
  checkBudget(): void {
    if (this.exceeded !== null) throw new ExecutionBudgetExceeded(this.exceeded);
    if (performance.now() > this.deadline && cpuMs() > this.cpuDeadline) {
      this.refuse(
        `The query took longer than ${this.budget.backstopMs} ms to answer: ask for fewer or narrower lists`,
      );
    }
  }

  private refuse(reason: string): never {
    this.exceeded = reason;
    throw new ExecutionBudgetExceeded(reason);
  }
}
