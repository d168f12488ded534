/**
 * Per-scenario stability across replicates (repeats `--repeats N` and run
 * seeds): for each scenario, the (agent, condition) cells answered in at
 * least two replicates, and how many of them changed label between
 * replicates (a null decision is a value of its own). A stable model at
 * temperature 0 gives `changed: 0`; sampling at temperature > 0 shows where
 * the label is fragile. JSON key `stability` of `metrics phantom --json`.
 *
 * @example
 * const st = phantomStability(phantomScenarioTable(records));
 * st.summary;   // => { scenarios: 120, replicated: 120, cells: 2400, changed: 312, share: 0.13 }
 * st.scenarios[0]; // => { scenario_id: "ph-001", replicates: 3, cells: 20, changed: 2, share: 0.1, by_condition: { private: 0, … } }
 */
import { PHANTOM_CONDITIONS, type PhantomCondition } from "../../../schema/vocab.js";
import type { PhantomScenarioTable } from "./phantom-scenario-table.js";
import { CODE_MISSING } from "./phantom-scenario-table.js";

/** One scenario's row. */
export interface PhantomStabilityRow {
  scenario_id: string;
  /** Replicates (repeat × seed) of the scenario in the log. */
  replicates: number;
  /** (agent, condition) cells with a record in at least two replicates. */
  cells: number;
  /** Cells whose label differs between replicates. */
  changed: number;
  /** changed / cells, null without such cells. */
  share: number | null;
  /** Changed cells per condition. */
  by_condition: Record<PhantomCondition, number>;
}

/** The table and its pooled summary. */
export interface PhantomStability {
  summary: { scenarios: number; replicated: number; cells: number; changed: number; share: number | null };
  scenarios: PhantomStabilityRow[];
}

/**
 * Stability of every scenario of a coded table (rows of one scenario are its replicates).
 * @example
 * phantomStability(phantomScenarioTable([])).summary.share; // => null
 */
export function phantomStability(t: PhantomScenarioTable): PhantomStability {
  const rows: PhantomStabilityRow[] = [];
  let s = 0;
  while (s < t.scenarioIds.length) {
    let e = s;
    while (e < t.scenarioIds.length && t.cluster[e] === t.cluster[s]) e++;
    const byCond = Object.fromEntries(PHANTOM_CONDITIONS.map((c) => [c, 0])) as Record<PhantomCondition, number>;
    let cells = 0, changed = 0;
    for (const c of PHANTOM_CONDITIONS) {
      const seen = new Map<number, Set<number>>();
      const count = new Map<number, number>();
      for (let r = s; r < e; r++) {
        for (let q = t.start[r]; q < t.start[r + 1]; q++) {
          const d = t.decisions[c][q];
          if (d === CODE_MISSING) continue;
          const a = t.agents[q];
          (seen.get(a) ?? seen.set(a, new Set()).get(a)!).add(d);
          count.set(a, (count.get(a) ?? 0) + 1);
        }
      }
      for (const [a, labels] of seen) {
        if ((count.get(a) ?? 0) < 2) continue;
        cells++;
        if (labels.size > 1) { changed++; byCond[c]++; }
      }
    }
    rows.push({ scenario_id: t.scenarioIds[s], replicates: e - s, cells, changed, share: cells > 0 ? changed / cells : null, by_condition: byCond });
    s = e;
  }
  const cells = rows.reduce((a, r) => a + r.cells, 0), changed = rows.reduce((a, r) => a + r.changed, 0);
  return {
    summary: { scenarios: rows.length, replicated: rows.filter((r) => r.replicates > 1).length, cells, changed, share: cells > 0 ? changed / cells : null },
    scenarios: rows,
  };
}
