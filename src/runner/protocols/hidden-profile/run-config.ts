/**
 * Run options of the hidden-profile driver (`plan(bank, options)`, the CLI's
 * `[protocol options]`) and the variant id they give. Every ablation of
 * HiddenBench §6 is an option: `rounds` (T, default 15), `strategy` (Table 3),
 * `agents` (group size; default = the task's hidden-fact entries), `adversarial`
 * (dissenting agents, Table 5), `intervention` (`none` | `reveal_all` |
 * `secretary`, Table 6), plus `sessions` (default 10), `phases` (default
 * `pre,post,full`), `variant` (override the derived id) and `mode`
 * (`session` | `draft`, the latter for `tasks generate`), and `model`: a trial-id
 * prefix (`<model>|`) — pass the model name so that logs of several models can
 * be loaded together (trial ids must be unique across the input).
 *
 * @example
 * hpRunConfig({ rounds: 5 }).variant;                        // => "rounds-5"
 * hpRunConfig({}).variant;                                   // => "baseline"
 * hpRunConfig({ strategy: "share_all", adversarial: 1 }).variant; // => "strategy-share_all+adversarial-1"
 */
import { argError } from "../../../errors.js";
import { HP_INTERVENTIONS, type HpIntervention, type HpPhase } from "../../../schema/vocab.js";

/** Prompting strategies of HiddenBench Table 3 (`default` = no extra instruction). */
export const HP_STRATEGIES = [
  "default", "very_cooperative", "cooperative", "constructive", "conflictual", "very_conflictual",
  "zero_shot_cot", "informing_asymmetry", "share_all",
] as const;
export type HpStrategy = (typeof HP_STRATEGIES)[number];

/** What a job does. */
export const HP_MODES = ["session", "draft"] as const;
export type HpMode = (typeof HP_MODES)[number];

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
  /** Draft mode: how many candidates. */
  count: number;
  /** Draft mode: candidate id prefix. */
  prefix: string;
  /** Job/trial id prefix (`<model>|`, or empty). */
  idPrefix: string;
}

const DEFAULT_ROUNDS = 15;

function int(options: Record<string, unknown>, name: string, dflt: number, min: number): number {
  const raw = options[name];
  const v = raw === undefined ? dflt : Number(raw);
  if (!Number.isInteger(v) || v < min) throw new RangeError(argError("hiddenProfile.plan", `options.${name}`, `an integer >= ${min}`, raw));
  return v;
}

function oneOf<T extends string>(options: Record<string, unknown>, name: string, values: readonly T[], dflt: T): T {
  const raw = options[name] ?? dflt;
  if (!values.includes(raw as T)) throw new RangeError(argError("hiddenProfile.plan", `options.${name}`, `one of ${values.join("|")}`, raw));
  return raw as T;
}

/**
 * Resolve plan options (numbers may arrive as strings from the CLI).
 * @throws RangeError for an unknown value
 */
export function hpRunConfig(options: Record<string, unknown>): HpRunConfig {
  const mode = oneOf(options, "mode", HP_MODES, "session");
  const rounds = int(options, "rounds", DEFAULT_ROUNDS, 0);
  const strategy = oneOf(options, "strategy", HP_STRATEGIES, "default");
  const agents = options.agents === undefined ? null : int(options, "agents", 0, 2);
  const adversarial = int(options, "adversarial", 0, 0);
  if (agents !== null && adversarial > agents) throw new RangeError(argError("hiddenProfile.plan", "options.adversarial", `at most agents (${agents})`, adversarial));
  const intervention = oneOf(options, "intervention", HP_INTERVENTIONS, "none");
  const phasesRaw = String(options.phases ?? "pre,post,full").split(",").map((s) => s.trim()).filter(Boolean);
  for (const p of phasesRaw) if (!["pre", "post", "full"].includes(p)) throw new RangeError(argError("hiddenProfile.plan", "options.phases", "a comma list of pre|post|full", options.phases));
  const phases = (["pre", "post", "full"] as const).filter((p) => phasesRaw.includes(p));
  const parts: string[] = [];
  if (rounds !== DEFAULT_ROUNDS) parts.push(`rounds-${rounds}`);
  if (strategy !== "default") parts.push(`strategy-${strategy}`);
  if (agents !== null) parts.push(`agents-${agents}`);
  if (adversarial > 0) parts.push(`adversarial-${adversarial}`);
  if (intervention !== "none") parts.push(intervention);
  const variant = options.variant === undefined ? (parts.join("+") || "baseline") : String(options.variant);
  if (!/^[A-Za-z0-9_.+-]+$/.test(variant)) throw new RangeError(argError("hiddenProfile.plan", "options.variant", "letters, digits and _.+-", variant));
  return {
    mode, sessions: int(options, "sessions", 10, 1), rounds, strategy, agents, adversarial, intervention, phases, variant,
    count: int(options, "count", 20, 1), prefix: String(options.prefix ?? "gen"),
    idPrefix: typeof options.model === "string" && options.model !== "" ? `${options.model}|` : "",
  };
}
