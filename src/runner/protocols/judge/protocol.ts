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
import { projectPath } from "../../../paths.js";
import type { TrialRecord } from "../../../schema/records.js";
import { modelTrialPrefix, type Job, type JobContext, type JobResult, type PlanContext, type Protocol } from "../../types.js";
import { judgeLoadBank, type JudgeTask } from "./bank.js";
import { judgeLoadDictionary } from "./dictionary.js";
import { judgeRunTrajectory, type JudgeDriverEnv } from "./driver.js";
import type { JudgeMasterDictionary } from "./meta-cluster.js";
import { JUDGE_OPTIONS, JUDGE_SAMPLING, judgeRunOptions, type JudgeRunOptions } from "./options.js";
import { JUDGE_PARSER_VERSION } from "./parse.js";
import { judgeLoadPrompts, type JudgePromptSet } from "./prompts.js";
import { judgeDefaultDictionary, judgeReparseRecord } from "./reparse.js";
import { judgeLoadTraces, type JudgeTrace } from "./traces.js";

/** One bank item: a task with the swarms to run it under and the dictionary. */
export interface JudgeItem {
  task: JudgeTask;
  swarms: string[][];
  dictionary: JudgeMasterDictionary;
}

/** Per-call models of one trajectory (undefined = the run's model); see `options.ts`. */
export type JudgeCallModels = Pick<JudgeRunOptions, "judgeModel" | "extractModel" | "judgeName" | "extractName">;

const uuidOf = (task: JudgeTask, swarm: readonly string[], prefix = "") => `${prefix}judge:${task.id}:${swarm.join("+") || "solo"}`;

/**
 * The template set a run uses (`--prompts DIR`, default `scenarios/judge/prompts`).
 * @example
 * judgePromptSetFor({}).version; // => "judge-prompts-2"
 */
export function judgePromptSetFor(options: Record<string, unknown>): JudgePromptSet {
  const dir = typeof options.prompts === "string" && options.prompts !== "" ? options.prompts : projectPath("scenarios", "judge", "prompts");
  return judgeLoadPrompts(dir);
}

interface JobOptions {
  swarm: string[];
  models: JudgeCallModels;
  extractInput: JudgeRunOptions["extractInput"];
  prompts: string;
  dictionary?: string;
  trace?: JudgeTrace;
}

function envOf(job: Job<JudgeItem>): { env: JudgeDriverEnv; o: JobOptions } {
  const o = job.options as unknown as JobOptions;
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
    // uuids carry the propagator model (and a judge/extractor other than it) so that several runs' logs load together
    const o = judgeRunOptions(options, context?.model ?? "");
    const prefix = modelTrialPrefix(context) + o.idPrefix;
    const set = judgePromptSetFor(options);
    if (o.dictionary) judgeLoadDictionary(o.dictionary); // fail at plan time on a bad dictionary
    const models: JudgeCallModels = { judgeModel: o.judgeModel, extractModel: o.extractModel, judgeName: o.judgeName, extractName: o.extractName };
    const base = { models, extractInput: o.extractInput, prompts: set.dir, dictionary: o.dictionary };
    if (o.traces) {
      const item = bank[0];
      return judgeLoadTraces(o.traces).map((trace) => ({
        id: `trace:${trace.uuid}`, item, trialIds: [`${prefix}trace:${trace.uuid}`], options: { ...base, swarm: trace.auditor_list, trace } as unknown as Record<string, unknown>,
      }));
    }
    return bank.flatMap((item) =>
      item.swarms.map((swarm) => ({ id: uuidOf(item.task, swarm), item, trialIds: [uuidOf(item.task, swarm, prefix)], options: { ...base, swarm } as unknown as Record<string, unknown> })),
    );
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
