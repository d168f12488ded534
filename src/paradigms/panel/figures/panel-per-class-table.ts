/**
 * The per-class table of the panel notebook (paper 002 App. E): per reviewer,
 * dataset (a model–dataset cell; `all` for the pooled row) and pushing
 * condition, the share at the asserted label among items judged correctly
 * alone, the same share under silent peers, and their paired difference (the
 * effect) with its item-bootstrap interval, on benign and on harmful items.
 *
 * @example
 * panelPerClassTable(doc)[0];
 * // => { reviewer: "typical", dataset: "all", condition: "wrong_peers", benign_shift: 0.8, benign_silent: 0.2, benign_effect: 0.6,
 * //      benign_ci_low: 0.5, benign_ci_high: 0.7, benign_n: 60, harmful_shift: …, harmful_n: 60 }
 */
import type { PanelReport } from "../measures/index.js";
import type { Measure } from "../../../stats/measure.js";

/** One row of {@link panelPerClassTable}. */
export type PanelPerClassTableRow = {
  reviewer: string;
  dataset: string;
  condition: string;
  benign_shift: number | null;
  benign_silent: number | null;
  benign_effect: number | null;
  benign_ci_low: number | null;
  benign_ci_high: number | null;
  benign_n: number;
  harmful_shift: number | null;
  harmful_silent: number | null;
  harmful_effect: number | null;
  harmful_ci_low: number | null;
  harmful_ci_high: number | null;
  harmful_n: number;
};

type Row = { model: string; condition: string; dataset?: string; shift_benign: Measure; shift_silent_benign: Measure; effect_benign: Measure; shift_harmful: Measure; shift_silent_harmful: Measure; effect_harmful: Measure };

/**
 * @param doc the panel document
 * @param options.cells also list the model–dataset cells (default true)
 * @example
 * panelPerClassTable({ reviewers: [], cells: [] }); // => []
 */
export function panelPerClassTable(doc: Pick<PanelReport, "reviewers" | "cells">, options: { cells?: boolean } = {}): PanelPerClassTableRow[] {
  const rows: Row[] = [...doc.reviewers.map((r) => ({ ...r, dataset: "all" })), ...(options.cells === false ? [] : doc.cells)];
  return rows.filter((r) => r.effect_benign.n + r.effect_harmful.n > 0).map((r) => ({
    reviewer: r.model, dataset: r.dataset ?? "all", condition: r.condition,
    benign_shift: r.shift_benign.value, benign_silent: r.shift_silent_benign.value, benign_effect: r.effect_benign.value,
    benign_ci_low: r.effect_benign.ci?.[0] ?? null, benign_ci_high: r.effect_benign.ci?.[1] ?? null, benign_n: r.effect_benign.n,
    harmful_shift: r.shift_harmful.value, harmful_silent: r.shift_silent_harmful.value, harmful_effect: r.effect_harmful.value,
    harmful_ci_low: r.effect_harmful.ci?.[0] ?? null, harmful_ci_high: r.effect_harmful.ci?.[1] ?? null, harmful_n: r.effect_harmful.n,
  }));
}
