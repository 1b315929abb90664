import type { SolverRun } from './run-solver';

/**
 * The automatic-scheduling runs of one node: at most `concurrency` solving at once (each takes a core
 * and up to a few hundred MB), the rest waiting in order. The pool also says whether a run the
 * database calls `running`/`queued` is alive: held here, or (with several nodes) heartbeating.
 */
export class AutoRunPool {
  readonly running = new Map<string, SolverRun>();
  private readonly waiting: Array<{ runId: string; start: () => Promise<void> }> = [];

  constructor(
    readonly options: {
      /** runs solving at once on this node (AUTO_RUN_CONCURRENCY) */
      concurrency: number;
      /** other nodes share the database (REDIS_URL): a run not held here may be theirs */
      shared: boolean;
    } = { concurrency: 1, shared: false },
  ) {}

  /** held by this node, solving or waiting */
  holds(runId: string): boolean {
    return this.active.has(runId) || this.waiting.some((w) => w.runId === runId);
  }

  /** whether a run must wait (and will, in order) */
  get full(): boolean {
    return this.active.size + this.waiting.length >= this.options.concurrency;
  }

  /** `start` solves the run and settles when it has ended; it begins at once or when a place frees */
  submit(runId: string, start: () => Promise<void>): void {
    this.waiting.push({ runId, start });
    this.next();
  }

  /** a waiting run leaves the queue (true), or false if it was not waiting here */
  dequeue(runId: string): boolean {
    const i = this.waiting.findIndex((w) => w.runId === runId);
    if (i < 0) return false;
    this.waiting.splice(i, 1);
    return true;
  }

  /** shutdown: waiting runs are forgotten (they read `failed` at the next start), solving ones stop now */
  stopAll(): void {
    this.waiting.length = 0;
    for (const run of this.running.values()) run.cancel();
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  private timer: NodeJS.Timeout | undefined;

  /** every `ms`, `touch` the runs this node holds (so other nodes see them alive); set up once */
  heartbeat(ms: number, touch: (runIds: string[]) => Promise<unknown>): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      const held = [...this.active, ...this.waiting.map((w) => w.runId)];
      if (held.length > 0) void touch(held).catch(() => undefined);
    }, ms);
    this.timer.unref();
  }

  /** runs started and not ended (solving, or between the queue and the solver) */
  private readonly active = new Set<string>();

  private next(): void {
    while (this.active.size < this.options.concurrency && this.waiting.length > 0) {
      const { runId, start } = this.waiting.shift()!;
      this.active.add(runId);
      void start().finally(() => {
        this.active.delete(runId);
        this.next();
      });
    }
  }
}
