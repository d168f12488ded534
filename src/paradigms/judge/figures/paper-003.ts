/**
 * Paper 003's printed numbers (`scenarios/papers/003-judge.json`), read once,
 * and the table that sets a fit beside them: for each measure the paper's
 * value, ours, and whether the paper's value was a fitting target of the
 * simulator (so agreement there is by construction, not a finding).
 *
 * @example
 * judgePaperValues().reported.test_auc; // => 0.8779
 * judgePaperComparison(report)[0];      // => { measure: "trajectories", paper: 22500, here: 22500, fitting_target: true }
 */
import { readFileSync } from "node:fs";
import type { JudgeFitReport } from "../measures/index.js";
import { projectPath } from "../../../paths.js";

/** The paper file's content. */
export interface JudgePaperValues {
  paper: string;
  fitting_targets: { trajectories: number; capture_share: number; canonical_clusters: number; domains: string[]; markers_flagged: number; markers_unflagged: number };
  reported: {
    test_auc: number; lodo_mean_auc: number; precision_at_05: number; recall_at_05: number; vigilance_threshold: number; precision_at_vigilance: number;
    false_positives_at_vigilance: number; safe_test_traces: number; grounding_r: number; raw_labels: Record<string, number>; unique_raw_labels: number;
    l1_top: { feature: string; beta: number }[]; l1_bottom: { feature: string; beta: number }[];
  };
}

let memo: JudgePaperValues | null = null;

/**
 * Read `scenarios/papers/003-judge.json` (once per process).
 * @example
 * judgePaperValues().fitting_targets.canonical_clusters; // => 531
 */
export function judgePaperValues(): JudgePaperValues {
  memo ??= JSON.parse(readFileSync(projectPath("scenarios", "papers", "003-judge.json"), "utf8")) as JudgePaperValues;
  return memo;
}

/** One comparison row. */
export type JudgePaperRow = { measure: string; paper: number | null; here: number | null; fitting_target: boolean };

/**
 * The paper's numbers beside a `fit judge` report.
 * @example
 * judgePaperComparison(report).map((r) => r.measure);
 * // => ["trajectories", "capture share", "clusters", "mean markers, performative", "mean markers, other", "test ROC-AUC", "LODO mean ROC-AUC", "precision at t = 0.5", "recall at t = 0.5", "grounding r"]
 */
export function judgePaperComparison(report: JudgeFitReport): JudgePaperRow[] {
  const p = judgePaperValues();
  const t = p.fitting_targets, r = p.reported;
  return [
    { measure: "trajectories", paper: t.trajectories, here: report.n, fitting_target: true },
    { measure: "capture share", paper: t.capture_share, here: report.n === 0 ? null : report.positives / report.n, fitting_target: true },
    { measure: "clusters", paper: t.canonical_clusters, here: report.features, fitting_target: true },
    { measure: "mean markers, performative", paper: t.markers_flagged, here: report.grounding.mean_flagged, fitting_target: true },
    { measure: "mean markers, other", paper: t.markers_unflagged, here: report.grounding.mean_unflagged, fitting_target: true },
    { measure: "test ROC-AUC", paper: r.test_auc, here: report.l2.test_auc, fitting_target: false },
    { measure: "LODO mean ROC-AUC", paper: r.lodo_mean_auc, here: report.lodo_mean_auc, fitting_target: false },
    { measure: "precision at t = 0.5", paper: r.precision_at_05, here: report.l2.precision_at_05, fitting_target: false },
    { measure: "recall at t = 0.5", paper: r.recall_at_05, here: report.l2.recall_at_05, fitting_target: false },
    { measure: "grounding r", paper: r.grounding_r, here: report.grounding.r, fitting_target: false },
  ];
}
