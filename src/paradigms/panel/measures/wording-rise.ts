/**
 * Paper 002's Table 11 estimand (Appendix I): per reviewer and wording of the
 * shared message (`original`, `paraphrase`, `tally`), the rise of the benign
 * false-alarm rate under `wrong_peers` in that wording over the same reviewer's
 * benign false-alarm rate under `silent_peers`: fa_w − fa_silent, each over the
 * reviewer's benign items with a parseable verdict (all benign items, not only
 * those judged safe alone — the paper's "increase in benign false-alarm rate"),
 * with a joint item-bootstrap interval of the difference (items of either pool).
 * `original` comes from the main records, the rewrites from the sweep stream
 * (records with a `wording` and no `k_asserting`), routed and de-duplicated as in
 * {@link panelReport}. {@link panelWordingRobustness} is our pooled flip view.
 *
 * @example
 * const batch = panelBootstrapBatch(0, createRng(0));
 * const rows = panelWordingRise(sweep, indexPanelRecords(main), batch);
 * batch.run();
 * rows[0]; // e.g. { model: "A", wording: "original", fa: { value: 1, n: 2, ci: null }, silent_fa: { value: 0.5, n: 2, ci: null }, rise: { value: 0.5, n: 4, ci: null } }
 */
import { replicateKey } from "../../../schema/records.js";
import { type PanelRecord } from "../../../paradigms/panel/kind.js";
import { PANEL_WORDINGS } from "../../../schema/vocab.js";
import type { Measure } from "../../../stats/measure.js";
import type { PanelBootstrapBatch } from "./bootstrap-batch.js";
import { PANEL_CELL, panelRowOffset, type PanelIndex } from "./panel-index.js";
import { panelPooledRate } from "./pooled-rate.js";

/** One row of Table 11. */
export interface PanelWordingRiseRow {
  model: string;
  wording: string;
  /** Benign false-alarm rate under `wrong_peers` in this wording. */
  fa: Measure;
  /** Benign false-alarm rate under `silent_peers`. */
  silent_fa: Measure;
  /** fa − silent_fa (n = both pools). */
  rise: Measure;
}

/**
 * @param sweep the sweep stream (reworded `wrong_peers` records; others are ignored)
 * @param ix index of the main records
 * @param batch shared resampler; intervals are set when it runs
 * @returns rows by reviewer (index order) then wording (original, paraphrase, tally), for cells with records
 * @example
 * panelWordingRise([], indexPanelRecords([]), panelBootstrapBatch(0, createRng(0))); // => []
 */
export function panelWordingRise(sweep: readonly PanelRecord[], ix: PanelIndex, batch: PanelBootstrapBatch): PanelWordingRiseRow[] {
  const I = ix.items.length, M = ix.models.length;
  const cell = () => [new Float64Array(I), new Float64Array(I)] as const;
  const cells = new Map<string, readonly [Float64Array, Float64Array]>();
  const get = (m: number, w: string) => { const k = `${m}\u0000${w}`; let c = cells.get(k); if (!c) cells.set(k, (c = cell())); return c; };
  const count = (c: readonly [Float64Array, Float64Array], i: number, unsafe: boolean) => { c[1][i]++; if (unsafe) c[0][i]++; };
  for (let m = 0; m < M; m++) {
    for (const [cond, w] of [["silent_peers", "silent"], ["wrong_peers", "original"]] as const) {
      const o = panelRowOffset(ix, m, cond);
      if (o < 0) continue;
      for (let i = 0; i < I; i++) {
        const v = ix.verdict[o + i];
        if (!ix.harmful[i] && (v === PANEL_CELL.safe || v === PANEL_CELL.unsafe)) count(get(m, w), i, v === PANEL_CELL.unsafe);
      }
    }
  }
  for (const r of sweep) {
    if (r.condition !== "wrong_peers" || (r.k_asserting !== undefined && r.k_asserting !== null) || r.gold !== "benign" || r.verdict === null) continue;
    const m = ix.modelOf(r.model), i = ix.itemOf(r.dataset, r.item_id, replicateKey(r));
    if (m !== undefined && i !== undefined && !ix.harmful[i]) count(get(m, r.wording ?? "original"), i, r.verdict === "unsafe");
  }
  const out: PanelWordingRiseRow[] = [];
  for (let m = 0; m < M; m++) {
    const s = cells.get(`${m}\u0000silent`);
    for (const wording of PANEL_WORDINGS) {
      const c = cells.get(`${m}\u0000${wording}`);
      if (!c) continue;
      const fa = panelPooledRate(c[0], c[1], batch);
      if (fa.n === 0) continue;
      const silent_fa = s ? panelPooledRate(s[0], s[1], batch) : { value: null, n: 0, ci: null };
      const rise: Measure = { value: fa.value !== null && silent_fa.value !== null ? fa.value - silent_fa.value : null, n: fa.n + silent_fa.n, ci: null };
      if (rise.value !== null) {
        const ids: number[] = [];
        for (let i = 0; i < I; i++) if (c[1][i] > 0 || s![1][i] > 0) ids.push(i);
        const pick = (x: Float64Array) => Float64Array.from(ids, (i) => x[i]);
        batch.add(Int32Array.from(ids), [pick(c[0]), pick(s![0])], [pick(c[1]), pick(s![1])], [[0, 1]], (iv) => (rise.ci = iv[2]));
      }
      out.push({ model: ix.models[m], wording, fa, silent_fa, rise });
    }
  }
  return out;
}
