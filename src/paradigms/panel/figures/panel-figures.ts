/**
 * Figures of paper 002 as Plotly values (never rendered here):
 * Figure 3 (one item: severity and verdict per reviewer, alone vs under wrong
 * peers), Figure 4 (flip to unsafe vs k with intervals), Figure 5 (flag- vs
 * safe-directed adoption). Pass `simulated: true` to label simulated data.
 *
 * @example
 * panelFlipVsKFigure(doc.flip_vs_k, { simulated: true }).layout.title; // => { text: "Flip to unsafe vs asserting peers (simulated)" }
 */
import type { PanelRecord } from "../../../paradigms/panel/kind.js";
import type { PanelDirectional } from "../measures/directional-adoption.js";
import type { PanelFlipAtK } from "../measures/flip-vs-k.js";
import { labelSimulated, type Figure } from "../../../plot/figure.js";
import { splitPanelRecords } from "../measures/panel-records.js";
import { panelErrorBars as err } from "./error-bars.js";

/** Figure 4: pooled flip-to-unsafe rate against k with its bootstrap intervals (optionally a reference curve). */
export function panelFlipVsKFigure(points: readonly PanelFlipAtK[], o: { simulated?: boolean; reference?: { k: number; rate: number }[]; referenceName?: string } = {}): Figure {
  const data: Record<string, unknown>[] = [{ type: "scatter", mode: "lines+markers", name: "recovered", x: points.map((p) => p.k), y: points.map((p) => p.rate.value), error_y: err(points.map((p) => p.rate)) }];
  if (o.reference) data.push({ type: "scatter", mode: "markers", name: o.referenceName ?? "paper", x: o.reference.map((p) => p.k), y: o.reference.map((p) => p.rate), marker: { symbol: "x", size: 10 } });
  return labelSimulated({ data, layout: { title: { text: "Flip to unsafe vs asserting peers" }, xaxis: { title: { text: "k peers asserting the wrong label" }, dtick: 1 }, yaxis: { title: { text: "flip rate (benign, safe alone)" }, range: [0, 1.05] } } }, !!o.simulated);
}

/** Figure 5: adoption of flag- vs safe-directed pushes (optionally with reference values). */
export function panelDirectionalFigure(d: PanelDirectional, o: { simulated?: boolean; reference?: { flag: number; safe: number }; referenceName?: string } = {}): Figure {
  const data: Record<string, unknown>[] = [{ type: "bar", name: "recovered", x: ["flag push", "safe push"], y: [d.flag.value, d.safe.value], error_y: err([d.flag, d.safe]), text: [`n=${d.flag.n}`, `n=${d.safe.n}`] }];
  if (o.reference) data.push({ type: "bar", name: o.referenceName ?? "paper", x: ["flag push", "safe push"], y: [o.reference.flag, o.reference.safe] });
  return labelSimulated({ data, layout: { title: { text: `Adoption by push direction (gap ${d.gap.value === null ? "n/a" : (100 * d.gap.value).toFixed(1) + " points"})` }, barmode: "group", yaxis: { title: { text: "share switching to the asserted label" }, range: [0, 1] } } }, !!o.simulated);
}

/** Figure 3: one item — each reviewer's severity alone and under `condition` (default wrong_peers), verdicts as labels. */
export function panelItemFigure(records: readonly PanelRecord[], item: { dataset: string; item_id: string }, o: { condition?: string; simulated?: boolean } = {}): Figure {
  const cond = o.condition ?? "wrong_peers";
  const main = splitPanelRecords(records.filter((r) => r.dataset === item.dataset && r.item_id === item.item_id)).main; // de-duplicated (last wins), round 1/2, original wording
  const models = [...new Set(main.map((r) => r.model))].sort();
  const get = (m: string, c: string) => main.find((r) => r.model === m && r.condition === c);
  const trace = (c: string, name: string) => ({
    type: "bar", name, x: models, y: models.map((m) => get(m, c)?.severity ?? null), text: models.map((m) => get(m, c)?.verdict ?? "missing"), textposition: "outside",
  });
  return labelSimulated({ data: [trace("solo", "alone (round 1)"), trace(cond, `after ${cond}`)], layout: { title: { text: `One item: ${item.dataset}/${item.item_id}` }, barmode: "group", yaxis: { title: { text: "severity 0–10" }, range: [0, 11] } } }, !!o.simulated);
}
