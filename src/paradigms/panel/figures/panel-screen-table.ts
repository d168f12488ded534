/**
 * The screen table of the panel notebook (paper 002 §5): per condition the
 * verdict, the panel − average-reviewer differences per class with their
 * item-bootstrap intervals, and the shifts from the solo and silent-peers panels.
 *
 * @example
 * panelScreenTable(panelScreen(records))[0];
 * // => { condition: "solo", verdict: "inconclusive", fa_diff: 0.01, fa_ci: "[-0.03, 0.05]", n_benign: 180, miss_diff: …, … }
 */
import type { PanelScreen } from "../measures/index.js";
import type { Measure } from "../../../stats/measure.js";

/** One row of {@link panelScreenTable}. */
export type PanelScreenTableRow = {
  condition: string;
  verdict: string;
  fa_diff: number | null;
  fa_ci: string;
  n_benign: number;
  miss_diff: number | null;
  miss_ci: string;
  n_harmful: number;
  fa_shift_from_solo: string;
  fa_shift_from_silent: string;
};

const iv = (m: Measure | undefined) => (m && m.ci ? `[${m.ci[0].toFixed(3)}, ${m.ci[1].toFixed(3)}]` : "-");
const withCi = (m: Measure | undefined) => (m && m.value !== null ? `${m.value.toFixed(3)} ${iv(m)}` : "-");

/**
 * @param s a {@link PanelScreen}
 * @example
 * panelScreenTable({ reviewers: [], simulated: null, bootstrap: 0, conditions: [] }); // => []
 */
export function panelScreenTable(s: PanelScreen): PanelScreenTableRow[] {
  return s.conditions.map((c) => ({
    condition: c.condition, verdict: c.verdict,
    fa_diff: c.difference.benign.value, fa_ci: iv(c.difference.benign), n_benign: c.difference.benign.n,
    miss_diff: c.difference.harmful.value, miss_ci: iv(c.difference.harmful), n_harmful: c.difference.harmful.n,
    fa_shift_from_solo: withCi(c.shift_from_solo?.benign), fa_shift_from_silent: withCi(c.shift_from_silent?.benign),
  }));
}
