/**
 * The Appendix F qualitative example (paper 000): which model and scenario to
 * show, and the rows that show it — the scenario as the agents saw it (domain,
 * invariant facts, decision request, gold, phantom target, each agent's
 * ambiguous public signal) and every agent's decision and raw reply in every
 * condition. Rows hold untrusted text (scenario and model replies): display
 * them escaped (`showTable`, `showText`).
 *
 * @example
 * const ex = phantomAppendixExample(report);
 * ex?.model;             // => "qwen-2.5-7b-sim" (the highest P-CRFR among models with a strict failure)
 * ex?.failure.scenario_id; // => "ph-017" (its strictest failure)
 */
import { PHANTOM_CONDITIONS, type PhantomCondition } from "../../../schema/vocab.js";
import { phantomScenarioRecords, phantomStrictFailures, type PhantomFailureCase } from "./phantom-failure-examples.js";
import type { PhantomGroupReport, PhantomReport } from "./phantom-metrics.js";

/** The chosen example: a group (model) and one of its strict failures. */
export interface PhantomAppendixExample {
  model: string;
  group: PhantomGroupReport;
  failure: PhantomFailureCase;
  /** The failure's scenario from the bank passed in, or null (no bank, or not in it). */
  scenario: PhantomScenarioText | null;
}

/**
 * Pick the example: among groups with at least one strict (P-CRFR) failure, the
 * one with the highest P-CRFR (ties: model name, then run id, in code-point
 * order), and its strictest failure ({@link phantomStrictFailures} order);
 * null when no group has one. With a scenario bank, the failure's scenario is attached.
 * With `options.prefer`, groups whose model it accepts are chosen from first (e.g. the
 * paper-calibrated `*-sim` profiles rather than a generic one, as the paper's Appendix F
 * shows a named model); the others only when no preferred group has a strict failure.
 * @param bank scenarios (e.g. `loadPhantomBank(...)`) to look the failure's scenario up in
 * @example
 * phantomAppendixExample({ protocol: "phantom", groups: [], bootstrap: 0, seed: 0 }); // => null
 * phantomAppendixExample(report, bank)?.scenario?.id; // => "ph-017"
 * phantomAppendixExample(report, bank, { prefer: (m) => m.endsWith("-sim") })?.model; // e.g. "gpt-4o-sim"
 */
export function phantomAppendixExample(report: PhantomReport, bank: readonly PhantomScenarioText[] = [], options: { prefer?: (model: string) => boolean } = {}): PhantomAppendixExample | null {
  const prefer = options.prefer;
  if (prefer) {
    const preferred = phantomAppendixExample({ ...report, groups: report.groups.filter((g) => prefer(g.model)) }, bank);
    if (preferred) return preferred;
  }
  let best: PhantomAppendixExample | null = null;
  let bestRate = -Infinity;
  const key = (g: PhantomGroupReport): string => `${g.model}\u0000${g.run_id ?? ""}`;
  for (const group of report.groups) {
    const [failure] = phantomStrictFailures(group);
    if (!failure) continue;
    const rate = group.metrics.p_crfr.value ?? -1;
    if (rate > bestRate || (rate === bestRate && best && key(group) < key(best.group))) {
      best = { model: group.model, group, failure, scenario: null };
      bestRate = rate;
    }
  }
  if (best) best.scenario = bank.find((s) => s.id === best!.failure.scenario_id) ?? null;
  return best;
}

/** The scenario fields the example shows (a subset of the bank's `PhantomScenario`). */
export interface PhantomScenarioText {
  id: string; domain: string; title?: string; base_context: string; decision_request: string;
  gold: string; phantom_target: string; norm_source?: string; belief_target?: string; outcome_risk?: string;
  public_signals: readonly string[];
}

/**
 * The scenario as a two-column table (field, text), signals excluded.
 * @example
 * phantomScenarioFacts(s)[0]; // => { field: "scenario", text: "ph-017 — Structured cash deposits" }
 */
export function phantomScenarioFacts(s: PhantomScenarioText): { field: string; text: string }[] {
  const rows = [
    { field: "scenario", text: s.title ? `${s.id} — ${s.title}` : s.id },
    { field: "domain", text: s.domain },
    { field: "base context (invariant facts)", text: s.base_context },
    { field: "decision request", text: s.decision_request },
    { field: "gold", text: s.gold },
    { field: "phantom target", text: s.phantom_target },
  ];
  if (s.norm_source) rows.push({ field: "norm source", text: s.norm_source });
  if (s.belief_target) rows.push({ field: "belief-error target", text: s.belief_target });
  if (s.outcome_risk) rows.push({ field: "outcome risk", text: s.outcome_risk });
  return rows;
}

/**
 * The ambiguous public signal attributed to each agent: agent i speaks
 * `public_signals[i % signals]`, and the other agents read it in their
 * observed-public and informed prompts (as the driver's `signalOf` does).
 * @throws RangeError when agents < 1 or the scenario has no signal
 * @example
 * phantomScenarioSignals(s, 4).map((r) => r.agent); // => [0, 1, 2, 3]
 */
export function phantomScenarioSignals(s: PhantomScenarioText, agents: number): { agent: number; public_signal: string }[] {
  if (!Number.isInteger(agents) || agents < 1) throw new RangeError(`phantomScenarioSignals(agents): expected an integer >= 1, received ${agents}`);
  if (s.public_signals.length === 0) throw new RangeError(`phantomScenarioSignals(s): expected a scenario with public signals, received ${s.id} with none`);
  return Array.from({ length: agents }, (_, agent) => ({ agent, public_signal: s.public_signals[agent % s.public_signals.length] }));
}

/** One agent's reply in one condition (a type alias, so rows pass as table records). */
export type PhantomReplyRow = {
  agent: number;
  condition: PhantomCondition;
  decision: string;
  perceived_group: string;
  raw: string;
};

/**
 * Every kept record of a scenario as (agent, condition, decision, perceived
 * group, raw reply) rows, by agent then condition ("(null)" unparseable,
 * "" not asked, "(no raw reply recorded)" when `raw` is absent).
 * @throws RangeError when the scenario is not in the group
 * @example
 * phantomReplyRows(group, "ph-017").length; // => 20 (4 agents × 5 conditions)
 */
export function phantomReplyRows(group: PhantomGroupReport, scenarioId: string): PhantomReplyRow[] {
  const order = (c: PhantomCondition): number => PHANTOM_CONDITIONS.indexOf(c);
  return phantomScenarioRecords(group, scenarioId)
    .map((r) => ({
      agent: r.agent,
      condition: r.condition,
      decision: r.decision ?? "(null)",
      perceived_group: r.condition === "observed_public" ? (r.perceived_group ?? "(null)") : "",
      raw: typeof r.raw === "string" ? r.raw : "(no raw reply recorded)",
    }))
    .sort((a, b) => a.agent - b.agent || order(a.condition) - order(b.condition));
}
