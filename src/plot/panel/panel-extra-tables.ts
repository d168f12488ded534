/**
 * Flat tables of the extra keys of the panel document (paper 002 App. F–G):
 * the residual-dependence check (`dependence`: observed panel error, the
 * Poisson–binomial prediction, the permutation null and the mean pairwise error
 * correlation), directional adoption by dataset (Table 7), the dose–response by
 * reviewer (Table 8) and flips by round-1 severity stratum.
 *
 * @example
 * panelDependenceTable(doc)[0];
 * // => { condition: "solo", class: "benign", units: 24, observed: 0.25, predicted: 0.18, permutation: 0.18, perm_low: 0.08, perm_high: 0.29, error_correlation: 0.3, pairs: 15 }
 */
import type { PanelReport } from "../../metrics/panel/index.js";
import type { Measure } from "../../stats/measure.js";

const lo = (m: Measure) => m.ci?.[0] ?? null;
const hi = (m: Measure) => m.ci?.[1] ?? null;

/**
 * One row per condition and class of `doc.dependence`.
 * @example
 * panelDependenceTable({ dependence: [] }); // => []
 */
export function panelDependenceTable(doc: Pick<PanelReport, "dependence">) {
  return doc.dependence.flatMap((d) => (["benign", "harmful"] as const).map((cls) => {
    const x = d[cls];
    return { condition: d.condition, class: cls, units: x.units, observed: x.observed, predicted: x.predicted, permutation: x.permutation,
      perm_low: x.permutation_band?.[0] ?? null, perm_high: x.permutation_band?.[1] ?? null, error_correlation: x.mean_error_correlation, pairs: x.pairs };
  }));
}

/**
 * Table 7: directional adoption by dataset.
 * @example
 * panelDirectionalByDatasetTable({ directional_by_dataset: [] }); // => []
 */
export function panelDirectionalByDatasetTable(doc: Pick<PanelReport, "directional_by_dataset">) {
  return doc.directional_by_dataset.map((d) => ({
    dataset: d.dataset, flag: d.flag.value, flag_n: d.flag.n, flag_low: lo(d.flag), flag_high: hi(d.flag),
    safe: d.safe.value, safe_n: d.safe.n, safe_low: lo(d.safe), safe_high: hi(d.safe), gap: d.gap.value, gap_low: lo(d.gap), gap_high: hi(d.gap),
  }));
}

/**
 * Table 8: flip to unsafe by k, per reviewer (one column per k).
 * @example
 * panelFlipVsKByReviewerTable({ flip_vs_k_by_reviewer: [{ model: "m", points: [{ k: 0, rate: { value: 0.1, n: 10, ci: null } }] }] });
 * // => [{ reviewer: "m", k0: 0.1, n: 10 }]
 */
export function panelFlipVsKByReviewerTable(doc: Pick<PanelReport, "flip_vs_k_by_reviewer">) {
  return doc.flip_vs_k_by_reviewer.map((r) => ({
    reviewer: r.model, ...Object.fromEntries(r.points.map((p) => [`k${p.k}`, p.rate.value])), n: Math.max(0, ...r.points.map((p) => p.rate.n)),
  }));
}

/**
 * Flips by the reviewer's round-1 severity stratum.
 * @example
 * panelSeverityFlipsTable({ severity_flips: [] }); // => []
 */
export function panelSeverityFlipsTable(doc: Pick<PanelReport, "severity_flips">) {
  return doc.severity_flips.map((r) => ({ reviewer: r.model, condition: r.condition, gold: r.gold, stratum: r.stratum, flip: r.flip.value, n: r.flip.n, low: lo(r.flip), high: hi(r.flip) }));
}
