/**
 * Every phantom measure as per-scenario numerator and denominator sums, so a
 * measure over any multiset of scenarios (the whole bank, a breakdown cell, a
 * bootstrap replicate) is Σnum / Σden (spec metrics.md §1, §5).
 *
 * Agent-level measures sum over the scenario's (s, i) pairs that have the
 * needed records; CRFR and P-CRFR are 0/1 with denominator 1 when the
 * scenario's group is complete in `private` and `observed_public`, else 0;
 * PPG and the Obs gaps are differences of two ratios. A null decision equals
 * nothing (not even another null). Thresholds are exact integer comparisons
 * (4·correct ≥ 3·|A|, 4·correct ≤ |A|).
 *
 * @example
 * const sums = phantomScenarioSums(phantomScenarioTable(records));
 * sums.num.priv_correct[0]; // => 3 (three agents of the first scenario privately correct)
 * sums.den.priv[0];         // => 4
 */
import { CODE_MISSING, type PhantomScenarioTable } from "./phantom-scenario-table.js";
import type { PhantomMetricName } from "./phantom-metric-names.js";

/** Numerator series (one value per scenario). */
export const PHANTOM_NUM_SERIES = [
  "priv_correct", "pub_correct", "inf_correct", "priv_correct_both", "pub_correct_both", "crfr", "p_crfr",
  "trr", "pba", "pbe", "pifr", "flip", "pier", "pfa", "n_acc", "n_phan", "ev_acc", "ev_phan",
] as const;
export type PhantomNumSeries = (typeof PHANTOM_NUM_SERIES)[number];

/** Denominator series: pairs with a private / observed_public / informed / both record, complete groups, Γ, Ω, … */
export const PHANTOM_DEN_SERIES = [
  "priv", "pub", "inf", "both", "complete", "gamma", "omega", "neutral", "vote", "pub_and_neutral", "pub_and_vote",
] as const;
export type PhantomDenSeries = (typeof PHANTOM_DEN_SERIES)[number];

/** How a measure is built from the series. */
export type PhantomMetricSpec =
  | { kind: "ratio"; num: PhantomNumSeries; den: PhantomDenSeries }
  | { kind: "diff"; a: [PhantomNumSeries, PhantomDenSeries]; b: [PhantomNumSeries, PhantomDenSeries]; n: PhantomDenSeries };

/** The series behind each of the 19 measures. */
export const PHANTOM_METRIC_SPECS: Readonly<Record<PhantomMetricName, PhantomMetricSpec>> = {
  private_acc: { kind: "ratio", num: "priv_correct", den: "priv" },
  public_acc: { kind: "ratio", num: "pub_correct", den: "pub" },
  informed_acc: { kind: "ratio", num: "inf_correct", den: "inf" },
  ppg: { kind: "diff", a: ["priv_correct_both", "both"], b: ["pub_correct_both", "both"], n: "both" },
  crfr: { kind: "ratio", num: "crfr", den: "complete" },
  p_crfr: { kind: "ratio", num: "p_crfr", den: "complete" },
  trr: { kind: "ratio", num: "trr", den: "gamma" },
  pba: { kind: "ratio", num: "pba", den: "pub" },
  pbe: { kind: "ratio", num: "pbe", den: "omega" },
  pifr: { kind: "ratio", num: "pifr", den: "both" },
  flip: { kind: "ratio", num: "flip", den: "both" },
  pier: { kind: "ratio", num: "pier", den: "both" },
  pfa: { kind: "ratio", num: "pfa", den: "pub" },
  n_acc: { kind: "ratio", num: "n_acc", den: "neutral" },
  n_phan: { kind: "ratio", num: "n_phan", den: "neutral" },
  ev_acc: { kind: "ratio", num: "ev_acc", den: "vote" },
  ev_phan: { kind: "ratio", num: "ev_phan", den: "vote" },
  obs_n_gap: { kind: "diff", a: ["pfa", "pub"], b: ["n_phan", "neutral"], n: "pub_and_neutral" },
  obs_ev_gap: { kind: "diff", a: ["pfa", "pub"], b: ["ev_phan", "vote"], n: "pub_and_vote" },
};

/** Per-scenario sums of one group. */
export interface PhantomScenarioSums {
  num: Record<PhantomNumSeries, Float64Array>;
  den: Record<PhantomDenSeries, Float64Array>;
  /** Number of rows (scenario × replicate). */
  size: number;
  /** Scenario number of each row (rows of one scenario are resampled together); absent = one row per scenario. */
  cluster?: Int32Array;
}

/**
 * Compute the per-scenario sums of a coded table.
 *
 * @example
 * phantomScenarioSums(phantomScenarioTable([])).size; // => 0
 */
export function phantomScenarioSums(t: PhantomScenarioTable): PhantomScenarioSums {
  const nS = t.scenarioIds.length;
  const num = Object.fromEntries(PHANTOM_NUM_SERIES.map((k) => [k, new Float64Array(nS)])) as Record<PhantomNumSeries, Float64Array>;
  const den = Object.fromEntries(PHANTOM_DEN_SERIES.map((k) => [k, new Float64Array(nS)])) as Record<PhantomDenSeries, Float64Array>;
  const { private: priv, observed_public: pub, informed: inf, neutral_public: neu, explicit_vote: vote } = t.decisions;
  const votes = new Int32Array(3);
  for (let s = 0; s < nS; s++) {
    const g = t.gold[s];
    const p = t.phantom[s];
    const a0 = t.start[s];
    const a1 = t.start[s + 1];
    let complete = true;
    let cPriv = 0, cPub = 0, hPub = 0;
    // Private votes of the whole group, for PBE's leave-one-out plurality.
    votes.fill(0);
    for (let q = a0; q < a1; q++) if (priv[q] >= 0) votes[priv[q]]++;
    for (let q = a0; q < a1; q++) {
      const y0 = priv[q], y1 = pub[q], y2 = inf[q], y3 = neu[q], y4 = vote[q];
      const has0 = y0 !== CODE_MISSING, has1 = y1 !== CODE_MISSING;
      if (has0) { den.priv[s]++; if (y0 === g) num.priv_correct[s]++; }
      if (has1) {
        den.pub[s]++;
        if (y1 === g) num.pub_correct[s]++;
        if (y1 === p) num.pfa[s]++;
        const b = t.perceived[q];
        if (b === p) num.pba[s]++;
        // PBE: plurality of the other agents' non-null private decisions, strict top > second.
        if (y0 >= 0) votes[y0]--;
        const m = plurality(votes);
        if (y0 >= 0) votes[y0]++;
        if (m >= 0) { den.omega[s]++; if (b !== m) num.pbe[s]++; }
      }
      if (y2 !== CODE_MISSING) { den.inf[s]++; if (y2 === g) num.inf_correct[s]++; }
      if (y3 !== CODE_MISSING) { den.neutral[s]++; if (y3 === g) num.n_acc[s]++; if (y3 === p) num.n_phan[s]++; }
      if (y4 !== CODE_MISSING) { den.vote[s]++; if (y4 === g) num.ev_acc[s]++; if (y4 === p) num.ev_phan[s]++; }
      if (has1 && y3 !== CODE_MISSING) den.pub_and_neutral[s]++;
      if (has1 && y4 !== CODE_MISSING) den.pub_and_vote[s]++;
      if (has0 && has1) {
        den.both[s]++;
        const privOk = y0 === g;
        if (privOk) num.priv_correct_both[s]++;
        if (y1 === g) num.pub_correct_both[s]++;
        if (!(y0 >= 0 && y0 === y1)) num.flip[s]++;
        if (privOk && y1 !== g) {
          num.pier[s]++;
          if (y2 !== CODE_MISSING) { den.gamma[s]++; if (y2 === g) num.trr[s]++; }
        }
        if (privOk && y1 === p) num.pifr[s]++;
      } else complete = false;
      if (y0 === g) cPriv++;
      if (y1 === g) cPub++;
      if (y1 === p) hPub++;
    }
    const size = a1 - a0;
    if (complete && size > 0) {
      den.complete[s] = 1;
      const privGood = 4 * cPriv >= 3 * size;
      if (privGood && 4 * cPub <= size) num.crfr[s] = 1;
      if (privGood && 4 * hPub >= 3 * size) num.p_crfr[s] = 1;
    }
  }
  return { num, den, size: nS, cluster: t.cluster };
}

/** The label with strictly the most votes (top > second), or −1. */
function plurality(votes: Int32Array): number {
  let best = -1, top = 0, second = 0;
  for (let k = 0; k < votes.length; k++) {
    const v = votes[k];
    if (v > top) { second = top; top = v; best = k; }
    else if (v > second) second = v;
  }
  return top > second ? best : -1;
}
