/**
 * A shared item resampler for the panel analysis: measures queue their
 * per-item numerators and denominators (ratio metrics Σnum/Σden, optionally
 * differences of two of them), and {@link PanelBootstrapBatch.run} bootstraps
 * all metrics that live on the same item set with one draw per replicate
 * ({@link bootstrapRatios}: bulk `fillInt` draws, integer columns packed,
 * no allocation per replicate). Each metric is still resampled over its own
 * items only (n draws from its n items), so its interval is the item bootstrap
 * of metrics.md §2, §5; metrics on the same items merely share the draws.
 * Replicates whose denominator is zero are dropped; B = 0 gives null intervals.
 *
 * Draw order: groups of identical item sets in the order their first metric was
 * queued; each group consumes B · S draws of the one seeded stream.
 *
 * Reference: Efron & Tibshirani (1993) §13.3; Davison & Hinkley (1997) §3.8.
 *
 * @example
 * const batch = panelBootstrapBatch(1000, createRng(0));
 * let ci: [number, number] | null = null;
 * batch.add(Int32Array.of(0, 1, 2), [Float64Array.of(1, 0, 1)], [Float64Array.of(1, 1, 1)], [], (iv) => (ci = iv[0]));
 * batch.run();
 * ci; // => [0, 1] (item bootstrap of 2/3 over three items)
 */
import { argError } from "../../../errors.js";
import { bootstrapRatios } from "../../../stats/bootstrap-ratios.js";
import type { Rng } from "../../../stats/rng.js";

/** A percentile interval or null. */
export type PanelInterval = [number, number] | null;

/** Queue of item-bootstrap metrics sharing one seeded stream. */
export interface PanelBootstrapBatch {
  /** Replicates per metric. */
  readonly B: number;
  /**
   * Queue ratio metrics over the items `ids` (ascending item indices; one entry per item).
   * @param nums per metric, per-item numerators (length = ids.length)
   * @param dens per metric, per-item denominators (non-negative)
   * @param diffs pairs [a, b] of metric indices; adds the interval of ratio a − ratio b
   * @param done receives nums.length + diffs.length intervals when {@link run} is called
   */
  add(ids: Int32Array, nums: Float64Array[], dens: Float64Array[], diffs: [number, number][], done: (intervals: PanelInterval[]) => void): void;
  /** Bootstrap every queued metric and call their `done`; the queue is emptied. */
  run(): void;
}

interface Task {
  nums: Float64Array[];
  dens: Float64Array[];
  diffs: [number, number][];
  done: (intervals: PanelInterval[]) => void;
}

/**
 * Create a batch.
 * @param B replicates (non-negative integer)
 * @param rng seeded generator, consumed by {@link PanelBootstrapBatch.run}
 * @param level coverage of the percentile intervals (default 0.95)
 * @param cluster per unit index, its cluster (item): units of one cluster (an item's replicates) are summed
 *   and resampled together (absent: every unit is its own cluster)
 * @throws RangeError on a bad B
 */
export function panelBootstrapBatch(B: number, rng: Rng, level = 0.95, cluster?: Int32Array): PanelBootstrapBatch {
  if (!Number.isInteger(B) || B < 0) throw new RangeError(argError("panelBootstrapBatch", "B", "a non-negative integer", B));
  let groups = new Map<string, Task[]>();
  return {
    B,
    add(ids, nums, dens, diffs, done) {
      if (nums.length !== dens.length) throw new RangeError(argError("PanelBootstrapBatch.add", "dens", `${nums.length} arrays`, dens.length));
      if (cluster) [ids, nums, dens] = byCluster(cluster, ids, nums, dens);
      const sig = ids.join(",");
      const g = groups.get(sig);
      if (g) g.push({ nums, dens, diffs, done });
      else groups.set(sig, [{ nums, dens, diffs, done }]);
    },
    run() {
      const queued = groups;
      groups = new Map();
      for (const tasks of queued.values()) {
        const nums = tasks.flatMap((t) => t.nums), dens = tasks.flatMap((t) => t.dens);
        const diffs: [number, number][] = [];
        let off = 0;
        for (const t of tasks) {
          for (const [a, b] of t.diffs) diffs.push([off + a, off + b]);
          off += t.nums.length;
        }
        const iv = bootstrapRatios(nums, dens, { B, rng, level, diffs });
        let mo = 0, dof = nums.length;
        for (const t of tasks) {
          const mine = iv.slice(mo, mo + t.nums.length).concat(iv.slice(dof, dof + t.diffs.length));
          mo += t.nums.length;
          dof += t.diffs.length;
          t.done(mine);
        }
      }
    },
  };
}

/** Sum per-unit columns over clusters (units in ascending order; clusters then ascending too). */
function byCluster(cluster: Int32Array, ids: Int32Array, nums: Float64Array[], dens: Float64Array[]): [Int32Array, Float64Array[], Float64Array[]] {
  const pos = new Map<number, number>();
  const cs: number[] = [];
  const slot = new Int32Array(ids.length);
  ids.forEach((u, j) => {
    const c = cluster[u];
    let p = pos.get(c);
    if (p === undefined) { pos.set(c, (p = cs.length)); cs.push(c); }
    slot[j] = p;
  });
  if (cs.length === ids.length) return [Int32Array.from(cs), nums, dens];
  const sum = (col: Float64Array) => { const o = new Float64Array(cs.length); col.forEach((x, j) => (o[slot[j]] += x)); return o; };
  return [Int32Array.from(cs), nums.map(sum), dens.map(sum)];
}
