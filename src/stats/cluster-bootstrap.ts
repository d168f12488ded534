import { argError } from "../errors.js";
import { checkBootstrapOptions, type BootstrapOptions } from "./bootstrap-options.js";
import { percentileIntervalSorted } from "./percentile-interval.js";

/**
 * Cluster (block) bootstrap percentile interval of any statistic: each of the
 * B replicates draws S = clusters.length clusters with replacement (S calls of
 * `rng.int(S)`, in order), passes the resampled list to `statistic`, and keeps
 * the result unless it is `null` (e.g. a zero denominator); the interval is the
 * numpy-linear percentile interval of the kept values.
 *
 * General but allocation-heavy; for ratio metrics over many replicates use
 * {@link bootstrapRatios}, which draws the same indices in the same order.
 *
 * Reference: Davison & Hinkley (1997), *Bootstrap Methods and their
 * Application*, §3.8; spec metrics.md §1 (scenario-level bootstrap), §5.
 *
 * @param clusters the clusters (e.g. one entry per scenario holding its agents); not modified
 * @param statistic maps a resample (a fresh array) to a number, or `null` when undefined on it
 * @param options `{ B, rng, level = 0.95 }`
 * @returns `[lower, upper]`, or `null` when B = 0, there are no clusters, or every replicate was null
 * @throws RangeError for a bad B or level, or when `statistic` returns NaN
 * @example
 * const agents = [[1, 1], [0, 1], [0, 0], [1, 1], [1, 0]]; // 0/1 outcomes per scenario
 * const share = (s: readonly number[][]) => s.flat().reduce((a, b) => a + b, 0) / (2 * s.length);
 * clusterBootstrap(agents, share, { B: 1000, rng: createRng(1) });
 * // => [0.3, 0.9]
 */
export function clusterBootstrap<C>(
  clusters: readonly C[],
  statistic: (sample: readonly C[]) => number | null,
  options: BootstrapOptions,
): [number, number] | null {
  const level = checkBootstrapOptions("clusterBootstrap", options);
  const { B, rng } = options;
  const S = clusters.length;
  if (B === 0 || S === 0) return null;
  const values = new Float64Array(B);
  let kept = 0;
  for (let b = 0; b < B; b++) {
    const sample = new Array<C>(S);
    for (let i = 0; i < S; i++) sample[i] = clusters[rng.int(S)];
    const v = statistic(sample);
    if (v === null) continue;
    if (Number.isNaN(v)) throw new RangeError(argError("clusterBootstrap", "statistic", "a number or null", v));
    values[kept++] = v;
  }
  if (kept === 0) return null;
  return percentileIntervalSorted(values.subarray(0, kept).sort(), level);
}
