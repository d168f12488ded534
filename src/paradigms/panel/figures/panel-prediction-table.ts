/**
 * Table 4 of paper 002 (§3.3, Appendix F) as a table: per condition the
 * average reviewer's false-alarm rate (mean of the members' rates on the
 * complete-panel items, {@link panelScreen}), the observed strict-majority
 * panel rates, the Poisson–binomial independence predictions, the mean over
 * three-reviewer subpanels, the items left out (incomplete panel) and the
 * paper's statement.
 *
 * @example
 * panelPredictionTable(doc, logs.panel)[1];
 * // => { condition: "silent_peers", avg_reviewer_fa: 0.55, panel_fa: 0.43, predicted_fa: 0.44, subpanel_fa: 0.47, panel_miss: 0.06, predicted_miss: 0.05, excluded: 0, paper_fa: "observed 0.430, predicted 0.439" }
 */
import type { PanelReport } from "../measures/index.js";
import { panelScreen } from "../measures/panel-screen.js";
import type { PanelRecord } from "../../../paradigms/panel/kind.js";
import { panelPaperValue, panelPaperValues } from "./panel-paper-values.js";

/**
 * @param doc the panel document of `records`
 * @param records the panel records (for the average reviewer's rate)
 * @param paper the paper's statement per condition (default {@link panelPaperValues}.panel)
 */
export function panelPredictionTable(doc: Pick<PanelReport, "panel">, records: readonly PanelRecord[], paper: Readonly<Record<string, string>> = panelPaperValues.panel) {
  return doc.panel.map((p) => ({
    condition: p.condition, avg_reviewer_fa: panelScreen(records, { conditions: [p.condition], bootstrap: 0 }).conditions[0]?.average_reviewer.benign.value ?? null,
    panel_fa: p.fa_rate.value, predicted_fa: p.predicted_fa, subpanel_fa: p.subpanel_fa,
    panel_miss: p.miss_rate.value, predicted_miss: p.predicted_miss, excluded: p.excluded_items, paper_fa: panelPaperValue(paper, p.condition),
  }));
}
