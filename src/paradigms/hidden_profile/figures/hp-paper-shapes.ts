/**
 * The qualitative findings of HiddenBench's ablations (shared/papers/001_*.txt
 * §6, Tables 2, 3, 5, 6, GPT-4.1 on three tasks), checked on a model's groups:
 * one row per finding with the compared values and whether it holds. Each
 * finding compares Y^post (average rule, or the majority rule where stated)
 * between variants or with a bound; the "not above the paper" findings allow
 * `tolerance` (default 0.05). A finding whose variants are missing has
 * `holds` null; `paper` is the paper's side of the comparison. `fitted_to` names
 * the simulator fitting target the finding rests on (`simulator.fitting_targets`
 * of scenarios/papers/001-hidden-profile.json, for `model`) and `role` says
 * whether it is a `target` (it holds by construction of the fit, not as an
 * independent confirmation) or a `check` (not fitted for this model).
 *
 * @example
 * hiddenProfilePaperShapes(report.groups, "gpt-4.1-sim")[0];
 * // => { table: "Table 2", finding: "accuracy falls from T = 15 to T = 20", paper: "0.233 > 0.133", recovered: "0.292 > 0.158", holds: true, role: "target", fitted_to: "table2 (T = 5..20, via disclose, gamma, late_drift)" }
 */
import type { HpGroupRow } from "../measures/index.js";
import { HIDDENBENCH_PAPER } from "./hiddenbench-paper.js";

/** One checked finding (a type alias, so that rows are plain records for `showTable`). */
export type HpShapeRow = {
  table: string;
  finding: string;
  /** The paper's values in the same comparison. */
  paper: string;
  /** The recovered values (3 decimals), or "–" when a variant is missing. */
  recovered: string;
  holds: boolean | null;
  /** `target`: the simulator was fitted to this finding's numbers (for this model); `check`: it was not. */
  role: "target" | "check";
  /** The fitting target it rests on, or null. */
  fitted_to: string | null;
};

type Pick = "avg" | "maj";
/** `a op b` with b another variant's value, or `a op bound` (+ tolerance when `tolerant`). */
interface Check {
  a: string;
  op: ">" | "<" | "≤";
  b?: string;
  bound?: number;
  tolerant?: boolean;
  rule?: Pick;
  paper: string;
}

/** The prefix of the `fitting_targets` entry each paper table's findings rest on. */
const TARGET_OF: Record<string, string> = { "Table 2": "table2", "Table 3": "table3", "Table 5": "table5 rows 1-3", "Table 6|reveal": "table6 reveal-all", "Table 6|secretary": "table6 secretary" };

const FINDINGS: { table: string; finding: string; check: Check }[] = [
  { table: "Table 2", finding: "accuracy falls from T = 15 to T = 20", check: { a: "ablation-baseline", op: ">", b: "rounds-20", paper: "0.233 > 0.133" } },
  { table: "Table 2", finding: "T = 15 beats T = 5", check: { a: "ablation-baseline", op: ">", b: "rounds-5", paper: "0.233 > 0.108" } },
  { table: "Table 3", finding: "conflictual: post accuracy near zero", check: { a: "strategy-conflictual", op: "<", bound: 0.1, paper: "0.017" } },
  { table: "Table 3", finding: "conflictual: no correct majority", check: { a: "strategy-conflictual", op: "≤", bound: 0.1, rule: "maj", paper: "0.000" } },
  { table: "Table 3", finding: "very conflictual: no correct majority", check: { a: "strategy-very_conflictual", op: "≤", bound: 0.1, rule: "maj", paper: "0.000" } },
  { table: "Table 3", finding: "very cooperative not above the paper", check: { a: "strategy-very_cooperative", op: "≤", bound: 0.242, tolerant: true, paper: "0.242" } },
  { table: "Table 3", finding: "cooperative not above the paper", check: { a: "strategy-cooperative", op: "≤", bound: 0.2, tolerant: true, paper: "0.200" } },
  { table: "Table 3", finding: "share all information beats the baseline", check: { a: "strategy-share_all", op: ">", b: "ablation-baseline", paper: "0.467 > 0.233" } },
  { table: "Table 3", finding: "informing asymmetry beats the baseline", check: { a: "strategy-informing_asymmetry", op: ">", b: "ablation-baseline", paper: "0.367 > 0.233" } },
  { table: "Table 5", finding: "one dissenter helps", check: { a: "adversarial-1", op: ">", b: "ablation-baseline", paper: "0.492 > 0.233" } },
  { table: "Table 5", finding: "two dissenters do worse than one", check: { a: "adversarial-1", op: ">", b: "adversarial-2", paper: "0.492 > 0.342" } },
  { table: "Table 5", finding: "three dissenters do worse than two", check: { a: "adversarial-2", op: ">", b: "adversarial-3", paper: "0.342 > 0.242" } },
  { table: "Table 6", finding: "reveal-all nearly closes the gap", check: { a: "reveal_all", op: ">", bound: 0.9, paper: "0.967" } },
  { table: "Table 6", finding: "the secretary does not help", check: { a: "ablation-baseline", op: ">", b: "secretary", paper: "0.233 > 0.100" } },
];

const r3 = (v: number): string => v.toFixed(3);

/** See module doc. */
export function hiddenProfilePaperShapes(groups: readonly HpGroupRow[], model: string, tolerance = 0.05): HpShapeRow[] {
  const value = (variant: string, rule: Pick = "avg"): number | null => {
    const g = groups.find((x) => x.model === model && x.variant === variant);
    return g === undefined ? null : (rule === "maj" ? g.y_post_majority.value : g.y_post.value);
  };
  const targets: readonly string[] = (HIDDENBENCH_PAPER.fittingTargets as Record<string, readonly string[]>)[model] ?? [];
  const fittedTo = (table: string, finding: string): string | null => {
    const key = table === "Table 6" ? `${table}|${/secretary/.test(finding) ? "secretary" : "reveal"}` : table;
    const prefix = TARGET_OF[key];
    return prefix === undefined ? null : targets.find((t) => t.startsWith(prefix)) ?? null;
  };
  return FINDINGS.map(({ table, finding, check: c }) => {
    const fitted_to = fittedTo(table, finding), role = fitted_to === null ? "check" as const : "target" as const;
    const a = value(c.a, c.rule);
    const b = c.b !== undefined ? value(c.b, c.rule) : (c.bound as number) + (c.tolerant ? tolerance : 0);
    if (a === null || b === null) return { table, finding, paper: c.paper, recovered: "–", holds: null, role, fitted_to };
    const holds = c.op === ">" ? a > b : c.op === "<" ? a < b : a <= b;
    return { table, finding, paper: c.paper, recovered: `${r3(a)} ${c.op} ${r3(b)}`, holds, role, fitted_to };
  });
}
