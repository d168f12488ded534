/**
 * Options of the hidden-profile protocol: the declared list
 * ({@link HP_OPTIONS}, what `run hidden_profile --help` shows and the runner's
 * parser checks), the paper's sampling defaults ({@link HP_SAMPLING}) and
 * {@link hpRunConfig}, which resolves `plan` options (raw CLI strings or
 * parsed values) into a run configuration and its variant id. Every ablation
 * of HiddenBench §6 is an option: `rounds` (T, default 15), `strategy`
 * (Table 3), `agents` (group size N; default = the task's hidden entries),
 * `adversarial` (dissenting agents, Table 5), `intervention` (Table 6).
 *
 * @example
 * hpRunConfig({ rounds: 5 }).variant;                             // => "rounds-5"
 * hpRunConfig({}).variant;                                        // => "baseline"
 * hpRunConfig({ strategy: "share_all", adversarial: 1 }).variant; // => "strategy-share_all+adversarial-1"
 */
import { UsageError } from "../../../errors.js";
import { HP_INTERVENTIONS, HP_PHASES, type HpIntervention, type HpPhase } from "../../../schema/vocab.js";
import type { OptionSpec, SamplingParams } from "../../../runner/types.js";

/** Prompting strategies: `default` (no extra instruction) and the 8 of HiddenBench Table 3. */
export const HP_STRATEGIES = [
  "default", "very_cooperative", "cooperative", "constructive", "conflictual", "very_conflictual",
  "zero_shot_cot", "informing_asymmetry", "share_all",
] as const;
export type HpStrategy = (typeof HP_STRATEGIES)[number];

/** What a job does: a discussion session, or drafting a candidate task (`tasks generate`). */
export const HP_MODES = ["session", "draft"] as const;
export type HpMode = (typeof HP_MODES)[number];

/** How hidden entries are dealt: `shuffle` (seeded, as sim.py) or `fixed` (agent i holds entry i: per-fact validation). */
export const HP_DEALS = ["shuffle", "fixed"] as const;
export type HpDeal = (typeof HP_DEALS)[number];

/**
 * What the post-discussion vote shows: `others` = the other members' last messages (the voter's own
 * last message is already its own turn in its history); `whole_round` = the whole last round, the
 * voter's own message included, under the others' heading (HiddenBench's `sim.py`); `auto` = `others`
 * with our templates, `whole_round` with HiddenBench-style `%placeholder%` templates (fidelity).
 */
export const HP_VOTE_VIEWS = ["auto", "others", "whole_round"] as const;
export type HpVoteView = (typeof HP_VOTE_VIEWS)[number];

/** How discussion stances are read: `model` (an extraction call per round), `rules` (the rule-based reader only), `none`. */
export const HP_EXTRACTS = ["model", "rules", "none"] as const;
export type HpExtract = (typeof HP_EXTRACTS)[number];

const DEFAULT_ROUNDS = 15;

/** Every option `plan` reads, declared (name, type, allowed values, default, one-line meaning). */
export const HP_OPTIONS: readonly OptionSpec[] = [
  { name: "rounds", type: "integer", default: DEFAULT_ROUNDS, min: 0, help: "discussion rounds T (not announced to the agents; Table 2: 5, 10, 15, 20)" },
  { name: "strategy", type: "enum", values: HP_STRATEGIES, default: "default", help: "prompting strategy of every member (Table 3)" },
  { name: "agents", type: "integer", min: 3, default: null, help: "group size N; must equal each task's own group (its hidden entries, and the size its text states), else a usage error (Table 4: use tasks written for 3-7)" },
  { name: "adversarial", type: "integer", min: 0, default: 0, help: "number of dissenting agents (Table 5); at most the group size" },
  { name: "intervention", type: "enum", values: HP_INTERVENTIONS, default: "none", help: "reveal_all (state every fact in round 1) or secretary (a note-taker summarises each round) (Table 6)" },
  { name: "sessions", type: "integer", min: 1, default: 10, help: "sessions per task" },
  { name: "phases", type: "list", values: HP_PHASES, default: ["pre", "post", "full"], help: "votes to collect: pre (before discussion), post (after), full (all facts, no discussion)" },
  { name: "variant", type: "string", default: null, help: "variant id on records (default: derived from the ablation options, e.g. rounds-5)" },
  { name: "prompts", type: "string", default: null, help: "template folder (default scenarios/hidden_profile/prompts; HiddenBench's %placeholder% files work as published)" },
  { name: "deal", type: "enum", values: HP_DEALS, default: "shuffle", help: "deal hidden entries shuffled per session, or fixed (agent i holds entry i; per-fact validation)" },
  { name: "vote-view", type: "enum", values: HP_VOTE_VIEWS, default: "auto", help: "post vote shows: others (the others' last messages), whole_round (sim.py: the voter's own message too, under the others' heading); auto = others with our templates, whole_round with HiddenBench's" },
  { name: "extract", type: "enum", values: HP_EXTRACTS, default: "model", help: "discussion stances: model (one extraction call per round, journaled and cached), rules (rule-based reader; unread = null), none" },
  { name: "extract-model", type: "string", default: null, help: "model for the stance extraction calls (default: the run's model; routed like a judge model)" },
  { name: "mode", type: "enum", values: HP_MODES, default: "session", help: "session (run the tasks) or draft (draft new candidate tasks; used by tasks generate)" },
  { name: "count", type: "integer", min: 1, default: 20, help: "draft mode: number of candidates" },
  { name: "prefix", type: "string", default: "gen", help: "draft mode: candidate id prefix" },
  { name: "shuffle-options", type: "boolean", default: false, help: "option-order control: shuffle possible_answers per session (its own seeded stream; the order is recorded in each record's options); variant +shuffled-options" },
];

/**
 * Sampling defaults: neither the paper nor HiddenBench's sim.py sets any
 * (sim.py sends provider defaults), so none are fixed here; votes ask for
 * JSON mode as sim.py's structured-output call does (the parser does not need it).
 */
export const HP_SAMPLING: SamplingParams = {};

/** A resolved run configuration. */
export interface HpRunConfig {
  mode: HpMode;
  sessions: number;
  rounds: number;
  strategy: HpStrategy;
  /** Group size, or null for the task's own (one agent per hidden entry). */
  agents: number | null;
  adversarial: number;
  intervention: HpIntervention;
  phases: HpPhase[];
  variant: string;
  voteView: HpVoteView;
  extract: HpExtract;
  /** Model of the extraction calls, or null for the run's model. */
  extractModel: string | null;
  /** Template folder, or null for the shipped one. */
  prompts: string | null;
  deal: HpDeal;
  /** Draft mode: how many candidates. */
  count: number;
  /** Draft mode: candidate id prefix. */
  prefix: string;
  /** Job/trial id prefix (`<model>|`, or empty). */
  idPrefix: string;
  /** Option-order control: shuffle `possible_answers` per session. */
  shuffleOptions?: boolean;
}

const spec = (name: string): OptionSpec => HP_OPTIONS.find((o) => o.name === name) as OptionSpec;

function int(options: Record<string, unknown>, name: string): number | null {
  const s = spec(name);
  const raw = options[name];
  if (raw === undefined || raw === null) return (s.default as number | null) ?? null;
  const v = typeof raw === "number" ? raw : /^-?\d+$/.test(String(raw).trim()) ? Number(raw) : NaN;
  if (!Number.isInteger(v) || (s.min !== undefined && v < s.min)) {
    throw new UsageError(`--${name}: expected an integer >= ${s.min ?? 0}, received ${JSON.stringify(raw)}`);
  }
  return v;
}

function oneOf<T extends string>(options: Record<string, unknown>, name: string, values: readonly T[]): T {
  const raw = options[name] ?? spec(name).default;
  if (!values.includes(raw as T)) throw new UsageError(`--${name}: ${JSON.stringify(raw)} is not allowed (allowed: ${values.join(", ")})`);
  return raw as T;
}

/**
 * Resolve plan options (numbers may arrive as strings from the CLI).
 * @throws UsageError naming the option and the allowed values
 */
export function hpRunConfig(options: Record<string, unknown>): HpRunConfig {
  const mode = oneOf(options, "mode", HP_MODES);
  const rounds = int(options, "rounds") as number;
  const strategy = oneOf(options, "strategy", HP_STRATEGIES);
  const agents = int(options, "agents");
  const adversarial = int(options, "adversarial") as number;
  if (agents !== null && adversarial > agents) throw new UsageError(`--adversarial ${adversarial} is larger than the group (--agents ${agents})`);
  const intervention = oneOf(options, "intervention", HP_INTERVENTIONS);
  const rawPhases = options.phases ?? spec("phases").default;
  const phasesRaw = (Array.isArray(rawPhases) ? rawPhases.map(String) : String(rawPhases).split(",")).map((s) => s.trim()).filter(Boolean);
  for (const p of phasesRaw) if (!(HP_PHASES as readonly string[]).includes(p)) throw new UsageError(`--phases: ${JSON.stringify(p)} is not allowed (allowed: ${HP_PHASES.join(", ")})`);
  const phases = HP_PHASES.filter((p) => phasesRaw.includes(p));
  const parts: string[] = [];
  if (rounds !== DEFAULT_ROUNDS) parts.push(`rounds-${rounds}`);
  if (strategy !== "default") parts.push(`strategy-${strategy}`);
  if (agents !== null) parts.push(`agents-${agents}`);
  if (adversarial > 0) parts.push(`adversarial-${adversarial}`);
  if (intervention !== "none") parts.push(intervention);
  const voteView = oneOf(options, "vote-view", HP_VOTE_VIEWS);
  if (voteView !== "auto") parts.push(`vote-${voteView}`);
  const shuffleOptions = options["shuffle-options"] === true || options["shuffle-options"] === "true";
  if (shuffleOptions) parts.push("shuffled-options");
  const variant = options.variant === undefined || options.variant === null ? (parts.join("+") || "baseline") : String(options.variant);
  if (!/^[A-Za-z0-9_.+-]+$/.test(variant)) throw new UsageError(`--variant: expected letters, digits and _.+-, received ${JSON.stringify(variant)}`);
  const prompts = typeof options.prompts === "string" && options.prompts !== "" ? options.prompts : null;
  return {
    mode, sessions: int(options, "sessions") as number, rounds, strategy, agents, adversarial, intervention, phases, variant, prompts,
    voteView, extract: oneOf(options, "extract", HP_EXTRACTS),
    extractModel: typeof options["extract-model"] === "string" && options["extract-model"] !== "" ? options["extract-model"] : null,
    deal: oneOf(options, "deal", HP_DEALS), count: int(options, "count") as number, prefix: String(options.prefix ?? "gen"),
    idPrefix: typeof options.model === "string" && options.model !== "" ? `${options.model}|` : "",
    ...(shuffleOptions ? { shuffleOptions } : {}),
  };
}
