/**
 * The strong-collective-reasoning criterion (HiddenBench Fig. 3; metrics.md
 * §3): Y^full > 0.8 ∧ (Y^post − Y^pre) > 0.4·(Y^full − Y^pre), on the
 * average-rule values, compared exactly as rationals. `null` when any of the
 * three values is missing.
 *
 * @example
 * strongCollectiveReasoning(ratio(1, 10), ratio(1, 2), ratio(9, 10)); // => true  (0.4 > 0.32)
 * strongCollectiveReasoning(ratio(0, 1), ratio(2, 5), ratio(1, 1));   // => false (0.4 = 0.4, not >)
 * strongCollectiveReasoning(null, ratio(1, 2), ratio(9, 10));         // => null
 */
import type { Rational } from "../../../models/decimal-rational.js";
import { compareRational, ratio, subRational } from "./hp-exact.js";

/** See module doc. */
export function strongCollectiveReasoning(pre: Rational | null, post: Rational | null, full: Rational | null): boolean | null {
  if (pre === null || post === null || full === null) return null;
  if (compareRational(full, ratio(4, 5)) <= 0) return false;
  const gain = subRational(post, pre);
  const room = subRational(full, pre);
  // gain > (2/5)·room  ⇔  5·gain > 2·room
  return compareRational({ num: 5n * gain.num, den: gain.den }, { num: 2n * room.num, den: room.den }) > 0;
}
