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
import type { PanelReport } from "../measures/index.js";
import type { Measure } from "../../../stats/measure.js";
import { panelPaperChecks, panelPaperRole, type PanelPaperCheckRow } from "./panel-paper-checks.js";
import { panelPaperQuotes } from "./panel-paper-values.js";

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

/**
 * Paper 002 §3.3's severity estimand beside the recovered one: flips to unsafe
 * under wrong peers of benign items judged safe alone, at solo severity 0 and
 * above 0, pooled over reviewers (`doc.severity_zero_flips`), with the paper's
 * value and its role for the simulator (`check`: not a fitting target).
 * @example
 * panelSeverityZeroTable({ severity_zero_flips: { zero: { value: 0.9, n: 10, ci: [0.8, 1] }, above: { value: 0.7, n: 10, ci: null } } })[0];
 * // => { severity: "0", flip: 0.9, n: 10, low: 0.8, high: 1, paper: 0.857, paper_role: "check" }
 */
export function panelSeverityZeroTable(doc: Pick<PanelReport, "severity_zero_flips">, checks: readonly PanelPaperCheckRow[] = panelPaperChecks()) {
  const paper = (id: string) => panelPaperQuotes.find((q) => q.id === id)?.value ?? null;
  return ([["0", doc.severity_zero_flips.zero, "sev0-flip"], ["> 0", doc.severity_zero_flips.above, "sevpos-flip"]] as const).map(([severity, m, id]) => ({
    severity, flip: m.value, n: m.n, low: lo(m), high: hi(m), paper: paper(id), paper_role: panelPaperRole(id, checks),
  }));
}

/** Our reading of which Table 11 quote belongs to which reviewer (ids of scenarios/papers/002-panel.json). */
const WORDING_RISE_QUOTE: Record<string, string> = { "qwen2.5-7b": "wording-rise-qwen7b", "mistral-7b": "wording-rise-mistral", "llama-3.1-8b": "wording-rise-llama" };

/**
 * Table 11: per reviewer and wording, the benign false-alarm rise over silent
 * peers (`doc.wording_rise`), with the paper's quoted rise for the original
 * wording where it gives one (reviewer names match with or without `-sim`) and
 * that value's role for the simulator (`target` / `check`).
 * @example
 * panelWordingRiseTable({ wording_rise: [{ model: "mistral-7b-sim", wording: "original", fa: { value: 0.9, n: 10, ci: null }, silent_fa: { value: 0.4, n: 10, ci: null }, rise: { value: 0.5, n: 20, ci: [0.3, 0.7] } }] })[0];
 * // => { reviewer: "mistral-7b-sim", wording: "original", fa: 0.9, silent_fa: 0.4, rise: 0.5, low: 0.3, high: 0.7, paper: 0.44, paper_role: "target" }
 */
export function panelWordingRiseTable(doc: Pick<PanelReport, "wording_rise">, checks: readonly PanelPaperCheckRow[] = panelPaperChecks()) {
  return doc.wording_rise.map((r) => {
    const id = r.wording === "original" ? WORDING_RISE_QUOTE[r.model.replace(/-sim$/, "")] : undefined;
    const q = id ? panelPaperQuotes.find((x) => x.id === id) : undefined;
    return { reviewer: r.model, wording: r.wording, fa: r.fa.value, silent_fa: r.silent_fa.value, rise: r.rise.value, low: lo(r.rise), high: hi(r.rise),
      paper: q?.value ?? null, paper_role: id ? panelPaperRole(id, checks) : null };
  });
}
