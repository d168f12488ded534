/**
 * Jobs from a bank and the parsed options: one job per scenario, whatever
 * the bank's size; `agents` × conditions trial ids per job. Trial ids are
 * `[PREFIX:]SCENARIO:aAGENT:CONDITION` — run bookkeeping, never sent to a model.
 *
 * @example
 * const jobs = planPhantom(bank.slice(0, 12), { agents: 4 });
 * jobs.length;             // => 12
 * jobs[0].trialIds.length; // => 20
 */
import { PHANTOM_CONDITIONS, isPhantomCondition, type PhantomCondition } from "../../../schema/vocab.js";
import { UsageError } from "../../../errors.js";
import type { Job, PlanContext } from "../../../runner/types.js";
import { PHANTOM_OPTIONS } from "./options.js";
import { phantomPromptSet } from "./prompts.js";
import type { PhantomScenario } from "./scenario.js";

/** Normalised options of one job. */
export interface PhantomJobOptions {
  agents: number;
  conditions: PhantomCondition[];
  /** Prefix of every trial id ("" for none). */
  prefix: string;
  /** Template folder (undefined = the shipped set). */
  prompts?: string;
}

const KNOWN = new Set(PHANTOM_OPTIONS.map((o) => o.name));

/**
 * Deterministic trial id of one decision.
 * @example
 * phantomTrialId("ph-001", 2, "private", "typical"); // => "typical:ph-001:a2:private"
 */
export function phantomTrialId(scenarioId: string, agent: number, condition: PhantomCondition, prefix = ""): string {
  return `${prefix ? `${prefix}:` : ""}${scenarioId}:a${agent}:${condition}`;
}

/**
 * Normalise the options (the runner's parser has already checked types; strings
 * from direct library calls are accepted too).
 * @throws UsageError for an unknown option, agents < 3, an unknown condition or an unreadable prompt folder
 * @example
 * phantomJobOptions({ conditions: "informed" }).conditions; // => ["private", "informed"]
 */
export function phantomJobOptions(options: Record<string, unknown>): PhantomJobOptions {
  for (const k of Object.keys(options)) if (!KNOWN.has(k)) throw new UsageError(`phantom: unknown option --${k} (known: ${[...KNOWN].map((x) => `--${x}`).join(", ")})`);
  const prefix = options["trial-prefix"] === undefined || options["trial-prefix"] === null ? "" : String(options["trial-prefix"]);
  const a = options.agents === undefined ? 4 : Number(options.agents);
  if (!Number.isInteger(a) || a < 3) throw new UsageError(`phantom: --agents expects an integer >= 3, received ${JSON.stringify(options.agents)}`);
  let conds: string[] = [...PHANTOM_CONDITIONS];
  const c = options.conditions;
  if (c !== undefined && c !== null) conds = (Array.isArray(c) ? c.map(String) : String(c).split(",")).map((x) => x.trim()).filter((x) => x !== "");
  for (const x of conds) if (!isPhantomCondition(x)) throw new UsageError(`phantom: --conditions expects a subset of ${PHANTOM_CONDITIONS.join(",")}, received ${JSON.stringify(x)}`);
  if (conds.length === 0) throw new UsageError(`phantom: --conditions expects at least one of ${PHANTOM_CONDITIONS.join(",")}`);
  const set = new Set(conds);
  if (set.has("informed")) set.add("private");
  const out: PhantomJobOptions = { agents: a, conditions: PHANTOM_CONDITIONS.filter((x) => set.has(x)), prefix };
  if (options.prompts !== undefined && options.prompts !== null && options.prompts !== "") {
    out.prompts = String(options.prompts);
    try {
      phantomPromptSet(out.prompts);
    } catch (e) {
      throw new UsageError(`phantom: --prompts ${out.prompts}: ${(e as Error).message}`);
    }
  }
  return out;
}

/**
 * Plan the jobs (trial ids carry the model unless a prefix is given explicitly).
 * @throws UsageError for bad options (see {@link phantomJobOptions})
 * @example
 * planPhantom(bank, {}, { model: "typical" })[0].trialIds[0]; // => "typical:ph-001:a0:private"
 */
export function planPhantom(bank: readonly PhantomScenario[], options: Record<string, unknown>, context?: PlanContext): Job<PhantomScenario>[] {
  const opt = phantomJobOptions(options);
  if ((options["trial-prefix"] === undefined || options["trial-prefix"] === null) && context?.model) opt.prefix = context.model;
  const jobOptions: Record<string, unknown> = { agents: opt.agents, conditions: opt.conditions, "trial-prefix": opt.prefix };
  if (opt.prompts !== undefined) jobOptions.prompts = opt.prompts;
  return bank.map((s) => ({
    id: s.id,
    item: s,
    trialIds: opt.conditions.flatMap((c) => Array.from({ length: opt.agents }, (_, i) => phantomTrialId(s.id, i, c, opt.prefix))),
    options: jobOptions,
  }));
}
