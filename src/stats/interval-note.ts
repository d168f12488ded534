import type { Measure } from "./measure.js";

/**
 * The fewest units (scenarios, items, tasks, test positives) at which the
 * printed 95% intervals were checked to cover 93–97% (bench/coverage.ts,
 * docs/intervals.md); below it a measure carries a warning in `ci_note`.
 *
 * @example
 * MIN_INTERVAL_UNITS; // => 10
 */
export const MIN_INTERVAL_UNITS = 10;

/**
 * Why an interval should not be read as a plain 95% interval, or
 * `undefined`: it has zero width (every unit gave the same value, so a
 * resampling interval collapses to a point), or it rests on fewer than
 * `min` units (coverage not checked there).
 *
 * @param ci the interval (null: no note)
 * @param units the number of independent units the interval resamples or counts
 * @param unit the units' name, plural ("scenarios", "items", "tasks")
 * @param min the documented minimum, default {@link MIN_INTERVAL_UNITS}
 * @example
 * intervalNote([0, 0], 12, "scenarios"); // => "zero-width: all 12 scenarios give the same value; not a 95% interval"
 * intervalNote([0.1, 0.4], 5, "tasks");  // => "only 5 tasks (< 10): coverage not checked at this size"
 * intervalNote([0.1, 0.4], 50, "items"); // => undefined
 */
export function intervalNote(ci: readonly [number, number] | null, units: number, unit: string, min: number = MIN_INTERVAL_UNITS): string | undefined {
  if (!ci) return undefined;
  if (ci[0] === ci[1]) return `zero-width: all ${units} ${unit} give the same value; not a 95% interval`;
  if (units < min) return `only ${units} ${unit} (< ${min}): coverage not checked at this size`;
  return undefined;
}

/**
 * The measure with `ci_note` set from {@link intervalNote} when there is one (otherwise the measure unchanged, no key added).
 *
 * @example
 * withIntervalNote({ value: 0, n: 12, ci: [0, 0] }, 3, "scenarios").ci_note; // => "zero-width: all 3 scenarios give the same value; not a 95% interval"
 */
export function withIntervalNote<M extends Measure>(m: M, units: number, unit: string, min: number = MIN_INTERVAL_UNITS): M {
  const note = intervalNote(m.ci, units, unit, min);
  return note === undefined ? m : { ...m, ci_note: note };
}
