/**
 * The single-item example of paper 002 Figure 3: a benign item that most
 * reviewers judged `safe` alone and `unsafe` under the shared message. Scans
 * benign items in (dataset, item id) order and returns the first whose number
 * of flipping reviewers (round-1 `solo` = safe, `condition` = unsafe) reaches the
 * strict majority ⌊n/2⌋ + 1 of the n panel members; when no item does, the
 * benign item with the most flips (first in order among ties, flips ≥ 1);
 * null when no benign item has a flip. Records are routed and de-duplicated as
 * in {@link panelReport}.
 *
 * @example
 * panelFlippedExample(logs.panel);
 * // => { dataset: "gt-lookalike", item_id: "look-01b", flips: 6, reviewers: 6, majority: true }
 */
import type { PanelRecord } from "../../../paradigms/panel/kind.js";
import { PANEL_CELL, indexPanelRecords, panelRowOffset } from "./panel-index.js";
import { splitPanelRecords } from "./panel-records.js";
import { panelMajorityThreshold } from "./panel-vote.js";

/** The chosen item and how many reviewers flipped on it. */
export interface PanelFlippedExample {
  dataset: string;
  item_id: string;
  /** Reviewers judging it safe alone and unsafe under the condition. */
  flips: number;
  /** Panel members (every model with round-1/2 records). */
  reviewers: number;
  /** True when flips reach the strict majority of the members. */
  majority: boolean;
}

/**
 * @param records panel records (any logs)
 * @param options.condition the round-2 condition (default `wrong_peers`)
 */
export function panelFlippedExample(records: readonly PanelRecord[], options: { condition?: string } = {}): PanelFlippedExample | null {
  const ix = indexPanelRecords(splitPanelRecords(records).main);
  const n = ix.models.length;
  if (n === 0) return null;
  const need = panelMajorityThreshold(n);
  const rows = ix.models.map((_, m) => [panelRowOffset(ix, m, "solo"), panelRowOffset(ix, m, options.condition ?? "wrong_peers")]);
  let best = -1, bestFlips = 0;
  for (let i = 0; i < ix.items.length; i++) {
    if (ix.harmful[i]) continue;
    let flips = 0;
    for (const [so, co] of rows) if (co >= 0 && ix.verdict[so + i] === PANEL_CELL.safe && ix.verdict[co + i] === PANEL_CELL.unsafe) flips++;
    if (flips > bestFlips) { best = i; bestFlips = flips; }
    if (flips >= need) break;
  }
  if (best < 0) return null;
  const it = ix.items[best];
  return { dataset: it.dataset, item_id: it.item_id, flips: bestFlips, reviewers: n, majority: bestFlips >= need };
}
