/**
 * Capture by (propagator, judge) pair for pipeline runs (`groupthink run
 * judge`, optionally with `--judge-model`): how often each judge was captured
 * (D_E > 0.5, metrics.md §4–5) by each propagator's traces, with the judge's
 * accuracy verdicts and mean evidence weighting. A record without `judge` has
 * judge `null` and `cross_blind` null (unknown). Rows sorted by propagator,
 * then judge (null last). Rates are measures with 95% Wilson intervals.
 *
 * @example
 * judgePipelineSummary([{ propagator: "susceptible", judge: "resistant", evidence_weighting: 5, accuracy: 0 }]);
 * // => [{ propagator: "susceptible", judge: "resistant", cross_blind: true, n: 1,
 * //       accuracy: { value: 0, n: 1, ci: [0, 0.793…] }, capture_rate: { value: 1, n: 1, ci: [0.206…, 1] }, mean_evidence_weighting: 5 }]
 */
import { ratioMeasure, type Measure } from "../../../stats/measure.js";
import { wilsonInterval } from "../../../stats/wilson-interval.js";
import { judgeCapture, type JudgeScores } from "./dissonance.js";

/** What the summary reads from a record. */
export interface JudgePipelineInput extends JudgeScores {
  propagator: string;
  judge?: string | null;
}

/** One (propagator, judge) row. */
export interface JudgePipelineRow {
  propagator: string;
  judge: string | null;
  /** True when the judge is another model than the propagator; null when the record does not name the judge. */
  cross_blind: boolean | null;
  n: number;
  /** Share of traces the judge found accurate. */
  accuracy: Measure;
  /** Share of traces with D_E > 0.5. */
  capture_rate: Measure;
  mean_evidence_weighting: number | null;
}

const rate = (k: number, n: number): Measure => ratioMeasure(k, n, wilsonInterval(k, n));

/**
 * One row per (propagator, judge) pair present in the records.
 * @example
 * judgePipelineSummary([]); // => []
 */
export function judgePipelineSummary(records: readonly JudgePipelineInput[]): JudgePipelineRow[] {
  const groups = new Map<string, { propagator: string; judge: string | null; n: number; acc: number; cap: number; ew: number }>();
  for (const r of records) {
    const judge = typeof r.judge === "string" ? r.judge : null;
    const key = JSON.stringify([r.propagator, judge]);
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { propagator: r.propagator, judge, n: 0, acc: 0, cap: 0, ew: 0 }));
    g.n++;
    g.acc += r.accuracy;
    g.cap += judgeCapture(r);
    g.ew += r.evidence_weighting;
  }
  const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return [...groups.values()]
    .sort((a, b) => cmp(a.propagator, b.propagator) || (a.judge === null ? 1 : b.judge === null ? -1 : cmp(a.judge, b.judge)))
    .map((g) => ({
      propagator: g.propagator, judge: g.judge, cross_blind: g.judge === null ? null : g.judge !== g.propagator, n: g.n,
      accuracy: rate(g.acc, g.n), capture_rate: rate(g.cap, g.n), mean_evidence_weighting: g.n === 0 ? null : g.ew / g.n,
    }));
}
