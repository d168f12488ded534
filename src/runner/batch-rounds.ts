/**
 * Batch rounds of a dry run (`groupthink run … --dry-run --batch`): how many
 * batches a run in batch mode makes, one per stage. Each job is driven with
 * its replies delayed to the next turn of the event loop, so the calls a job
 * makes together (before awaiting any reply) count as one round; all jobs run
 * side by side in batch mode, so the run makes as many batches as its deepest
 * job has rounds. The Batch API's price is half the live price
 * ({@link BATCH_DISCOUNT}).
 *
 * @example
 * const rounds = createRoundCounter();
 * await Promise.all([rounds.wait(), rounds.wait()]);
 * await rounds.wait();
 * rounds.rounds; // => 2
 */

/**
 * The share of the live price a batch costs (OpenAI's Batch API: 50% off).
 *
 * @example
 * BATCH_DISCOUNT; // => 0.5
 */
export const BATCH_DISCOUNT = 0.5;

/** Counts the rounds of calls of one job (see the file comment). */
export interface RoundCounter {
  readonly rounds: number;
  /** Resolves on the next turn of the event loop; calls waiting on the same turn are one round. */
  wait(): Promise<void>;
}

/**
 * A new round counter (zero rounds).
 *
 * @example
 * createRoundCounter().rounds; // => 0
 */
export function createRoundCounter(): RoundCounter {
  let rounds = 0;
  let pending: (() => void)[] = [];
  return {
    get rounds() {
      return rounds;
    },
    wait() {
      return new Promise<void>((resolve) => {
        pending.push(resolve);
        if (pending.length > 1) return;
        setImmediate(() => {
          rounds++;
          const p = pending;
          pending = [];
          for (const f of p) f();
        });
      });
    },
  };
}
