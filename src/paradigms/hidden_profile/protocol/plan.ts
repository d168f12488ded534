/**
 * Jobs of a hidden-profile run from the bank and the options: one per
 * (task, session) in `session` mode (trial ids `<model>|<task>:<variant>:s<k>:a<i>:<phase>`),
 * or one per candidate in `draft` mode (`tasks generate`). Bank-dependent
 * checks are usage errors here: `--adversarial` larger than a task's group,
 * `--agents` other than the group a task is written for (see group-size.ts), a
 * `post` vote with `--rounds 0`.
 *
 * @example
 * const task = { id: "t1", name: "n", description: "d", shared_information: ["s"], hidden_information: ["a", "b", "c"], possible_answers: ["X", "Y"], correct_answer: "X" };
 * const jobs = planHiddenProfile([task], { sessions: 2, rounds: 5 });
 * jobs.map((j) => j.id);  // => ["t1:rounds-5:s0", "t1:rounds-5:s1"]
 * jobs[0].trialIds[0];    // => "t1:rounds-5:s0:a0:pre"
 * planHiddenProfile([task], { adversarial: 4 }); // throws UsageError: --adversarial 4 is larger than the group of task "t1" (3 agents); use at most 3
 */
import { UsageError } from "../../../errors.js";
import { withModelOption, type Job, type PlanContext } from "../../../runner/types.js";
import type { HiddenProfileTask } from "./bank.js";
import { hpTrialId } from "./driver.js";
import { hpGroupSize } from "./group-size.js";
import { hpRunConfig } from "./options.js";

/** Plan the jobs (see module doc). @throws UsageError for a bad option or one the bank contradicts */
export function planHiddenProfile(bank: HiddenProfileTask[], options: Record<string, unknown>, context?: PlanContext): Job<HiddenProfileTask>[] {
  const cfg = hpRunConfig(withModelOption(options, context));
  const jobs: Job<HiddenProfileTask>[] = [];
  if (cfg.mode === "draft") {
    const width = String(cfg.count - 1).length;
    for (let k = 0; k < cfg.count; k++) {
      const candidate = `${cfg.prefix}-${String(k).padStart(Math.max(3, width), "0")}`;
      const agents = cfg.agents ?? 3 + (k % 5);
      jobs.push({ id: `draft:${candidate}`, item: bank[k % bank.length], trialIds: [], options: { candidate, agents } });
    }
    return jobs;
  }
  if (cfg.phases.includes("post") && cfg.rounds === 0) throw new UsageError("--rounds 0 leaves nothing to discuss before the post vote: use --phases pre,full or --rounds >= 1");
  for (const task of bank) {
    const n = hpGroupSize(task, cfg.agents);
    if (cfg.adversarial > n) {
      throw new UsageError(`--adversarial ${cfg.adversarial} is larger than the group of task ${JSON.stringify(task.id)} (${n} agents); use at most ${n}`);
    }
    for (let s = 0; s < cfg.sessions; s++) {
      const id = `${cfg.idPrefix}${task.id}:${cfg.variant}:s${s}`;
      const trialIds: string[] = [];
      for (const phase of cfg.phases) for (let a = 0; a < n; a++) trialIds.push(hpTrialId(id, a, phase));
      jobs.push({ id, item: task, trialIds, options: { session: s, n, config: cfg } });
    }
  }
  return jobs;
}
