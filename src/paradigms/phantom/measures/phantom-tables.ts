/**
 * The paper's result tables as row arrays (paper 000 Table 1 main results,
 * Table 2 mechanism and controls, Table 8 auxiliary mechanism metrics,
 * Table 9 extended controls), one row per group, values rounded to three
 * decimals as the paper prints them. With `paper: true`, each column is
 * followed by the paper's value for the paper model the group's name refers
 * to (see {@link phantomPaperModel}; null for other models).
 *
 * @example
 * phantomTable(report, 1)[0];
 * // => { Model: "typical", "Private Acc": 0.781, "Public Acc": 0.604, PPG: 0.177, CRFR: 0.15, ... }
 * phantomTable(report, 1, { paper: true })[0]["CRFR (paper)"]; // => 0.473 for "qwen-2.5-7b-sim"
 */
import { argError } from "../../../errors.js";
import { PHANTOM_METRIC_LABELS, type PhantomMetricName } from "./phantom-metric-names.js";
import type { PhantomReport } from "./phantom-metrics.js";
import type { PhantomBreakdownRow } from "./phantom-breakdown.js";
import { PHANTOM_PAPER_VALUES, phantomPaperModel, phantomPaperRole, type PhantomPaperModel } from "./phantom-paper-values.js";

/** The paper's tables and their columns, in the paper's column order. */
export const PHANTOM_TABLE_COLUMNS = {
  1: ["private_acc", "public_acc", "ppg", "crfr", "p_crfr", "informed_acc", "trr"],
  2: ["pba", "pbe", "pifr", "n_acc", "n_phan", "ev_acc", "ev_phan"],
  8: ["flip", "pier", "pfa", "pifr", "pba", "pbe"],
  9: ["n_acc", "n_phan", "ev_acc", "ev_phan", "obs_n_gap", "obs_ev_gap"],
} as const satisfies Record<number, readonly PhantomMetricName[]>;
export type PhantomTableNumber = keyof typeof PHANTOM_TABLE_COLUMNS;

/** Options of {@link phantomTable}. */
export interface PhantomTableOptions {
  /** Add a "<column> (paper)" column after each column. */
  paper?: boolean;
  /** Map a group's model name to a paper model (default {@link phantomPaperModel}). */
  paperModelOf?: (model: string) => PhantomPaperModel | null;
  /** Decimals (default 3; null = unrounded). */
  digits?: number | null;
  /**
   * With `paper`: name each paper column by its role for the simulator —
   * `<column> (paper, fitted)` for the `<model>-sim` fitting targets (recovered
   * = paper by construction), `(paper, implied)` for numbers that follow from
   * them, `(paper)` for the ones not fitted (see `scenarios/papers/000-phantom.json`).
   */
  markFitted?: boolean;
}

/** A table row: `Model`, then one cell per column. */
export type PhantomTableRow = Record<string, string | number | null>;

/**
 * The name of a measure's paper column.
 * @example
 * paperColumn("crfr", true);   // => "CRFR (paper, fitted)"
 * paperColumn("p_crfr", true); // => "P-CRFR (paper)"
 */
export function paperColumn(k: PhantomMetricName, markFitted: boolean): string {
  const role = markFitted ? phantomPaperRole(k) : "not_fitted";
  return `${PHANTOM_METRIC_LABELS[k]} (paper${role === "fitting_target" ? ", fitted" : role === "implied" ? ", implied" : ""})`;
}

/**
 * Rows of paper Table 1, 2, 8 or 9 for a report.
 * @throws RangeError for a table number other than 1, 2, 8, 9
 * @example
 * Object.keys(phantomTable(report, 9)[0]); // => ["Model", "N-Acc", "N-Phan.", "EV-Acc", "EV-Phan.", "Obs-N Gap", "Obs-EV Gap"]
 */
export function phantomTable(report: PhantomReport, table: PhantomTableNumber, options: PhantomTableOptions = {}): PhantomTableRow[] {
  const columns = PHANTOM_TABLE_COLUMNS[table] as readonly PhantomMetricName[] | undefined;
  if (!columns) throw new RangeError(argError("phantomTable", "table", "1, 2, 8 or 9", table));
  const digits = options.digits === undefined ? 3 : options.digits;
  const round = (x: number | null): number | null => (x === null || digits === null ? x : Number(x.toFixed(digits)));
  const paperOf = options.paperModelOf ?? phantomPaperModel;
  return report.groups.map((g) => {
    const row: PhantomTableRow = { Model: g.run_id === null ? g.model : `${g.model} [${g.run_id}]` };
    const paperModel = options.paper ? paperOf(g.model) : null;
    for (const k of columns) {
      row[PHANTOM_METRIC_LABELS[k]] = round(g.metrics[k].value);
      if (options.paper) row[paperColumn(k, options.markFitted ?? false)] = paperModel ? PHANTOM_PAPER_VALUES[paperModel][k] : null;
    }
    return row;
  });
}

/**
 * Flatten breakdown rows ({@link phantomBreakdown}) for display: model, level,
 * scenarios, then each measure's value (rounded) and, when it has one, its interval.
 *
 * @example
 * phantomBreakdownTable(phantomBreakdown(report, "direction", { metrics: ["crfr"] }), ["crfr"])[0];
 * // => { Model: "typical", direction: "proceed→block", scenarios: 20, CRFR: 0.15, "n CRFR": 20 }
 */
export function phantomBreakdownTable(rows: readonly PhantomBreakdownRow[], metrics: readonly PhantomMetricName[], digits = 3): PhantomTableRow[] {
  const round = (x: number | null): number | null => (x === null ? null : Number(x.toFixed(digits)));
  return rows.map((r) => {
    const out: PhantomTableRow = { Model: r.run_id === null ? r.model : `${r.model} [${r.run_id}]`, [r.field]: r.level, scenarios: r.scenarios };
    for (const k of metrics) {
      const m = r.metrics[k];
      const label = PHANTOM_METRIC_LABELS[k];
      out[label] = m ? round(m.value) : null;
      out[`n ${label}`] = m ? m.n : 0;
      if (m?.ci) out[`${label} 95% CI`] = `[${m.ci[0].toFixed(digits)}, ${m.ci[1].toFixed(digits)}]`;
    }
    return out;
  });
}
