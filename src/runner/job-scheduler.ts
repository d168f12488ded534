/**
 * The run's job scheduler (issue 22, "runner at the ceiling"): calls, not
 * jobs, are the unit of concurrency. Jobs are opened in plan order:
 *
 * - **breadth**: `concurrency` jobs are kept open whenever jobs are left, and
 *   one more for each tracked call answered and each job that ends without an
 *   error ({@link JobScheduler.healthy}), up to `maxBreadth` (default 2 ×
 *   concurrency), so a healthy endpoint widens the run within its first
 *   `concurrency` replies: the limiter has calls queued
 *   behind the `concurrency` in flight and many jobs advance side by side, so
 *   their last stages overlap at the end of the run instead of a few late jobs
 *   walking their stages one after the other (the tail); a failing endpoint
 *   never widens the run;
 * - **demand**: beyond that, more jobs are opened while fewer than
 *   `concurrency` calls are pending on the tracked client (asked and not yet
 *   settled: in flight, queued at the client's limiter, or waiting to retry),
 *   up to `maxOpen` (default 4 × concurrency; memory stays bounded by the jobs
 *   open), so while jobs wait at a stage barrier, on their own next turn, or on
 *   a call to another endpoint, others fill the call slots, whatever the
 *   protocol's stage structure.
 *
 * A job that asks nothing synchronously when it starts counts as one pending
 * call until the next check, so one check never opens more jobs on demand than
 * there are free slots. Checks run when a tracked call settles and when a job
 * ends, once the microtasks queued by then have run (`setImmediate`): a job
 * whose reply just came has asked its next calls by then and keeps its slot.
 * Calls in retry back-off stay pending, so they open no job on demand; `stopped()` (the run's abort) opens nothing more.
 * Results are the caller's business (`run(i)` writes them, e.g. through the
 * ordered writer); `run` must not reject.
 *
 * @example
 * const s = createJobScheduler({ jobs: 3, concurrency: 2, run: async () => {}, stopped: () => false });
 * await s.start();
 * s.opened; // => 3
 */
import { argError } from "../errors.js";
import type { ChatClient } from "./types.js";

/** What {@link createJobScheduler} schedules. */
export interface JobSchedulerOptions {
  /** Jobs to run, by index 0..jobs-1 (opened in that order). */
  jobs: number;
  /** Calls to keep pending on the tracked clients (≥ 1). */
  concurrency: number;
  /** The most jobs kept open whatever the calls pending, reached by healthy jobs (default 2 × concurrency). */
  maxBreadth?: number;
  /** Jobs open at once at most (default 4 × concurrency, at least `maxBreadth`). */
  maxOpen?: number;
  /** Run job `index` to its end; must not reject. */
  run(index: number): Promise<void>;
  /** True once the run is aborted: no job is opened any more. */
  stopped(): boolean;
}

/** A running schedule. */
export interface JobScheduler {
  /**
   * Run the first check (opening up to `concurrency` jobs); later ones run as calls settle and jobs end.
   * Resolves once no job is left to open (or the run stopped) and every opened job has ended.
   * Track the clients first: calls made before {@link JobScheduler.track} are not counted.
   */
  start(): Promise<void>;
  /** Jobs opened so far. */
  readonly opened: number;
  /** Jobs open now. */
  readonly open: number;
  /** Calls pending now on the tracked clients. */
  readonly pending: number;
  /** The most jobs that were open at once. */
  readonly maxOpenSeen: number;
  /** The breadth now: jobs kept open whatever the calls pending. */
  readonly breadth: number;
  /** A job ended without an error: keep one more job open (up to `maxBreadth`; each answered tracked call widens it too). */
  healthy(): void;
  /** A client whose calls count as pending (same endpoint; every call passes through unchanged). */
  track(client: ChatClient): ChatClient;
}

/**
 * The default cap on jobs open at once: 4 × concurrency (the default most breadth is 2 × concurrency).
 *
 * @example
 * defaultMaxOpen(64); // => 256
 */
export function defaultMaxOpen(concurrency: number): number {
  return 4 * concurrency;
}

/**
 * Create the schedule of a run; nothing runs before `start()`.
 *
 * @throws RangeError for a negative or fractional `jobs`, a `concurrency` or `maxBreadth` that is not a positive integer, a `maxOpen` below `maxBreadth`
 * @example
 * const s = createJobScheduler({ jobs: 9, concurrency: 2, run: async () => {}, stopped: () => false });
 * const done = s.start();
 * s.open; // => 2 (the breadth; jobs that ask nothing synchronously count as one pending call each)
 * await done;
 * [s.opened, s.open]; // => [9, 0]
 * createJobScheduler({ jobs: 1, concurrency: 0, run: async () => {}, stopped: () => false }); // throws RangeError: createJobScheduler(concurrency): expected a positive integer, received 0
 */
export function createJobScheduler(o: JobSchedulerOptions): JobScheduler {
  if (!Number.isInteger(o.jobs) || o.jobs < 0) throw new RangeError(argError("createJobScheduler", "jobs", "a non-negative integer", o.jobs));
  if (!Number.isInteger(o.concurrency) || o.concurrency < 1) throw new RangeError(argError("createJobScheduler", "concurrency", "a positive integer", o.concurrency));
  const maxBreadth = o.maxBreadth ?? 2 * o.concurrency;
  if (!Number.isInteger(maxBreadth) || maxBreadth < 1) throw new RangeError(argError("createJobScheduler", "maxBreadth", "a positive integer", maxBreadth));
  const maxOpen = o.maxOpen ?? Math.max(maxBreadth, defaultMaxOpen(o.concurrency));
  if (!Number.isInteger(maxOpen) || maxOpen < maxBreadth) throw new RangeError(argError("createJobScheduler", "maxOpen", `an integer >= maxBreadth (${maxBreadth})`, maxOpen));
  let breadth = Math.min(o.concurrency, maxBreadth);
  let next = 0;
  let open = 0;
  let pending = 0;
  let maxOpenSeen = 0;
  let scheduled = false;
  let finished = false;
  let resolveDone!: () => void;
  const done = new Promise<void>((resolve) => (resolveDone = resolve));

  const start = (i: number): void => {
    open++;
    if (open > maxOpenSeen) maxOpenSeen = open;
    const ended = (): void => {
      open--;
      poke();
    };
    o.run(i).then(ended, ended);
  };
  const check = (): void => {
    scheduled = false;
    if (finished) return;
    let assumed = 0; // jobs opened now that asked nothing yet: one pending call each until the next check
    while (!o.stopped() && next < o.jobs && open < maxOpen && (open < breadth || pending + assumed < o.concurrency)) {
      const before = pending;
      start(next++);
      if (pending === before) assumed++;
    }
    if (assumed > 0) poke();
    if (open === 0 && (next >= o.jobs || o.stopped())) {
      finished = true;
      resolveDone();
    }
  };
  let started = false;
  function poke(): void {
    if (scheduled || finished || !started) return;
    scheduled = true;
    setImmediate(check);
  }

  return {
    start() {
      if (!started) {
        started = true;
        check();
      }
      return done;
    },
    get opened() {
      return next;
    },
    get open() {
      return open;
    },
    get pending() {
      return pending;
    },
    get maxOpenSeen() {
      return maxOpenSeen;
    },
    get breadth() {
      return breadth;
    },
    healthy() {
      if (breadth < maxBreadth) breadth++;
      poke();
    },
    track(client: ChatClient): ChatClient {
      return {
        endpoint: client.endpoint,
        async complete(request, options) {
          pending++;
          try {
            const reply = await client.complete(request, options);
            if (breadth < maxBreadth) breadth++; // an answered call: the endpoint is healthy
            return reply;
          } finally {
            pending--;
            poke();
          }
        },
      };
    },
  };
}
