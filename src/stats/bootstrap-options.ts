import { argError } from "../errors.js";
import { checkLevel } from "./percentile-interval.js";
import type { Rng } from "./rng.js";

/**
 * Options shared by the bootstrap functions: `B` replicates (spec default
 * 10,000), the seeded generator `rng` they draw from, and the coverage `level`
 * of the percentile interval (default 0.95).
 */
export interface BootstrapOptions {
  B: number;
  rng: Rng;
  level?: number;
}

/**
 * Validate {@link BootstrapOptions} at the boundary of `fn` and return the level.
 *
 * @throws RangeError when B is not a non-negative integer or level is not in (0, 1)
 * @throws TypeError when rng has no `int` method
 * @example
 * checkBootstrapOptions("clusterBootstrap", { B: 100, rng: createRng(1) }); // => 0.95
 */
export function checkBootstrapOptions(fn: string, options: BootstrapOptions): number {
  if (options == null || typeof options !== "object") throw new TypeError(argError(fn, "options", "{ B, rng, level? }", options));
  const { B, rng, level = 0.95 } = options;
  if (!Number.isInteger(B) || B < 0) throw new RangeError(argError(fn, "options.B", "a non-negative integer", B));
  if (rng == null || typeof rng.int !== "function") throw new TypeError(argError(fn, "options.rng", "an Rng from createRng(seed)", rng));
  checkLevel(fn, level);
  return level;
}
