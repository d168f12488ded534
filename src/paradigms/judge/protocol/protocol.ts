/**
 * The judge protocol plug-in (formalism trap, paper 003 §3.1–3.2). A job is
 * one trajectory: a (task, swarm) pair of the bank — propagator, judge and
 * extraction calls — or, with `--traces FILE.jsonl`, one of your own traces —
 * judge and extraction only; see `driver.ts`. Options: `options.ts`
 * (`JUDGE_OPTIONS`), paper sampling defaults `JUDGE_SAMPLING` (temperature 0);
 * templates: `prompts.ts` (`--prompts DIR`); the template set's version and hash
 * via `protocol.promptSet(options)`.
 *
 * Trial ids (= `uuid`): `<model>:<judge/extract prefix>judge:<task>:<swarm>`,
 * or `<model>:<prefix>trace:<your uuid>` for `--traces` (your uuid also in
 * `source_uuid`). The runner suffixes them per replicate (`--repeats`,
 * `--seed`); since judge records are keyed by `uuid`, it must suffix `uuid`
 * the same way (see the final report of this change).
 *
 * @example
 * // groupthink run judge --model sim:typical --judge-model sim:resistant --out runs/judge
 * // groupthink run judge --model sim:resistant --traces my-traces.jsonl --extract-input trace --out runs/judged
 */
import type { TrialRecord } from "../../../schema/records.js";
import { type Job, type JobContext, type JobResult, type PlanContext, type Protocol } from "../../../runner/types.js";
import { judgeLoadBank, type JudgeTask } from "./bank.js";
import { judgePlan, judgePromptSetFor, type JudgeJobOptions } from "./plan.js";
import { judgeLoadDictionary } from "./dictionary.js";
import { judgeRunTrajectory, type JudgeDriverEnv } from "./driver.js";
import type { JudgeMasterDictionary } from "./meta-cluster.js";
import { JUDGE_OPTIONS, JUDGE_SAMPLING, type JudgeRunOptions } from "./options.js";
import { JUDGE_PARSER_VERSION } from "./parse.js";
import { judgeLoadPrompts } from "./prompts.js";
import { judgeDefaultDictionary, judgeReparseRecord } from "./reparse.js";

export type { JudgeCallModels, JudgeItem } from "./item.js";
import type { JudgeItem } from "./item.js";

function envOf(job: Job<JudgeItem>): { env: JudgeDriverEnv; o: JudgeJobOptions } {
  const o = job.options as unknown as JudgeJobOptions;
  const dictionary = o.dictionary ? judgeLoadDictionary(o.dictionary) : job.item.dictionary;
  return { o, env: { prompts: judgeLoadPrompts(o.prompts), dictionary, options: { ...o.models, extractInput: o.extractInput } } };
}

/** The judge protocol plug-in. */
export const protocol: Protocol<JudgeItem> & { promptSet(options: Record<string, unknown>): { version: string; hash: string; dir: string } } = {
  name: "judge",
  parserVersion: JUDGE_PARSER_VERSION,
  defaultBank: "scenarios/judge",
  options: JUDGE_OPTIONS,
  sampling: JUDGE_SAMPLING,
  loadBank(path: string): JudgeItem[] {
    const bank = judgeLoadBank(path);
    return bank.tasks.map((task) => ({ task, swarms: bank.swarms, dictionary: bank.dictionary }));
  },
  plan(bank: JudgeItem[], options: Record<string, unknown> = {}, context?: PlanContext): Job<JudgeItem>[] {
    return judgePlan(bank, options, context);
  },
  async runJob(job: Job<JudgeItem>, ctx: JobContext): Promise<JobResult> {
    const { o, env } = envOf(job);
    const uuid = job.trialIds[0];
    if (o.trace) {
      const t = o.trace;
      const res = await judgeRunTrajectory({
        uuid, domain: t.benchmark, swarm: t.auditor_list, question: t.question, answer: t.reference_answer, decoy: t.decoy_id,
        thought: t.thought, propagator: t.propagator, simulated: t.simulated,
      }, ctx, env);
      return { ...res, records: res.records.map((r) => ({ ...r, source_uuid: t.uuid }) as TrialRecord) };
    }
    const task = job.item.task;
    return judgeRunTrajectory({ uuid, task, domain: task.domain, swarm: o.swarm, question: task.question, answer: task.answer, decoy: task.decoy_id }, ctx, env);
  },
  /** Re-derives the rubric, the raw labels and `clusters` (current master dictionary; see `reparse.ts`). */
  reparse(record: TrialRecord): TrialRecord {
    return judgeReparseRecord(record, judgeDefaultDictionary());
  },
  promptSet(options: Record<string, unknown>) {
    const s = judgePromptSetFor(options);
    return { version: s.version, hash: s.hash, dir: s.dir };
  },
};
