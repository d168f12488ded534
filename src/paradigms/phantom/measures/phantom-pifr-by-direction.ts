/**
 * PIFR decomposed by gold→phantom direction (paper 000 Figure 4; spec
 * metrics.md §1): each direction's share = the PIFR numerator of its
 * scenarios over the group's whole PIFR denominator, so the six shares of a
 * group sum to its PIFR.
 *
 * @example
 * const rows = phantomPifrByDirection(report);
 * rows.filter((r) => r.model === "typical").reduce((t, r) => t + (r.share ?? 0), 0); // => PIFR of "typical"
 */
import { PHANTOM_DIRECTIONS, type PhantomDirection } from "./phantom-metric-names.js";
import type { PhantomReport } from "./phantom-metrics.js";

/** One (group, direction) part of PIFR. */
export interface PhantomPifrPart {
  model: string;
  run_id: string | null;
  direction: PhantomDirection;
  /** PIFR events (private correct, public on the phantom) in this direction's scenarios. */
  events: number;
  /** The group's PIFR denominator (pairs with private and public records). */
  n: number;
  /** events / n; null when n is 0. */
  share: number | null;
}

/**
 * Six rows per group (directions in Table 7 order), groups in report order.
 * @example
 * phantomPifrByDirection(report).length; // => 6 × number of groups
 */
export function phantomPifrByDirection(report: PhantomReport): PhantomPifrPart[] {
  const out: PhantomPifrPart[] = [];
  for (const g of report.groups) {
    const events = new Map<string, number>();
    let n = 0;
    const dirs = g.table.labels.direction;
    for (let s = 0; s < g.sums.size; s++) {
      n += g.sums.den.both[s];
      events.set(dirs[s]!, (events.get(dirs[s]!) ?? 0) + g.sums.num.pifr[s]);
    }
    for (const direction of PHANTOM_DIRECTIONS) {
      const e = events.get(direction) ?? 0;
      out.push({ model: g.model, run_id: g.run_id, direction, events: e, n, share: n === 0 ? null : e / n });
    }
  }
  return out;
}
