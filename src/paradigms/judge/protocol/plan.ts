/**
 * Jobs from the bank and the options (`protocol.plan`): one per (task, swarm)
 * pair of the bank, or one per line of `--traces FILE.jsonl`. Trial ids (=
 * `uuid`): `<model>:<judge/extract prefix>judge:<task>:<swarm>`, or
 * `<model>:<prefix>trace:<your uuid>`. Fails at plan time on a bad option,
 * template set, dictionary or traces file (nothing is sent).
 *
 * @example
 * judgePlan(protocol.loadBank("scenarios/judge"), {}, { model: "typical" }).length; // => 48 (12 tasks × 4 swarms)
 */
import { projectPath } from "../../../paths.js";
import { modelTrialPrefix, type Job, type PlanContext } from "../../../runner/types.js";
import type { JudgeTask } from "./bank.js";
import { judgeLoadDictionary } from "./dictionary.js";
import { UsageError } from "../../../errors.js";
import { judgeRecordModelName, judgeRunOptions, type JudgeRunOptions } from "./options.js";
import type { JudgeCallModels, JudgeItem } from "./item.js";
import { judgeLoadPrompts, type JudgePromptSet } from "./prompts.js";
import { judgeLoadTraces, type JudgeTrace } from "./traces.js";

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

/** What a job carries (serialisable: template and dictionary paths, not their contents). */
export interface JudgeJobOptions {
  swarm: string[];
  models: JudgeCallModels;
  extractInput: JudgeRunOptions["extractInput"];
  prompts: string;
  dictionary?: string;
  trace?: JudgeTrace;
}

/**
 * Plan the run.
 * @throws UsageError on bad options; DataError on a bad template set, dictionary or traces file
 * @example
 * judgePlan(bank, { "judge-model": "sim:resistant" }, { model: "typical" })[0].trialIds; // => ["typical:judge=resistant:judge:gaia-001:gpt"]
 */
export function judgePlan(bank: JudgeItem[], options: Record<string, unknown> = {}, context?: PlanContext): Job<JudgeItem>[] {
  if (options.judges !== undefined && options.judges !== null) return judgeRoundRobinPlan(bank, options, context);
  // uuids carry the propagator model (and a judge/extractor other than it) so that several runs' logs load together
  const o = judgeRunOptions(options, context?.model ?? "");
  const prefix = modelTrialPrefix(context) + o.idPrefix;
  const set = judgePromptSetFor(options);
  if (o.dictionary) judgeLoadDictionary(o.dictionary); // fail at plan time on a bad dictionary
  const models: JudgeCallModels = { judgeModel: o.judgeModel, extractModel: o.extractModel, judgeName: o.judgeName, extractName: o.extractName };
  const base: Omit<JudgeJobOptions, "swarm"> = { models, extractInput: o.extractInput, prompts: set.dir, dictionary: o.dictionary };
  if (o.traces) {
    const item = bank[0];
    const traces = judgeLoadTraces(o.traces);
    return (context?.limit !== undefined ? traces.slice(0, context.limit) : traces).map((trace) => ({
      id: `trace:${trace.uuid}`, item, trialIds: [`${prefix}trace:${trace.uuid}`], options: { ...base, swarm: trace.auditor_list, trace } as unknown as Record<string, unknown>,
    }));
  }
  return bank.flatMap((item) =>
    item.swarms.map((swarm) => ({ id: uuidOf(item.task, swarm), item, trialIds: [uuidOf(item.task, swarm, prefix)], options: { ...base, swarm } as unknown as Record<string, unknown> })),
  );
}

/**
 * Round-robin cross-blind judging (`--judges A,B,C`): the plan of `--judge-model J`
 * for every listed judge J other than the propagator (`context.model`), job ids
 * prefixed `judge=<J>:` so the judges' jobs stay apart; trial ids name the judge
 * as a single cross-blind run does. With `run --config` over several propagator
 * models and the same `judges` list, one command runs the whole propagator ×
 * judge grid (the paper's judges never grade their own family's traces).
 * @throws UsageError with `--judge-model` too, or when no listed judge differs from the propagator
 * @example
 * judgeRoundRobinPlan(judgeBank, { judges: ["sim:typical", "sim:resistant", "sim:susceptible"] }, { model: "typical" }).length;
 * // 96 on the shipped bank: 48 trajectories × 2 judges (test/paradigms/judge/protocol/round-robin.test.ts)
 */
export function judgeRoundRobinPlan(bank: JudgeItem[], options: Record<string, unknown>, context?: PlanContext): Job<JudgeItem>[] {
  const raw = options.judges;
  const judges = (Array.isArray(raw) ? raw.map(String) : String(raw).split(",")).map((s) => s.trim()).filter(Boolean);
  if (options["judge-model"] !== undefined) throw new UsageError("--judges and --judge-model contradict each other (give one)");
  const propagator = context?.model ?? "";
  const cross = [...new Set(judges)].filter((j) => judgeRecordModelName(j) !== propagator);
  if (cross.length === 0) throw new UsageError(`--judges: no judge other than the propagator ${JSON.stringify(propagator)} (received ${JSON.stringify(judges)})`);
  const { judges: _j, ...rest } = options;
  return cross.flatMap((j) => judgePlan(bank, { ...rest, "judge-model": j }, context).map((job) => ({ ...job, id: `judge=${judgeRecordModelName(j)}:${job.id}` })));
}
