/**
 * Belief–action co-occurrence within a decision (paper 000's open question:
 * do belief errors and action changes occur in the same decision?).
 *
 * Unit: one agent i on one scenario (one replicate) with a private record and
 * an observed_public record whose perceived group-private decision is
 * parsed, and whose other agents' private decisions have a strict plurality
 * M₋ᵢ (PBE's reference, metrics.md §1; decisions without one are excluded,
 * as in PBE's denominator Ω).
 * - belief error E: the perceived group-private decision b̂ ≠ M₋ᵢ;
 * - action change C: the public decision ≠ the agent's own private decision
 *   (a null public decision counts as a change, as in Flip).
 *
 * Reported: P(C | E), P(C | ¬E), their difference (the co-occurrence
 * effect: > 0 when belief errors and action changes go together), and P(E ∧ C)
 * over all units, each with a scenario-bootstrap percentile interval (a
 * scenario's agents and replicates resampled together).
 *
 * @example
 * const co = phantomCoOccurrence(group.table, { B: 2000, rng: createRng(0) });
 * co.difference; // => { value: 0.21, n: 470, ci: [0.12, 0.30] } (say)
 */
import { expandedLevel } from "../../../stats/expanded-level.js";
import { withIntervalNote } from "../../../stats/interval-note.js";
import type { Measure } from "../../../stats/measure.js";
import type { Rng } from "../../../stats/rng.js";
import { bootstrapRatios } from "../../../stats/bootstrap-ratios.js";
import { argError } from "../../../errors.js";
import { CODE_MISSING, type PhantomScenarioTable } from "./phantom-scenario-table.js";

/** The co-occurrence measures of one group. */
export interface PhantomCoOccurrence {
  /** P(action change | belief error); n = decisions with a belief error. */
  change_given_error: Measure;
  /** P(action change | no belief error); n = decisions without one. */
  change_given_no_error: Measure;
  /** change_given_error − change_given_no_error; n = all units. */
  difference: Measure;
  /** P(belief error and action change); n = all units. */
  both: Measure;
  /** P(belief error); n = all units. */
  belief_error: Measure;
}

/** Bootstrap settings. */
export interface PhantomCoOccurrenceOptions { B: number; rng?: Rng; level?: number }

function plurality(votes: Int32Array): number {
  let best = -1, top = 0, second = 0;
  for (let k = 0; k < votes.length; k++) {
    const v = votes[k];
    if (v > top) { second = top; top = v; best = k; } else if (v > second) second = v;
  }
  return top > second ? best : -1;
}

/**
 * Compute the co-occurrence measures of a coded table.
 * @throws RangeError when B > 0 without an rng
 * @example
 * phantomCoOccurrence(phantomScenarioTable([]), { B: 0 }).difference.value; // => null
 */
export function phantomCoOccurrence(t: PhantomScenarioTable, options: PhantomCoOccurrenceOptions): PhantomCoOccurrence {
  if (options.B > 0 && !options.rng) throw new RangeError(argError("phantomCoOccurrence", "options.rng", "an Rng when B > 0", options.rng));
  const nC = t.scenarioCount;
  const col = () => new Float64Array(nC);
  const units = col(), err = col(), noErr = col(), errChange = col(), noErrChange = col();
  const priv = t.decisions.private, pub = t.decisions.observed_public;
  const votes = new Int32Array(3);
  for (let s = 0; s < t.scenarioIds.length; s++) {
    const c = t.cluster[s];
    votes.fill(0);
    for (let q = t.start[s]; q < t.start[s + 1]; q++) if (priv[q] >= 0) votes[priv[q]]++;
    for (let q = t.start[s]; q < t.start[s + 1]; q++) {
      const y0 = priv[q], y1 = pub[q], b = t.perceived[q];
      if (y0 === CODE_MISSING || y1 === CODE_MISSING || b < 0) continue;
      if (y0 >= 0) votes[y0]--;
      const m = plurality(votes);
      if (y0 >= 0) votes[y0]++;
      if (m < 0) continue;
      units[c]++;
      const change = !(y0 >= 0 && y0 === y1);
      if (b !== m) { err[c]++; if (change) errChange[c]++; } else { noErr[c]++; if (change) noErrChange[c]++; }
    }
  }
  const both = errChange;
  const sum = (x: Float64Array) => x.reduce((a, v) => a + v, 0);
  const ratio = (a: Float64Array, b: Float64Array) => (sum(b) > 0 ? sum(a) / sum(b) : null);
  const nums = [errChange, noErrChange, both, err], dens = [err, noErr, units, units];
  // percentile level expanded for the number of scenarios, and flags for zero width / < 10 scenarios (issue 21)
  const cis = options.B > 0 && nC > 0 ? bootstrapRatios(nums, dens, { B: options.B, rng: options.rng!, level: expandedLevel(options.level ?? 0.95, nC), diffs: [[0, 1]] }) : null;
  const scen = (x: Float64Array) => x.reduce((a, v) => a + (v > 0 ? 1 : 0), 0);
  const m = (k: number): Measure => {
    const value = ratio(nums[k], dens[k]);
    return withIntervalNote({ value, n: sum(dens[k]), ci: value === null || !cis ? null : cis[k] }, scen(dens[k]), "scenarios");
  };
  const a = ratio(errChange, err), b = ratio(noErrChange, noErr);
  const diff = a === null || b === null ? null : a - b;
  return {
    change_given_error: m(0), change_given_no_error: m(1), both: m(2), belief_error: m(3),
    difference: withIntervalNote({ value: diff, n: sum(units), ci: diff === null || !cis ? null : cis[4] }, scen(units), "scenarios"),
  };
}
