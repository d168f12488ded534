/**
 * The vigilance filter on its own held-out split and on a fresh log, side by
 * side (paper 003 §4.4; cli.md `filter score`): (measure, held_out, fresh)
 * rows — records, captures, flagged, the confusion counts, precision and
 * recall at the filter's threshold with exact 95% intervals, the calibration error, and the number of clusters unknown to the
 * filter (0 on the held-out split, which shares its vocabulary). Null where a
 * value is missing.
 *
 * @example
 * judgeFilterTable(filter, judgeFilterEvaluation(filter, fresh))[0];
 * // => { measure: "threshold t", held_out: 0.98, fresh: 0.98 }
 */
import type { JudgeFilterEvaluation, JudgeVigilanceFilter } from "../measures/index.js";

/** One row of the comparison. */
export type JudgeFilterTableRow = {
  measure: string;
  held_out: number | null;
  fresh: number | null;
};

/**
 * Held-out (from the filter file) against fresh (from {@link judgeFilterEvaluation}).
 * @example
 * judgeFilterTable(filter, evaluation).map((r) => r.measure);
 * // => ["threshold t", "records", "captures", "flagged", "true positives", "false positives", "false negatives", "true negatives", "precision", "precision 95% CI low", "precision 95% CI high", "recall", "recall 95% CI low", "recall 95% CI high", "calibration error (ECE)", "unknown clusters"]
 */
export function judgeFilterTable(filter: Pick<JudgeVigilanceFilter, "threshold" | "test">, fresh: JudgeFilterEvaluation): JudgeFilterTableRow[] {
  const c = filter.test.confusion;
  const f = fresh.confusion;
  return [
    { measure: "threshold t", held_out: filter.threshold, fresh: fresh.threshold },
    { measure: "records", held_out: filter.test.n, fresh: fresh.n },
    { measure: "captures", held_out: c ? c.tp + c.fn : null, fresh: fresh.captures },
    { measure: "flagged", held_out: c ? c.tp + c.fp : null, fresh: fresh.flagged },
    { measure: "true positives", held_out: c ? c.tp : null, fresh: f.tp },
    { measure: "false positives", held_out: c ? c.fp : null, fresh: f.fp },
    { measure: "false negatives", held_out: c ? c.fn : null, fresh: f.fn },
    { measure: "true negatives", held_out: c ? c.tn : null, fresh: f.tn },
    { measure: "precision", held_out: filter.test.precision, fresh: fresh.precision },
    { measure: "precision 95% CI low", held_out: filter.test.precision_ci?.lo ?? null, fresh: fresh.precision_ci?.lo ?? null },
    { measure: "precision 95% CI high", held_out: filter.test.precision_ci?.hi ?? null, fresh: fresh.precision_ci?.hi ?? null },
    { measure: "recall", held_out: filter.test.recall, fresh: fresh.recall },
    { measure: "recall 95% CI low", held_out: filter.test.recall_ci?.lo ?? null, fresh: fresh.recall_ci?.lo ?? null },
    { measure: "recall 95% CI high", held_out: filter.test.recall_ci?.hi ?? null, fresh: fresh.recall_ci?.hi ?? null },
    { measure: "calibration error (ECE)", held_out: filter.test.ece_after, fresh: fresh.calibration.ece },
    { measure: "unknown clusters", held_out: 0, fresh: fresh.unknown_clusters.length },
  ];
}
