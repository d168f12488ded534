/**
 * The hidden-profile protocol plug-in (HiddenBench): bank = tasks in the
 * public schema (`scenarios/hidden_profile` by default, or any file of that
 * shape); jobs = one (task, session, variant) each in `session` mode, or one
 * candidate each in `draft` mode (`tasks generate`). Options: see
 * {@link hpRunConfig}.
 *
 * @example
 * const jobs = hiddenProfileProtocol.plan(loadHiddenProfileTasks("scenarios/hidden_profile"), { sessions: 2, rounds: 5 });
 * jobs[0].id;          // => "hp-001:rounds-5:s0"
 * jobs[0].trialIds[0]; // => "hp-001:rounds-5:s0:a0:pre"
 * hiddenProfileProtocol.plan(bank, { model: "typical" })[0].id; // => "typical|hp-001:baseline:s0"
 */
import type { HiddenProfileRecord } from "../../../schema/records.js";
import { withModelOption, type Job, type Protocol } from "../../types.js";
import { runHpDraft } from "./draft-job.js";
import { HP_PARSER_VERSION, parseHpVote } from "./parse-reply.js";
import { hpRunConfig } from "./run-config.js";
import { hpTrialId, runHpSession } from "./session-job.js";
import { loadHiddenProfileTasks, type HiddenProfileTask } from "./task-schema.js";

/** The hidden-profile protocol driver: loads the task bank and plans session or draft jobs (see the file comment). */
export const hiddenProfileProtocol: Protocol<HiddenProfileTask> = {
  name: "hidden_profile",
  parserVersion: HP_PARSER_VERSION,
  defaultBank: "scenarios/hidden_profile",
  loadBank: loadHiddenProfileTasks,
  plan(bank, options, context) {
    // trial ids carry the model unless given explicitly, so several models' logs load together
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
    for (const task of bank) {
      const n = cfg.agents ?? task.hidden_information.length;
      for (let s = 0; s < cfg.sessions; s++) {
        const id = `${cfg.idPrefix}${task.id}:${cfg.variant}:s${s}`;
        const trialIds: string[] = [];
        for (const phase of cfg.phases) for (let a = 0; a < n; a++) trialIds.push(hpTrialId(id, a, phase));
        jobs.push({ id, item: task, trialIds, options: { session: s, n, config: cfg } });
      }
    }
    return jobs;
  },
  runJob(job, ctx) {
    return (job.options?.config as { mode?: string } | undefined)?.mode === "session" ? runHpSession(job, ctx) : runHpDraft(job, ctx);
  },
  reparse(record) {
    const r = record as HiddenProfileRecord;
    if (typeof r.raw !== "string" || !Array.isArray(r.options)) return record;
    const p = parseHpVote(r.raw, r.options as string[]);
    return { ...r, vote: p.vote, parse_error: p.error, rationale: p.rationale };
  },
};
