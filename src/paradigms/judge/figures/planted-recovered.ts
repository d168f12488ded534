/**
 * Planted against recovered swarm vulnerabilities (paper 003 Table 4 on the
 * simulated corpus): per swarm of the simulator's `swarm_beta` (the planted
 * per-swarm effects in `scenarios/sim/judge-profiles.json`), the planted
 * primary and secondary clusters (largest planted β first) beside the
 * recovered ones (`profiles[].top` of `fit judge`), and whether the planted
 * primary came out as the recovered primary (`primary_recovered`) or in the
 * recovered top two (`in_top2`). On the shipped corpus (22,500 records,
 * seed 0): recovered as primary in 9 of 17 swarms, in the top two in 13.
 *
 * @example
 * judgePlantedRecoveredTable({ profiles: [{ swarm: "gpt", n: 10, positives: 5, auc: 0.9, top: [{ feature: "A", beta: 2 }, { feature: "B", beta: 1 }] }] }, { gpt: { B: 1.5, C: 1 } });
 * // => [{ swarm: "gpt", planted_primary: "B", planted_secondary: "C", recovered_primary: "A", recovered_secondary: "B", primary_recovered: false, in_top2: true }]
 */
import { readFileSync } from "node:fs";
import type { JudgeFitReport } from "../measures/index.js";
import { projectPath } from "../../../paths.js";

/** One swarm's planted and recovered drivers. */
export type JudgePlantedRow = {
  swarm: string;
  planted_primary: string | null;
  planted_secondary: string | null;
  recovered_primary: string | null;
  recovered_secondary: string | null;
  primary_recovered: boolean;
  in_top2: boolean;
};

/**
 * The simulator's planted per-swarm effects (`corpus.swarm_beta`).
 * @example
 * Object.keys(judgePlantedSwarmBeta()).length; // => 17
 */
export function judgePlantedSwarmBeta(file = projectPath("scenarios", "sim", "judge-profiles.json")): Record<string, Record<string, number>> {
  return (JSON.parse(readFileSync(file, "utf8")) as { corpus: { swarm_beta: Record<string, Record<string, number>> } }).corpus.swarm_beta;
}

/**
 * @param report a `fit judge` document (its `profiles`)
 * @param planted planted effects by swarm key (default the shipped simulator's)
 * @returns one row per planted swarm, in the planted file's order
 */
export function judgePlantedRecoveredTable(report: Pick<JudgeFitReport, "profiles">, planted: Record<string, Record<string, number>> = judgePlantedSwarmBeta()): JudgePlantedRow[] {
  return Object.entries(planted).map(([swarm, betas]) => {
    const p = Object.entries(betas).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([f]) => f);
    const r = (report.profiles.find((x) => x.swarm === swarm)?.top ?? []).map((t) => t.feature);
    return {
      swarm, planted_primary: p[0] ?? null, planted_secondary: p[1] ?? null, recovered_primary: r[0] ?? null, recovered_secondary: r[1] ?? null,
      primary_recovered: p[0] !== undefined && r[0] === p[0], in_top2: p[0] !== undefined && r.slice(0, 2).includes(p[0]),
    };
  });
}

/**
 * Counts of {@link judgePlantedRecoveredTable}: swarms, planted primary recovered as primary, within the top two.
 * @example
 * judgePlantedRecoveredSummary([{ swarm: "a", planted_primary: "X", planted_secondary: null, recovered_primary: "X", recovered_secondary: null, primary_recovered: true, in_top2: true }]);
 * // => { swarms: 1, primary: 1, top2: 1 }
 */
export function judgePlantedRecoveredSummary(rows: readonly JudgePlantedRow[]): { swarms: number; primary: number; top2: number } {
  return { swarms: rows.length, primary: rows.filter((r) => r.primary_recovered).length, top2: rows.filter((r) => r.in_top2).length };
}
