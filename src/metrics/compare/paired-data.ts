/**
 * The input of a paired comparison: the shared units (both sides have data
 * on them), the units dropped and why, and one {@link PairedStatistic} per
 * measure with each side's denominator. Every paradigm's extractor
 * (`phantomPairedData`, `panelPairedData`, `hiddenProfilePairedData`,
 * `judgePairedData`) builds one; {@link compareSides} consumes it.
 *
 * @example
 * const data: PairedData = { unitKind: "scenario", units: ["s1"], dropped: [], measures: [] };
 * data.units.length; // => 1
 */
import type { PairedStatistic } from "../../stats/paired-statistic.js";
import type { PairedRatioTerm } from "../../stats/paired-ratio-contributions.js";

/** A unit left out of a comparison, with the reason. */
export interface DroppedUnit {
  unit: string;
  reason: string;
}

/** One measure of a paired comparison. */
export interface PairedMeasure {
  name: string;
  stat: PairedStatistic;
  /** Denominator on the shared units: [reference, other] (pairs, scenarios, items, tasks, test cases). */
  n: [number, number];
  /**
   * An interval of the difference other − reference used instead of the paired bootstrap's
   * percentile interval (where that one was measured not to hold; docs/intervals.md):
   * `ci(rows, level)` over the units `rows` (indices, as {@link PairedStatistic}), null when undefined.
   */
  interval?: PairedInterval;
  /** The units this measure reads (indices), when not all: the judge's `test_auc` reads only the test split. */
  reads?: Int32Array;
  /**
   * The measure as a signed sum of ratios over the units (set by `ratioPairedData`): lets a caller compute
   * another interval of the difference on the same data (bench/compare-coverage.ts compares candidates).
   */
  terms?: readonly PairedRatioTerm[];
}

/** A measure's own interval of the difference (see {@link PairedMeasure.interval}). */
export interface PairedInterval {
  /** What it is, printed in notes and `ci_method`, e.g. "adjusted Wald (Agresti–Caffo / Bonett–Price per side, paired covariance)". */
  method: string;
  ci: (rows: Int32Array, level: number) => [number, number] | null;
}

/** Shared units, dropped units and measures. */
export interface PairedData {
  /** What a unit is: "scenario", "item", "task", "trajectory". */
  unitKind: string;
  /** Shared unit keys, sorted (the statistics index them 0..S−1). */
  units: string[];
  dropped: DroppedUnit[];
  measures: PairedMeasure[];
  /** Notes the extractor wants printed (e.g. how a test split was drawn). */
  notes?: string[];
  /**
   * Fewer shared units than this draw a warning (default {@link COMPARE_MIN_UNITS} in compare-sides.ts),
   * with the reason (what the coverage bench measured for this paradigm).
   */
  minUnits?: { units: number; why: string };
}

/**
 * The plural of a unit kind, for messages.
 * @example
 * unitPlural("trajectory"); // => "trajectories"
 * unitPlural("scenario");   // => "scenarios"
 */
export function unitPlural(kind: string): string {
  return kind.endsWith("y") ? `${kind.slice(0, -1)}ies` : `${kind}s`;
}
