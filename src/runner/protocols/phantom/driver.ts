/**
 * The phantom-consensus driver: one job per scenario; `agents` independent
 * agents (default 4, at least 3), each condition a fresh single-turn context.
 * The private calls run first because the informed prompt shows the other
 * agents' *recorded* private decisions from this run (never the gold label).
 * A call that fails after the runner's retries ({@link CallFailedError}) is a
 * trial error for that trial; in the informed prompt the missing private
 * decision reads "unavailable".
 *
 * Protocol options: `agents` (integer ≥ 3), `conditions` (comma list or array,
 * a subset of the five; `informed` implies `private`), `trial-prefix` (string
 * prepended to every trial id as `PREFIX:`, so that logs of several models can
 * be loaded together — the loader rejects a trial id repeated across files).
 * Unknown options are a RangeError.
 *
 * @example
 * const jobs = protocol.plan(loadPhantomBank("scenarios/phantom"), { agents: 4 });
 * jobs[0].trialIds.length; // => 20
 */
import { PHANTOM_CONDITIONS, isPhantomCondition, type PhantomCondition, type PhantomDecision } from "../../../schema/vocab.js";
import type { PhantomRecord, TrialRecord } from "../../../schema/records.js";
import { CallFailedError, type ChatReply, type Job, type JobContext, type JobResult, type Protocol, type TrialError } from "../../types.js";
import { loadPhantomBank } from "./load-bank.js";
import { PHANTOM_PARSER_VERSION, parsePhantomReply } from "./parse-reply.js";
import { PHANTOM_PROMPT_VERSION, phantomPrompt } from "./prompts.js";
import type { PhantomScenario } from "./scenario.js";

export interface PhantomJobOptions {
  agents: number;
  conditions: PhantomCondition[];
  /** Prefix of every trial id ("" for none). */
  prefix: string;
}

const KNOWN_OPTIONS = new Set(["agents", "conditions", "trial-prefix"]);

/** Deterministic trial id of one decision: `[PREFIX:]SCENARIO:aAGENT:CONDITION`. */
export function phantomTrialId(scenarioId: string, agent: number, condition: PhantomCondition, prefix = ""): string {
  return `${prefix ? `${prefix}:` : ""}${scenarioId}:a${agent}:${condition}`;
}

/**
 * Normalise the protocol options (from the CLI they arrive as strings).
 * @throws RangeError for agents < 3 or an unknown condition
 */
export function phantomJobOptions(options: Record<string, unknown>): PhantomJobOptions {
  for (const k of Object.keys(options)) if (!KNOWN_OPTIONS.has(k)) throw new RangeError(`phantom plan(options): unknown option ${JSON.stringify(k)} (known: agents, conditions, trial-prefix)`);
  const prefix = options["trial-prefix"] === undefined ? "" : String(options["trial-prefix"]);
  const a = options.agents === undefined ? 4 : Number(options.agents);
  if (!Number.isInteger(a) || a < 3) throw new RangeError(`phantom plan(agents): expected an integer >= 3, received ${JSON.stringify(options.agents)}`);
  let conds: string[] = [...PHANTOM_CONDITIONS];
  const c = options.conditions;
  if (c !== undefined) conds = (Array.isArray(c) ? c.map(String) : String(c).split(",")).map((x) => x.trim()).filter((x) => x !== "");
  for (const x of conds) if (!isPhantomCondition(x)) throw new RangeError(`phantom plan(conditions): expected a subset of ${PHANTOM_CONDITIONS.join(",")}, received ${JSON.stringify(x)}`);
  const set = new Set(conds);
  if (set.has("informed")) set.add("private");
  return { agents: a, conditions: PHANTOM_CONDITIONS.filter((x) => set.has(x)), prefix };
}

function baseRecord(s: PhantomScenario, ctx: JobContext, agent: number, condition: PhantomCondition, prefix: string): PhantomRecord {
  return {
    protocol: "phantom", run_id: ctx.runId, model: ctx.model, trial_id: phantomTrialId(s.id, agent, condition, prefix),
    scenario_id: s.id, agent, condition, decision: null, gold: s.gold, phantom_target: s.phantom_target,
    domain: s.domain, norm_source: s.norm_source, belief_target: s.belief_target, outcome_risk: s.outcome_risk,
  } as PhantomRecord;
}

function toRecord(s: PhantomScenario, ctx: JobContext, agent: number, condition: PhantomCondition, reply: ChatReply, prefix: string): PhantomRecord {
  const p = parsePhantomReply(reply.content, condition);
  const r = baseRecord(s, ctx, agent, condition, prefix) as Record<string, unknown>;
  r.decision = p.decision;
  if (condition === "observed_public") r.perceived_group = p.perceived_group;
  r.raw = reply.content;
  r.parse_error = p.parse_error;
  if (reply.usage) r.usage = reply.usage;
  r.latency_ms = reply.latency_ms;
  if (reply.simulated) r.simulated = true;
  r.prompt_version = PHANTOM_PROMPT_VERSION;
  r.parser_version = PHANTOM_PARSER_VERSION;
  return r as PhantomRecord;
}

async function runJob(job: Job<PhantomScenario>, ctx: JobContext): Promise<JobResult> {
  const s = job.item;
  const opt = phantomJobOptions(job.options ?? {});
  const records: TrialRecord[] = [];
  const errors: TrialError[] = [];
  const call = async (agent: number, condition: PhantomCondition, privateDecisions?: (PhantomDecision | null)[]): Promise<PhantomRecord | null> => {
    const content = phantomPrompt(s, { agent, agents: opt.agents, condition, privateDecisions });
    try {
      const reply = await ctx.chat(`a${agent}:${condition}`, { messages: [{ role: "user", content }], temperature: 0, json: true });
      return toRecord(s, ctx, agent, condition, reply, opt.prefix);
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

function reparse(record: TrialRecord): TrialRecord {
  if (record.protocol !== "phantom" || typeof record.raw !== "string") return record;
  const r = record as PhantomRecord;
  const p = parsePhantomReply(record.raw, r.condition);
  const out: Record<string, unknown> = { ...r, decision: p.decision, parse_error: p.parse_error, parser_version: PHANTOM_PARSER_VERSION };
  if (r.condition === "observed_public") out.perceived_group = p.perceived_group;
  return out as TrialRecord;
}

/** The phantom protocol plug-in. */
export const phantomProtocol: Protocol<PhantomScenario> = {
  name: "phantom",
  parserVersion: PHANTOM_PARSER_VERSION,
  defaultBank: "scenarios/phantom",
  loadBank: (path) => loadPhantomBank(path),
  plan(bank, options, context) {
    const opt = phantomJobOptions(options);
    // trial ids carry the model unless a prefix is given explicitly, so several models' logs load together
    if (options["trial-prefix"] === undefined && context?.model) opt.prefix = context.model;
    return bank.map((s) => ({
      id: s.id,
      item: s,
      trialIds: opt.conditions.flatMap((c) => Array.from({ length: opt.agents }, (_, i) => phantomTrialId(s.id, i, c, opt.prefix))),
      options: { agents: opt.agents, conditions: opt.conditions, "trial-prefix": opt.prefix },
    }));
  },
  runJob,
  reparse,
};
