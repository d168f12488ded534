/**
 * Plan a study from a pilot: how many units (scenarios, items, tasks,
 * trajectories) detect an effect D on one measure with the wanted power at
 * level α. Analytic: the pilot's per-unit variance V of the estimate
 * (jackknife over the pilot's units × S, which equals the variance of the
 * unit-level differences for a paired mean) in n = ⌈(z₁₋α/₂ + z_power)²·V/D²⌉
 * (`sampleSize`). Checked by simulation: `simulations` studies of n units
 * drawn with replacement from the pilot's units (for a simulator pilot:
 * fresh draws from the simulator's pool), the estimator shifted to true
 * value D, tested with the analytic z-test; the share rejecting is the
 * simulated power, which must lie within {@link PLAN_TOLERANCE} of the
 * analytic power at n (plus 3 Monte Carlo standard errors).
 *
 * Designs: with two sides, `paired` (both models run on the same n units;
 * V from the paired differences). With one side, `contrast` (the measure is
 * itself a within-unit condition effect — PPG, `effect_benign`,
 * `improvement` — tested against 0) and `two_model_independent` (a second
 * model of the same variance whose unit values are uncorrelated with the
 * first: V doubled; positive correlation between models, the usual case,
 * makes this conservative; not simulated).
 *
 * @example
 * const logs = await loadLogs(["test/fixtures/compare/phantom-susceptible.jsonl", "test/fixtures/compare/phantom-typical.jsonl"]);
 * const side = (m: string) => logs.phantom.filter((r) => r.model === m);
 * const data = phantomPairedData(side("susceptible"), side("typical"), ["susceptible", "typical"], ["ppg"]);
 * const plan = planStudy(data, { measure: "ppg", effect: 0.2, simulations: 200, seed: 1, twoSided: true });
 * plan.rows[0].design; // => "paired"
 * plan.rows[0].units;  // => 49
 */
import { argError } from "../../errors.js";
import { jackknifeVariance } from "../../stats/jackknife-variance.js";
import { normalQuantile } from "../../stats/normal.js";
import { createRng, deriveSeed } from "../../stats/rng.js";
import { powerAt, sampleSize } from "../../stats/sample-size.js";
import type { PairedData } from "../compare/paired-data.js";

/** Simulated power must be within this of the analytic power (plus 3 Monte Carlo s.e.). */
export const PLAN_TOLERANCE = 0.05;

/** Options of {@link planStudy}. */
export interface PlanStudyOptions {
  measure: string;
  /** The effect D to detect (a difference on the measure's scale). */
  effect: number;
  power?: number;
  alpha?: number;
  /** Simulated studies (default 400; 0 = no simulation). */
  simulations?: number;
  seed?: number;
  /** True when the data's two sides are different (a paired two-model design); false: one side (same records both sides). */
  twoSided: boolean;
}

/** One design's plan. */
export interface PlanRow {
  design: "paired" | "contrast" | "two_model_independent";
  /** Per-unit variance V of the estimate. */
  per_unit_variance: number | null;
  /** Units needed (null when V is undefined). */
  units: number | null;
  /** Analytic power at `units`. */
  power_at_units: number | null;
  /** Share of simulated studies at `units` that reject (null when not simulated). */
  simulated_power: number | null;
  simulated_se: number | null;
  /** |simulated − analytic| ≤ tolerance + 3 s.e. (null when not simulated). */
  agrees: boolean | null;
  note: string;
}

/** The plan. */
export interface PlanStudyReport {
  measure: string;
  effect: number;
  power: number;
  alpha: number;
  pilot_units: number;
  /** Pilot values: the reference side's, the other side's (two sides) and their difference. */
  pilot_reference: number | null;
  pilot_other: number | null;
  pilot_difference: number | null;
  simulations: number;
  tolerance: number;
  rows: PlanRow[];
}

/**
 * @param data a pilot's paired data (two sides), or one side's records on both sides
 * @param options see {@link PlanStudyOptions}
 * @throws RangeError for an unknown measure, a pilot with fewer than 2 units, or bad numbers
 */
export function planStudy(data: PairedData, options: PlanStudyOptions): PlanStudyReport {
  const { measure, effect, power = 0.8, alpha = 0.05, simulations = 400, seed = 0, twoSided } = options;
  const m = data.measures.find((x) => x.name === measure);
  if (!m) throw new RangeError(argError("planStudy", "options.measure", data.measures.map((x) => x.name).join(", "), measure));
  if (!Number.isInteger(simulations) || simulations < 0) throw new RangeError(argError("planStudy", "options.simulations", "a non-negative integer", simulations));
  const S = data.units.length;
  if (S < 2) throw new RangeError(`planStudy: the pilot has ${S} ${data.unitKind}${S === 1 ? "" : "s"}; at least 2 are needed for a variance`);
  const zeros = (n: number) => new Uint8Array(n), ones = (n: number) => new Uint8Array(n).fill(1);
  const est = twoSided
    ? (rows: Int32Array) => { const a = m.stat(rows, zeros(rows.length)), b = m.stat(rows, ones(rows.length)); return a === null || b === null ? null : b - a; }
    : (rows: Int32Array) => m.stat(rows, zeros(rows.length));
  const all = Int32Array.from({ length: S }, (_, i) => i);
  const pilot = est(all);
  const jack = jackknifeVariance(S, est);
  const V = jack === null ? null : jack * S;
  const z = normalQuantile(1 - alpha / 2);
  const rng = createRng(deriveSeed(seed, "plan"));
  const row = (design: PlanRow["design"], variance: number | null, simulate: boolean, note: string): PlanRow => {
    if (variance === null || pilot === null) return { design, per_unit_variance: variance, units: null, power_at_units: null, simulated_power: null, simulated_se: null, agrees: null, note: `${note}; the pilot's variance is undefined` };
    const n = sampleSize({ effect, variance, power, alpha });
    const analytic = powerAt({ effect, variance, n, alpha });
    if (!simulate || simulations === 0) return { design, per_unit_variance: variance, units: n, power_at_units: analytic, simulated_power: null, simulated_se: null, agrees: null, note };
    const se = Math.sqrt(variance / n);
    const rows = new Int32Array(n);
    let rejected = 0, kept = 0;
    for (let r = 0; r < simulations; r++) {
      if (rng.fillInt) rng.fillInt(rows, S); else for (let i = 0; i < n; i++) rows[i] = rng.int(S);
      const t = est(rows);
      if (t === null) continue;
      kept++;
      if (Math.abs(t - pilot + effect) > z * se) rejected++;
    }
    const p = kept === 0 ? null : rejected / kept;
    const mcse = p === null ? null : Math.sqrt((p * (1 - p)) / kept);
    return {
      design, per_unit_variance: variance, units: n, power_at_units: analytic, simulated_power: p, simulated_se: mcse,
      agrees: p === null ? null : Math.abs(p - analytic) <= PLAN_TOLERANCE + 3 * (mcse ?? 0), note,
    };
  };
  const rows: PlanRow[] = twoSided
    ? [row("paired", V, true, `two models on the same ${data.unitKind}s; V = per-${data.unitKind} variance of the paired difference`)]
    : [
      row("contrast", V, true, `the measure as a within-${data.unitKind} condition effect, tested against 0`),
      row("two_model_independent", V === null ? null : 2 * V, false, "two models, unit values assumed uncorrelated (conservative when they correlate positively); not simulated"),
    ];
  return {
    measure, effect, power, alpha, pilot_units: S,
    pilot_reference: m.stat(all, zeros(S)), pilot_other: twoSided ? m.stat(all, ones(S)) : null, pilot_difference: twoSided ? pilot : null,
    simulations, tolerance: PLAN_TOLERANCE, rows,
  };
}
