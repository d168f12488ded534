import type { Measure } from "../../stats/measure.js";
import { wilsonInterval } from "../../stats/wilson-interval.js";
import { checkWhere } from "./check-where.js";

/**
 * Accuracy of a label field against a truth field over the records matching
 * a filter, with a Wilson 95% interval. A `null` label counts as wrong (it
 * never equals the truth). Works for any protocol whose records carry both
 * fields (phantom: `decision` vs `gold`; hidden profile: `vote` vs `correct_answer`).
 *
 * @param records validated records (not changed)
 * @param where field → required value (e.g. `{ condition: "private" }`)
 * @param fields label and truth field names (default `decision` / `gold`)
 * @example
 * labelAccuracy(
 *   [{ condition: "private", decision: "block", gold: "block" }, { condition: "private", decision: null, gold: "block" }],
 *   { condition: "private" },
 * );
 * // => { value: 0.5, n: 2, ci: [0.0945, 0.9055] }  (Wilson, rounded)
 * labelAccuracy([], { condition: "publik" }); // throws RangeError: labelAccuracy(where.condition): expected one of ...
 * @throws RangeError when a `where` value is in no record kind's vocabulary for its field (a misspelling would give n = 0 silently)
 */
export function labelAccuracy(
  records: readonly Record<string, unknown>[],
  where: Record<string, unknown> = {},
  fields: { label?: string; truth?: string } = {},
): Measure {
  checkWhere("labelAccuracy", where);
  const label = fields.label ?? "decision";
  const truth = fields.truth ?? "gold";
  const keys = Object.keys(where);
  let n = 0;
  let k = 0;
  for (const r of records) {
    if (!keys.every((f) => r[f] === where[f])) continue;
    n++;
    const v = r[label];
    if (v !== null && v !== undefined && v === r[truth]) k++;
  }
  return { value: n === 0 ? null : k / n, n, ci: wilsonInterval(k, n) };
}
