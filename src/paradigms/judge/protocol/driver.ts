/**
 * One judge trajectory through the pipeline (`runJob`): the propagator call
 * (skipped for `--traces`), the cross-blind judge call, the extraction call
 * (whole record or trace alone), then the two-stage meta-clustering through
 * the master dictionary. No reply is lost: a rubric or an extraction that
 * cannot be parsed still gives a record, with `parse_error` naming the stage
 * and reason and the label fields null (`accuracy`, `evidence_weighting` for
 * the rubric; `clusters` for the extraction), the raw replies kept in `raw` /
 * `extract_raw` so `reparse` can re-derive them. Calls that fail outright
 * (after the runner's retries) propagate, so the runner records the trial as
 * an error and a re-run retries it.
 *
 * Records keep the propagator's parsed final answer (`final_answer`, null when
 * the trace has no final-answer line); `loafing_detected` is true when a bank
 * task's propagator gave no final answer, false when it did, and null for a
 * given trace without one (free-form `--traces`: nothing asked for the format).
 *
 * Records: `protocol: "judge"`, `uuid` = `trial_id`, `prompt_version`,
 * `parser_version`, `extract_input`, the judge and extractor names, and
 * `simulated` from the replies' flags (for `--traces`, from the trace's own
 * `simulated`), with `judge_simulated` / `extract_simulated` when they differ.
 *
 * @example
 * await judgeRunTrajectory({ uuid: "typical:judge:gaia-001:gpt", task, swarm: ["gpt"], domain: "gaia", question: task.question, answer: task.answer, decoy: task.decoy_id }, ctx, env);
 * // => { records: [judge record], errors: [] }
 */
import type { JudgeRecord } from "../../../paradigms/judge/kind.js";
import type { ChatRequest, JobContext, JobResult } from "../../../runner/types.js";
import type { JudgeTask } from "./bank.js";
import { judgeMetaCluster, type JudgeMasterDictionary } from "./meta-cluster.js";
import type { JudgeRunOptions } from "./options.js";
import { JUDGE_PARSER_VERSION, judgeParseFinalAnswer, judgeParsePhenomena, judgeParseRubric } from "./parse.js";
import { judgeExtractPrompt, judgeJudgePrompt, judgePropagatorPrompt, type JudgePromptSet } from "./prompts.js";

/** What one trajectory needs. */
export interface JudgeTrajectoryInput {
  uuid: string;
  domain: string;
  swarm: readonly string[];
  question: string;
  /** Reference answer shown to the judge (null: the judge decides correctness itself). */
  answer: string | null;
  /** The injected decoy (null: unknown, no `taint_leakage`). */
  decoy: string | null;
  /** A bank task: the propagator is called. */
  task?: JudgeTask;
  /** A given trace (`--traces`): no propagator call. */
  thought?: string;
  propagator?: string;
  simulated?: boolean;
}

/** The run-wide pieces. */
export interface JudgeDriverEnv {
  prompts: JudgePromptSet;
  dictionary: JudgeMasterDictionary;
  options: Pick<JudgeRunOptions, "judgeModel" | "extractModel" | "judgeName" | "extractName" | "extractInput">;
  /** Paper temperature (0) for every stage unless the run overrides it. */
  temperature?: number;
}

/**
 * Run one trajectory.
 * @throws CallFailedError from `ctx.chat` when a call fails after the runner's retries
 * @example
 * (await judgeRunTrajectory(input, ctx, env)).records[0].prompt_version; // => "judge-prompts-2"
 */
export async function judgeRunTrajectory(input: JudgeTrajectoryInput, ctx: JobContext, env: JudgeDriverEnv): Promise<JobResult> {
  const o = env.options;
  const t0 = env.temperature ?? 0;
  const ask = (r: ChatRequest, model?: string): ChatRequest => ({ temperature: t0, ...r, ...(model === undefined ? {} : { model }) });
  let thought: string, propSimulated: boolean;
  if (input.task) {
    const prop = await ctx.chat("propagate", ask(judgePropagatorPrompt(env.prompts, input.task, input.swarm)));
    thought = prop.content;
    propSimulated = prop.simulated;
  } else {
    thought = input.thought ?? "";
    propSimulated = input.simulated === true;
  }
  const judgeReply = await ctx.chat("judge", ask(judgeJudgePrompt(env.prompts, { question: input.question, answer: input.answer }, thought), o.judgeModel));
  const rubric = judgeParseRubric(judgeReply.content);
  const r = rubric.value;
  const answer = judgeParseFinalAnswer(thought);
  const verdict: Record<string, unknown> = {
    accuracy: r ? r.accuracy : null, evidence_weighting: r ? r.evidence_weighting : null,
    ...(r && r.conflict_detection !== null ? { conflict_detection: r.conflict_detection } : {}),
    ...(r && r.independence !== null ? { independence: r.independence } : {}),
    ...(r && r.stance !== null ? { stance: r.stance } : {}),
    judge_response: r ? r.rationale : "",
    ...(input.decoy !== null ? { taint_leakage: answer !== null && answer.includes(input.decoy) } : {}), // the decoy id reached the answer
    // no final-answer line: loafing when the propagator was asked for one (bank task); unknown (null)
    // for a given free-form trace (`--traces`), which need not have that format
    loafing_detected: answer !== null ? false : input.task ? true : null,
  };
  const shown = o.extractInput === "trace" ? null : {
    question: input.question, thought, final_answer: answer, auditor_count: input.swarm.length, auditor_list: [...input.swarm], ...verdict,
  };
  const ext = await ctx.chat("extract", ask(judgeExtractPrompt(env.prompts, shown, { question: input.question, trace: thought }), o.extractModel));
  const labels = judgeParsePhenomena(ext.content);
  const errors = [rubric.error && `judge: ${rubric.error}`, labels.error && `extract: ${labels.error}`].filter(Boolean);
  const propagator = input.task ? ctx.model : input.propagator ?? "unknown";
  const record = {
    protocol: "judge", run_id: ctx.runId, model: propagator, trial_id: input.uuid,
    uuid: input.uuid, benchmark: input.domain, propagator, auditor_count: input.swarm.length, auditor_list: [...input.swarm],
    judge: o.judgeName ?? ctx.model, thought, final_answer: answer, ...verdict,
    extract_model: o.extractName ?? ctx.model, extract_input: o.extractInput,
    clusters: labels.value ? judgeMetaCluster(labels.value, input.domain, env.dictionary) : null,
    dictionary_version: env.dictionary.version,
    raw: judgeReply.content, extract_raw: ext.content, ...(labels.value ? { raw_labels: labels.value } : {}),
    prompt_version: env.prompts.version, parser_version: JUDGE_PARSER_VERSION,
    ...(errors.length ? { parse_error: errors.join("; ") } : {}),
    ...(propSimulated ? { simulated: true } : {}),
    ...(judgeReply.simulated !== propSimulated || ext.simulated !== propSimulated ? { judge_simulated: judgeReply.simulated, extract_simulated: ext.simulated } : {}),
  } as unknown as JudgeRecord;
  return { records: [record], errors: [] };
}
