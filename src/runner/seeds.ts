/**
 * Seeds of a run: one per job from `(run seed, job id)` and one per chat call
 * from `(job seed, call key)`, so that replies do not depend on scheduling.
 *
 * @example
 * const js = jobSeed(0, "t001:s0");
 * callSeed(js, "a1:pre") === callSeed(js, "a1:pre"); // => true
 */
import { deriveSeed } from "../stats/rng.js";

/**
 * Seed of one job: `deriveSeed(runSeed, jobId)` (a uint32).
 *
 * @example
 * jobSeed(0, "t00000:s0"); // => 2087870722
 */
export function jobSeed(runSeed: number, jobId: string): number {
  return deriveSeed(runSeed, jobId);
}

/**
 * Seed of one call within a job: `deriveSeed(jobSeed, "call:" + key)` (a uint32).
 *
 * @example
 * callSeed(jobSeed(0, "t00000:s0"), "a0:pre"); // => 3787179890
 */
export function callSeed(seedOfJob: number, key: string): number {
  return deriveSeed(seedOfJob, `call:${key}`);
}
