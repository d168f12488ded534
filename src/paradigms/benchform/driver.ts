/**
 * `runJob` of BenchForm: one chat call per planned call of the item (raw,
 * then each protocol at each majority size), each a record with the answer
 * parsed from the reply; a failed call is a trial error, never an answer.
 *
 * @example
 * // the runner calls it: await runBenchformJob(job, ctx) returns { records: [...], errors: [] }
 */
import { replyEnvelope } from "../../runner/envelope.js";
import { CallFailedError, type Job, type JobContext, type JobResult, type TrialError } from "../../runner/types.js";
import type { TrialRecord } from "../../schema/records.js";
import type { BenchformItem } from "./bank.js";
import type { BenchformRecord } from "./kind.js";
import { BENCHFORM_PARSER_VERSION, parseBenchformAnswer } from "./parse.js";
import { benchformScripts, type BenchformJobOptions } from "./plan.js";
import { BENCHFORM_PROMPT_VERSION, benchformLetter, benchformMessages } from "./prompts.js";

/**
 * Run one BenchForm job.
 *
 * @param job a job from {@link planBenchform}
 * @param ctx the runner's job context
 * @example
 * // const { records } = await runBenchformJob(job, ctx); records[0].condition is "raw"
 */
export async function runBenchformJob(job: Job<BenchformItem>, ctx: JobContext): Promise<JobResult> {
  const { item } = job;
  const { calls, empowered } = job.options as unknown as BenchformJobOptions;
  const records: TrialRecord[] = [];
  const errors: TrialError[] = [];
  for (const [i, call] of calls.entries()) {
    const trialId = job.trialIds[i];
    const { peers, history } = benchformScripts(item, call);
    const messages = benchformMessages({ question: item, peers, history, empowered });
    try {
      const reply = await ctx.chat(call.key, { messages });
      const parsed = parseBenchformAnswer(reply.content, item.options.length);
      const record: BenchformRecord = {
        ...replyEnvelope(ctx, "benchform", trialId, reply),
        parse_error: parsed.error,
        item_id: item.id,
        task: item.task,
        condition: call.condition,
        majority: call.majority,
        rounds: call.rounds,
        mode: empowered ? "empowered" : "default",
        n_options: item.options.length,
        guided_answer: peers === null ? null : benchformLetter(peers.majorityAnswer),
        answer: parsed.answer,
        gold: benchformLetter(item.gold),
        prompt_version: BENCHFORM_PROMPT_VERSION,
        parser_version: BENCHFORM_PARSER_VERSION,
      };
      records.push(record as unknown as TrialRecord); // JobResult holds the four contract kinds by type; benchform records are checked by their own kind above
    } catch (e) {
      if (!(e instanceof CallFailedError)) throw e;
      errors.push({ trial_id: trialId, error: e.message, status: e.status });
    }
  }
  return { records, errors };
}
