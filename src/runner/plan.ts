/**
 * Plan a run and check the plan: job ids unique, trial ids unique across the
 * run (they are the resume and de-duplication keys).
 *
 * @example
 * const jobs = checkedPlan(echoProtocol, generateEchoBank(2), {});
 * pendingJobs(jobs, new Set(jobs[0].trialIds)).length; // => 1 (the second job)
 */
import type { Job, PlanContext, Protocol } from "./types.js";

/**
 * `protocol.plan(items, options, context)`, checked.
 *
 * @param context what the runner tells the protocol (`model` as records name it)
 * @throws Error when the protocol plans duplicate job or trial ids (a driver bug)
 * @example
 * const jobs = checkedPlan(echoProtocol, generateEchoBank(2), {}, { model: "typical" });
 * [jobs.length, jobs[0].id, jobs[0].trialIds.length]; // => [2, "t00000:s0", 9]
 */
export function checkedPlan<Item>(protocol: Protocol<Item>, items: Item[], options: Record<string, unknown>, context?: PlanContext): Job<Item>[] {
  const jobs = protocol.plan(items, options, context);
  const jobIds = new Set<string>();
  const trials = new Set<string>();
  for (const j of jobs) {
    if (jobIds.has(j.id)) throw new Error(`protocol ${protocol.name}: plan has job id ${JSON.stringify(j.id)} twice`);
    jobIds.add(j.id);
    for (const t of j.trialIds) {
      if (trials.has(t)) throw new Error(`protocol ${protocol.name}: plan has trial id ${JSON.stringify(t)} twice`);
      trials.add(t);
    }
  }
  return jobs;
}

/**
 * The jobs with at least one trial id not in `completed` (and jobs planning no trial), in plan order.
 *
 * @example
 * pendingJobs(jobs, new Set(jobs[0].trialIds)).map((j) => j.id); // => ["t00001:s0"]
 */
export function pendingJobs<J extends Job<unknown>>(jobs: readonly J[], completed: ReadonlySet<string>): J[] {
  return jobs.filter((j) => j.trialIds.length === 0 || j.trialIds.some((t) => !completed.has(t)));
}
