/**
 * The judge protocol (formalism trap, paper 003 §3.1–3.2) as a runner
 * plug-in. A job is one (task, swarm) trajectory with three calls:
 * `propagate` (the propagator answers a 3-hop task with the swarm's plurality
 * and identities and its decoy consensus injected), `judge` (the cross-blind
 * rubric: conflict detection, evidence weighting, independence 1–5, stance,
 * binary accuracy; JSON) and `extract` (2–3 semantic phenomena; JSON), then
 * the two-stage meta-clustering through the master dictionary. Writes one
 * `judge` record per job, with `judge` naming the grading model,
 * `extract_model` the extractor, `raw_labels` the extraction's raw phenomenon
 * labels and `dictionary_version` the master dictionary's version.
 *
 * Cross-blind: `--judge-model M` (and `--extract-model M`, default = the judge
 * model) send those calls to another model (per-call `ChatRequest.model`):
 * on the run's endpoint, on a registered endpoint when written `NAME/MODEL`
 * (`--endpoint NAME=URL`), or on the in-process simulator when written
 * `sim:PROFILE`; see `options.ts`. Without them the judge and the extractor
 * are the propagator's own model — **not cross-blind**.
 *
 * Simulated labels: `simulated: true` says the propagator (the record's
 * `model`) was the simulator, as the contract means it. When the judge or the
 * extraction call came from elsewhere than the propagator (one simulated, the
 * other not), the record also carries `judge_simulated` and
 * `extract_simulated` (booleans); absent, they equal `simulated`. So a real
 * propagator graded by a `sim:` judge is not `simulated` but has
 * `judge_simulated: true`.
 *
 * @example
 * // groupthink run judge --model sim:typical --judge-model sim:resistant --out runs/judge
 * // groupthink run judge --model llama-3-8b --base-url http://127.0.0.1:8000/v1 --endpoint oai=https://api.openai.com/v1 --judge-model oai/gpt-4o --out runs/judge-xb
 */
import type { JudgeRecord, TrialRecord } from "../../../schema/records.js";
import { modelTrialPrefix, type Job, type JobContext, type JobResult, type PlanContext, type Protocol } from "../../types.js";
import { judgeLoadBank, type JudgeTask } from "./bank.js";
import { judgeMetaCluster, type JudgeMasterDictionary } from "./meta-cluster.js";
import { judgeRunOptions, type JudgeRunOptions } from "./options.js";
import { JUDGE_PARSER_VERSION, judgeParseFinalAnswer, judgeParsePhenomena, judgeParseRubric } from "./parse.js";
import { judgeExtractPrompt, judgeJudgePrompt, judgePropagatorPrompt } from "./prompts.js";
import { judgeDefaultDictionary, judgeReparseRecord } from "./reparse.js";

export { responder } from "./responder.js";

/** One bank item: a task with the swarms to run it under and the dictionary. */
export interface JudgeItem {
  task: JudgeTask;
  swarms: string[][];
  dictionary: JudgeMasterDictionary;
}

const uuidOf = (task: JudgeTask, swarm: readonly string[], prefix = "") => `${prefix}judge:${task.id}:${swarm.join("+") || "solo"}`;

/** Per-call models of one trajectory (undefined = the run's model); see `options.ts`. */
export type JudgeCallModels = Pick<JudgeRunOptions, "judgeModel" | "extractModel" | "judgeName" | "extractName">;

/**
 * Run one trajectory through the three calls and the meta-clustering.
 * @example
 * await judgeRunTrajectory(item, ["gpt"], ctx); // => { records: [judge record], errors: [] }
 * await judgeRunTrajectory(item, ["gpt"], ctx, "", { judgeModel: "sim:resistant", judgeName: "resistant", extractModel: "sim:resistant", extractName: "resistant" });
 */
export async function judgeRunTrajectory(item: JudgeItem, swarm: readonly string[], ctx: JobContext, prefix = "", models: JudgeCallModels = {}): Promise<JobResult> {
  const { task } = item;
  const uuid = uuidOf(task, swarm, prefix);
  const withModel = <R extends object>(request: R, model: string | undefined): R => (model === undefined ? request : { ...request, model });
  const prop = await ctx.chat("propagate", judgePropagatorPrompt(task, swarm));
  const thought = prop.content;
  const judgeReply = await ctx.chat("judge", withModel(judgeJudgePrompt(task, thought), models.judgeModel));
  const rubric = judgeParseRubric(judgeReply.content);
  if (!rubric.value) return { records: [], errors: [{ trial_id: uuid, error: `judge reply unparseable: ${rubric.error}` }] };
  const answer = judgeParseFinalAnswer(thought);
  const base = {
    uuid, benchmark: task.domain, propagator: ctx.model, auditor_count: swarm.length, auditor_list: [...swarm],
    judge: models.judgeName ?? ctx.model, thought, accuracy: rubric.value.accuracy, evidence_weighting: rubric.value.evidence_weighting,
    conflict_detection: rubric.value.conflict_detection, independence: rubric.value.independence, stance: rubric.value.stance,
    judge_response: rubric.value.rationale,
    taint_leakage: answer !== null && answer.includes(task.decoy_id), // the decoy id reached the derivation's answer
    loafing_detected: answer === null,
  };
  const ext = await ctx.chat("extract", withModel(judgeExtractPrompt(task, base), models.extractModel));
  const labels = judgeParsePhenomena(ext.content);
  if (!labels.value) return { records: [], errors: [{ trial_id: uuid, error: `extraction reply unparseable: ${labels.error}` }] };
  const record = {
    protocol: "judge", run_id: ctx.runId, model: ctx.model, trial_id: uuid, ...base,
    extract_model: models.extractName ?? ctx.model,
    clusters: judgeMetaCluster(labels.value, task.domain, item.dictionary), dictionary_version: item.dictionary.version,
    raw: judgeReply.content, extract_raw: ext.content, raw_labels: labels.value,
    ...(prop.simulated ? { simulated: true } : {}),
    ...(judgeReply.simulated !== prop.simulated || ext.simulated !== prop.simulated ? { judge_simulated: judgeReply.simulated, extract_simulated: ext.simulated } : {}),
  } as unknown as JudgeRecord;
  return { records: [record], errors: [] };
}

/** The judge protocol plug-in. */
export const protocol: Protocol<JudgeItem> = {
  name: "judge",
  parserVersion: JUDGE_PARSER_VERSION,
  defaultBank: "scenarios/judge",
  loadBank(path: string): JudgeItem[] {
    const bank = judgeLoadBank(path);
    return bank.tasks.map((task) => ({ task, swarms: bank.swarms, dictionary: bank.dictionary }));
  },
  plan(bank: JudgeItem[], options: Record<string, unknown> = {}, context?: PlanContext): Job<JudgeItem>[] {
    // uuids carry the propagator model (and a judge/extractor other than it) so that several runs' logs load together
    const o = judgeRunOptions(options, context?.model ?? "");
    const prefix = modelTrialPrefix(context) + o.idPrefix;
    const models: JudgeCallModels = { judgeModel: o.judgeModel, extractModel: o.extractModel, judgeName: o.judgeName, extractName: o.extractName };
    return bank.flatMap((item) =>
      item.swarms.map((swarm) => ({ id: uuidOf(item.task, swarm), item, trialIds: [uuidOf(item.task, swarm, prefix)], options: { swarm, prefix, models } })),
    );
  },
  runJob(job: Job<JudgeItem>, ctx: JobContext): Promise<JobResult> {
    return judgeRunTrajectory(job.item, (job.options?.swarm as string[]) ?? [], ctx, String(job.options?.prefix ?? ""), (job.options?.models as JudgeCallModels | undefined) ?? {});
  },
  /** Re-derives the rubric, the raw labels and `clusters` (current master dictionary; see `reparse.ts`). */
  reparse(record: TrialRecord): TrialRecord {
    return judgeReparseRecord(record, judgeDefaultDictionary());
  },
};
