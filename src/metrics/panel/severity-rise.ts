/**
 * Paired severity rise ΔS of one reviewer in one condition (paper 002 Table 2;
 * metrics.md §2, §5): over benign items with a non-null severity in both the
 * condition and `silent_peers`, the mean of (severity_condition − severity_silent),
 * with an item-bootstrap percentile interval. The `silent_peers` row is 0
 * (n = benign items with a silent severity; ci [0, 0] when B > 0); the `solo` row is solo − silent.
 *
 * @example
 * panelSeverityRise(idx, items, "m", "wrong_peers", 1000, createRng(0));
 * // => { value: 2.5, n: 2, ci: [1, 4] }  (items with rises 1 and 4)
 */
import type { Measure } from "../../stats/measure.js";
import type { Rng } from "../../stats/rng.js";
import { panelBootstrapRatio } from "./item-bootstrap.js";
import type { PanelIndex, PanelItemInfo } from "./panel-index.js";

/**
 * @param B bootstrap replicates (0 → ci null)
 * @param rng seeded generator (consumed only when B > 0 and n > 0 and condition ≠ silent_peers)
 */
export function panelSeverityRise(idx: PanelIndex, items: readonly PanelItemInfo[], model: string, condition: string, B: number, rng: Rng): Measure {
  const byItem = idx.get(model);
  const diffs: number[] = [];
  if (byItem) {
    for (const it of items) {
      if (it.gold !== "benign") continue;
      const recs = byItem.get(it.key);
      const r = recs?.get(condition), s = recs?.get("silent_peers");
      if (!r || !s) continue;
      if (typeof r.severity !== "number" || typeof s.severity !== "number") continue;
      diffs.push(r.severity - s.severity);
    }
  }
  const n = diffs.length;
  if (n === 0) return { value: null, n: 0, ci: null };
  if (condition === "silent_peers") return { value: 0, n, ci: B > 0 ? [0, 0] : null };
  let s = 0;
  for (const d of diffs) s += d;
  const ones = new Float64Array(n).fill(1);
  return { value: s / n, n, ci: panelBootstrapRatio(diffs, ones, B, rng) };
}
