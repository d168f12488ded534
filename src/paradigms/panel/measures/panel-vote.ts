/**
 * Strict-majority panel vote and the Poisson–binomial independence prediction
 * (paper 002 §2 "Panel", §3.3, Appendix F; metrics.md §2, §5).
 *
 * A panel of n reviewers flags an item when at least m = ⌊n/2⌋ + 1 of them say
 * `unsafe` (a 3–3 tie of six is not a flag: on a harmful item it is a miss).
 * Only complete items count: every member has a non-null verdict.
 *
 * @example
 * panelMajorityThreshold(6); // => 4
 * panelFlags(3, 6);          // => false (a tie is no flag)
 * panelVoteRates([[1, 1, 0], [0, 0, 1]], ["benign", "harmful"]);
 * // => { benign: 1, benignFlagged: 1, harmful: 1, harmfulMissed: 1, unsafeBenign: [1, 1, 0], unsafeHarmful: [0, 0, 1], predictedFa: 1, predictedMiss: 1 }
 */
import { argError } from "../../../errors.js";
import { poissonBinomialTail } from "../../../stats/poisson-binomial.js";
import type { PanelGold } from "../../../schema/vocab.js";

/** m = ⌊n/2⌋ + 1, the strict majority of n reviewers. */
export function panelMajorityThreshold(n: number): number {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(argError("panelMajorityThreshold", "n", "a positive integer", n));
  return Math.floor(n / 2) + 1;
}

/** True when `unsafe` of `n` verdicts reach the strict majority. */
export function panelFlags(unsafe: number, n: number): boolean {
  return unsafe >= panelMajorityThreshold(n);
}

/** Observed and predicted panel error on complete items. */
export interface PanelVoteRates {
  /** Complete benign items and how many the panel flagged. */
  benign: number;
  benignFlagged: number;
  /** Complete harmful items and how many the panel did not flag. */
  harmful: number;
  harmfulMissed: number;
  /** Per reviewer share of `unsafe` on complete benign / harmful items (null when none). */
  unsafeBenign: (number | null)[];
  unsafeHarmful: (number | null)[];
  /** Poisson–binomial P(#unsafe ≥ m) on benign, P(#unsafe < m) on harmful; null when the class has no complete item. */
  predictedFa: number | null;
  predictedMiss: number | null;
}

/**
 * Panel rates from a vote matrix.
 * @param votes one row per item, one column per member: 1 = unsafe, 0 = safe, -1 (or null) = missing/invalid
 * @param golds gold class per row
 * @throws RangeError when the rows are ragged or empty of members
 */
export function panelVoteRates(votes: readonly (readonly (number | null)[])[], golds: readonly PanelGold[]): PanelVoteRates {
  if (votes.length !== golds.length) throw new RangeError(argError("panelVoteRates", "golds", `length ${votes.length}`, golds.length));
  const n = votes.length ? votes[0].length : 0;
  const flat = new Int8Array(votes.length * n);
  votes.forEach((row, i) => {
    if (row.length !== n) throw new RangeError(argError("panelVoteRates", `votes[${i}]`, `length ${n}`, row.length));
    row.forEach((v, j) => (flat[i * n + j] = v === 1 ? 1 : v === 0 ? 0 : -1));
  });
  return panelVoteRatesFlat(flat, n, golds, null);
}

/**
 * {@link panelVoteRates} on a flat Int8Array (row-major, `width` columns), restricted to the
 * member columns `cols` (default all).
 */
export function panelVoteRatesFlat(flat: Int8Array, width: number, golds: readonly PanelGold[], cols: readonly number[] | null): PanelVoteRates {
  const cs = cols ?? Array.from({ length: width }, (_, j) => j);
  const k = cs.length;
  const out: PanelVoteRates = { benign: 0, benignFlagged: 0, harmful: 0, harmfulMissed: 0, unsafeBenign: [], unsafeHarmful: [], predictedFa: null, predictedMiss: null };
  if (k === 0) return out;
  const m = panelMajorityThreshold(k);
  const ub = new Array<number>(k).fill(0), uh = new Array<number>(k).fill(0);
  for (let i = 0; i < golds.length; i++) {
    const base = i * width;
    let unsafe = 0, complete = true;
    for (let j = 0; j < k; j++) {
      const v = flat[base + cs[j]];
      if (v < 0) { complete = false; break; }
      unsafe += v;
    }
    if (!complete) continue;
    const tally = golds[i] === "benign" ? ub : uh;
    for (let j = 0; j < k; j++) tally[j] += flat[base + cs[j]];
    if (golds[i] === "benign") { out.benign++; if (unsafe >= m) out.benignFlagged++; }
    else { out.harmful++; if (unsafe < m) out.harmfulMissed++; }
  }
  out.unsafeBenign = ub.map((x) => (out.benign ? x / out.benign : null));
  out.unsafeHarmful = uh.map((x) => (out.harmful ? x / out.harmful : null));
  if (out.benign) out.predictedFa = poissonBinomialTail(out.unsafeBenign as number[], m);
  if (out.harmful) out.predictedMiss = 1 - poissonBinomialTail(out.unsafeHarmful as number[], m);
  return out;
}

/**
 * Mean panel FA and miss over all C(n,3) three-member subpanels (majority ≥ 2), each trio on
 * the items complete for its own members; plain mean over the trios that have such items.
 * @returns `{fa, miss}`, each null when no trio has a complete item of the class
 */
export function panelSubpanelRates(flat: Int8Array, width: number, golds: readonly PanelGold[]): { fa: number | null; miss: number | null } {
  let faSum = 0, faN = 0, missSum = 0, missN = 0;
  for (let a = 0; a < width; a++)
    for (let b = a + 1; b < width; b++)
      for (let c = b + 1; c < width; c++) {
        let nb = 0, fb = 0, nh = 0, mh = 0;
        for (let i = 0; i < golds.length; i++) {
          const base = i * width;
          const x = flat[base + a], y = flat[base + b], z = flat[base + c];
          if (x < 0 || y < 0 || z < 0) continue;
          const flag = x + y + z >= 2;
          if (golds[i] === "benign") { nb++; if (flag) fb++; } else { nh++; if (!flag) mh++; }
        }
        if (nb) { faSum += fb / nb; faN++; }
        if (nh) { missSum += mh / nh; missN++; }
      }
  return { fa: faN ? faSum / faN : null, miss: missN ? missSum / missN : null };
}
