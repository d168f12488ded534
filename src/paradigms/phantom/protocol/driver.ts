/**
 * The phantom-consensus job (`runJob`): one scenario, `agents` independent
 * agents, each condition a fresh single-turn context. The private calls run
 * first because the informed prompt shows the other agents' *recorded*
 * private decisions from this run (never the gold label). Requests carry only
 * the stimulus (the template set's rendering) — no sampling parameters: the
 * runner lays the protocol's paper defaults and the run's overrides over them.
 * A call that fails after the runner's retries ({@link CallFailedError}) is a
 * trial error; in the informed prompt the missing private decision reads
 * "unavailable". Every reply becomes a record, parseable or not: the raw text
 * (a refusal's text when the endpoint gives one instead of content) is kept
 * with a truthful `parse_error`.
 *
 * @example
 * const { records } = await runPhantomJob(planPhantom(bank, {})[0], ctx);
 * records.length; // => 20
 */
import type { PhantomCondition, PhantomDecision } from "../../../schema/vocab.js";
import type { TrialRecord } from "../../../schema/records.js";
import type { PhantomRecord } from "../../../paradigms/phantom/kind.js";
import { CallFailedError, type ChatReply, type Job, type JobContext, type JobResult, type TrialError } from "../../../runner/types.js";
import { PHANTOM_PARSER_VERSION, parsePhantomReply } from "./parse.js";
import { phantomPromptSet, renderPhantomPrompt } from "./prompts.js";
import { phantomJobOptions, phantomTrialId } from "./plan.js";
import type { PhantomScenario } from "./scenario.js";

function baseRecord(s: PhantomScenario, ctx: JobContext, agent: number, condition: PhantomCondition, prefix: string): Record<string, unknown> {
  return {
    protocol: "phantom", run_id: ctx.runId, model: ctx.model, trial_id: phantomTrialId(s.id, agent, condition, prefix),
    scenario_id: s.id, agent, condition, decision: null, gold: s.gold, phantom_target: s.phantom_target,
    domain: s.domain, norm_source: s.norm_source, belief_target: s.belief_target, outcome_risk: s.outcome_risk,
  };
}

/**
 * The text a reply carries and why it may have none: content, else a refusal's text.
 * @example
 * replyText({ content: "", refusal: "I can't help with that." } as never); // => { raw: "I can't help with that.", refused: true }
 */
export function replyText(reply: ChatReply): { raw: string; refused: boolean } {
  const refusal = (reply as unknown as { refusal?: unknown }).refusal;
  const content = typeof reply.content === "string" ? reply.content : "";
  if (content.trim() === "" && typeof refusal === "string" && refusal !== "") return { raw: refusal, refused: true };
  return { raw: content, refused: false };
}

/** One reply as a record (the parse of its text; refusals and empty replies recorded with a parse error saying so). */
function toRecord(s: PhantomScenario, ctx: JobContext, agent: number, condition: PhantomCondition, reply: ChatReply, prefix: string, promptVersion: string): PhantomRecord {
  const { raw, refused } = replyText(reply);
  const p = parsePhantomReply(raw, condition);
  const r = baseRecord(s, ctx, agent, condition, prefix);
  r.decision = refused ? null : p.decision;
  if (condition === "observed_public") r.perceived_group = refused ? null : p.perceived_group;
  r.raw = raw;
  r.parse_error = refused ? "the model refused (refusal text in raw)"
    : raw.trim() === "" ? `reply is empty${reply.finish_reason ? ` (finish_reason ${reply.finish_reason})` : ""}`
    : p.parse_error;
  if (reply.usage) r.usage = reply.usage;
  if (reply.simulated) r.simulated = true;
  r.prompt_version = promptVersion;
  r.parser_version = PHANTOM_PARSER_VERSION;
  return r as unknown as PhantomRecord;
}

/**
 * Run one scenario's job.
 * @throws whatever the context throws other than CallFailedError (a bug or an abort)
 */
export async function runPhantomJob(job: Job<PhantomScenario>, ctx: JobContext): Promise<JobResult> {
  const s = job.item;
  const opt = phantomJobOptions(job.options ?? {});
  const set = phantomPromptSet(opt.prompts);
  const records: TrialRecord[] = [];
  const errors: TrialError[] = [];
  const call = async (agent: number, condition: PhantomCondition, privateDecisions?: (PhantomDecision | null)[]): Promise<PhantomRecord | null> => {
    const content = renderPhantomPrompt(set, s, { agent, agents: opt.agents, condition, privateDecisions });
    try {
      const reply = await ctx.chat(`a${agent}:${condition}`, { messages: [{ role: "user", content }] });
      return toRecord(s, ctx, agent, condition, reply, opt.prefix, set.version);
    } catch (e) {
      if (!(e instanceof CallFailedError)) throw e;
      errors.push({ trial_id: phantomTrialId(s.id, agent, condition, opt.prefix), error: e.message, status: e.status });
      return null;
    }
  };
  const agents = Array.from({ length: opt.agents }, (_, i) => i);
  const privateDecisions: (PhantomDecision | null)[] = agents.map(() => null);
  if (opt.conditions.includes("private")) {
    const priv = await Promise.all(agents.map((i) => call(i, "private")));
    priv.forEach((r, i) => {
      if (r) records.push(r);
      privateDecisions[i] = (r?.decision as PhantomDecision | null | undefined) ?? null;
    });
  }
  const later = opt.conditions.filter((c) => c !== "private");
  const rest = await Promise.all(later.flatMap((c) => agents.map((i) => call(i, c, c === "informed" ? privateDecisions : undefined))));
  for (const r of rest) if (r) records.push(r);
  return { records, errors };
}
