/**
 * Residual dependence between reviewers in one condition (paper 002 App. F):
 * on the complete-panel units of each class, the observed strict-majority error
 * rate beside two independence baselines — the Poisson–binomial prediction from
 * the reviewers' marginal error rates, and a permutation null that permutes each
 * reviewer's error vector independently across units (keeps every marginal,
 * removes cross-reviewer alignment; R resamples, mean and 95% percentile band) —
 * and the mean pairwise error correlation (Pearson φ between two reviewers'
 * 0/1 error vectors, averaged over the pairs where both vary; null when none).
 * Errors: `unsafe` on benign units (false alarm), `safe` on harmful units (miss).
 *
 * @example
 * const d = panelDependence(panelVoteMatrix(ix, ix.models, "solo"), 2000, createRng(0));
 * d.benign.mean_error_correlation; // => 0.33 (e.g.)
 */
import { orderStatistic } from "../../../stats/order-statistic.js";
import { poissonBinomialTail } from "../../../stats/poisson-binomial.js";
import type { Rng } from "../../../stats/rng.js";
import { panelMajorityThreshold } from "./panel-vote.js";
import type { PanelVoteMatrix } from "./panel-condition.js";

/** The dependence check of one class. */
export interface PanelDependenceClass {
  /** Complete-panel units of the class. */
  units: number;
  /** Observed panel error rate (FA on benign, miss on harmful). */
  observed: number | null;
  /** Poisson–binomial prediction from the marginals. */
  predicted: number | null;
  /** Mean panel error rate over the permutations, and its 95% band. */
  permutation: number | null;
  permutation_band: [number, number] | null;
  /** Mean pairwise φ correlation of the reviewers' error vectors. */
  mean_error_correlation: number | null;
  /** Reviewer pairs entering the mean. */
  pairs: number;
}

/** Both classes of one condition. */
export interface PanelDependence {
  benign: PanelDependenceClass;
  harmful: PanelDependenceClass;
}

/**
 * The q-quantile (linear interpolation) of `rates` as read from their sort: the two order statistics it
 * reads found by selection ({@link orderStatistic}, the values a sort puts there; `rates` is reordered),
 * not by sorting all R (a typed-array sort costs ~50 ns a value on Node 20: issue 22).
 */
function quantile(rates: Float64Array, q: number): number {
  const n = rates.length;
  const h = (n - 1) * q, lo = Math.floor(h);
  const a = orderStatistic(rates, lo), b = orderStatistic(rates, Math.min(lo + 1, n - 1));
  return a + (h - lo) * (b - a);
}

/**
 * The R permutation error rates, in resample order. Each resample shuffles every column from its original
 * order (Fisher–Yates, U − 1 draws per column, the generator's bulk `fillUniform` when it has one:
 * floor(u·(i+1)) is rng.int(i + 1)) into one reused buffer and adds its errors into per-unit sums; the rate
 * is the share of units whose sum reaches `need`. With one column the shuffle never changes which units
 * err, so every rate is `observed / U`: the draws are still made (the stream ends where it always did)
 * but the shuffles and sums are skipped — the default `run panel` has one reviewer, and these loops
 * were about a sixth of `metrics panel`'s CPU on it (issue 22) — or, when `draw` is false (the caller
 * reads nothing more from the generator), not made at all.
 */
function permutationRates(cols: readonly Int32Array[], U: number, need: number, observed: number, R: number, rng: Rng, draw: boolean): Float64Array {
  const rates = new Float64Array(R);
  const single = cols.length === 1;
  if (single && !draw) return rates.fill(observed / U);
  const x = new Int32Array(U), sums = new Int32Array(U);
  const u = rng.fillUniform ? new Float64Array(Math.max(U - 1, 0)) : null;
  for (let b = 0; b < R; b++) {
    if (single) {
      if (u !== null) rng.fillUniform!(u);
      else for (let i = U - 1; i > 0; i--) rng.int(i + 1);
      rates[b] = observed / U;
      continue;
    }
    sums.fill(0);
    for (const c of cols) {
      x.set(c);
      if (u !== null) {
        rng.fillUniform!(u);
        for (let i = U - 1, j = 0; i > 0; i--, j++) { const k = Math.floor(u[j] * (i + 1)); const t = x[i]; x[i] = x[k]; x[k] = t; }
      } else for (let i = U - 1; i > 0; i--) { const k = rng.int(i + 1); const t = x[i]; x[i] = x[k]; x[k] = t; }
      for (let i = 0; i < U; i++) sums[i] += x[i];
    }
    let e = 0;
    for (let i = 0; i < U; i++) if (sums[i] >= need) e++;
    rates[b] = e / U;
  }
  return rates;
}

function oneClass(errors: number[][], width: number, harmful: boolean, R: number, rng: Rng, draw: boolean): PanelDependenceClass {
  const U = errors.length;
  const m = panelMajorityThreshold(width);
  // panel errs on benign when ≥ m flag; on harmful when fewer than m flag = ≥ width − m + 1 miss
  const need = harmful ? width - m + 1 : m;
  if (U === 0 || width === 0) return { units: U, observed: null, predicted: null, permutation: null, permutation_band: null, mean_error_correlation: null, pairs: 0 };
  let obs = 0;
  for (const row of errors) if (row.reduce((a, b) => a + b, 0) >= need) obs++;
  const marg = Array.from({ length: width }, (_, j) => errors.reduce((a, r) => a + r[j], 0) / U);
  const predicted = poissonBinomialTail(marg, need);
  let permutation: number | null = null, band: [number, number] | null = null;
  if (R > 0) {
    const cols = Array.from({ length: width }, (_, j) => Int32Array.from(errors, (r) => r[j]));
    const rates = permutationRates(cols, U, need, obs, R, rng, draw);
    let total = 0;
    for (let b = 0; b < R; b++) total += rates[b]; // in resample order, as the mean always was
    permutation = total / R;
    // rates are ≥ +0 and never NaN: the ranks of the numeric order a comparator sort gave; with one
    // reviewer every rate is observed / U, which is then every quantile (c + f · (c − c) is c)
    band = width === 1 ? [obs / U, obs / U] : [quantile(rates, 0.025), quantile(rates, 0.975)];
  }
  let sum = 0, pairs = 0;
  for (let a = 0; a < width; a++) for (let b = a + 1; b < width; b++) {
    const pa = marg[a], pb = marg[b];
    if (pa <= 0 || pa >= 1 || pb <= 0 || pb >= 1) continue;
    const pab = errors.reduce((s, r) => s + r[a] * r[b], 0) / U;
    sum += (pab - pa * pb) / Math.sqrt(pa * (1 - pa) * pb * (1 - pb));
    pairs++;
  }
  return { units: U, observed: obs / U, predicted, permutation, permutation_band: band, mean_error_correlation: pairs ? sum / pairs : null, pairs };
}

/**
 * @param mx the condition's vote matrix (units with any missing or null vote are skipped)
 * @param R permutation resamples (0 → permutation null)
 * @param rng seeded generator (consumed: benign then harmful)
 * @param keepStream false when the caller reads nothing more from `rng`: with one reviewer the
 *   permutations never change which units err, so they are then not drawn at all (the same results; the
 *   generator left where it was). Default true: the draws are made, and the stream ends where it always
 *   did, whatever the width.
 * @example
 * panelDependence(mx, 0, createRng(0)).harmful.permutation; // => null
 */
export function panelDependence(mx: PanelVoteMatrix, R: number, rng: Rng, keepStream = true): PanelDependence {
  const w = mx.width;
  const ben: number[][] = [], harm: number[][] = [];
  for (let r = 0; r < mx.items.length; r++) {
    const row = Array.from(mx.votes.subarray(r * w, (r + 1) * w));
    if (row.some((v) => v < 0)) continue;
    if (mx.golds[r] === "benign") ben.push(row); // error = unsafe (1)
    else harm.push(row.map((v) => 1 - v)); // error = safe
  }
  return { benign: oneClass(ben, w, false, R, rng, keepStream), harmful: oneClass(harm, w, true, R, rng, keepStream) };
}
