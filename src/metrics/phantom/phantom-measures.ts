/**
 * The 19 measures of one set of per-scenario sums, with scenario-bootstrap
 * percentile intervals (spec metrics.md §1, §5). Point values are Σnum/Σden
 * over all scenarios; differences (PPG, Obs gaps) are differences of two
 * ratios, null when either is null. Intervals come from one
 * {@link bootstrapRatios} call, so every replicate resamples all scenarios once
 * and each measure applies its own exclusions inside it. Rows of one scenario
 * (its replicates, `sums.cluster`) are summed first, so a replicate of a
 * scenario is resampled with the scenario (every record still counts in n).
 *
 * @example
 * const m = phantomMeasures(sums, { B: 0 });
 * m.private_acc; // => { value: 0.75, n: 8, ci: null }
 */
import type { Measure } from "../../stats/measure.js";
import type { Rng } from "../../stats/rng.js";
import { bootstrapRatios } from "../../stats/bootstrap-ratios.js";
import { argError } from "../../errors.js";
import { PHANTOM_METRICS, type PhantomMetricName } from "./phantom-metric-names.js";
import { PHANTOM_METRIC_SPECS, type PhantomDenSeries, type PhantomNumSeries, type PhantomScenarioSums } from "./phantom-scenario-sums.js";

/** Bootstrap settings: B replicates (0 = no intervals) drawn from `rng`. */
export interface PhantomBootstrapOptions<K extends PhantomMetricName = PhantomMetricName> {
  B: number;
  rng?: Rng;
  level?: number;
  /** Restrict to these measures (default all 19, in cli.md order). */
  metrics?: readonly K[];
}

/** A measure per metric name. */
export type PhantomMeasures = Record<PhantomMetricName, Measure>;

const total = (xs: Float64Array): number => {
  let t = 0;
  for (let i = 0; i < xs.length; i++) t += xs[i];
  return t;
};

/**
 * The sums with the rows of one cluster (a scenario's replicates) added
 * together, clusters in order of first appearance; the input itself when
 * every row is its own cluster.
 * @example
 * clusterSums({ ...sums, cluster: Int32Array.of(0, 0, 1) }).size; // => 2
 */
export function clusterSums(sums: PhantomScenarioSums): Pick<PhantomScenarioSums, "num" | "den" | "size"> {
  const c = sums.cluster;
  if (!c) return sums;
  const order = new Map<number, number>();
  for (let s = 0; s < sums.size; s++) if (!order.has(c[s])) order.set(c[s], order.size);
  if (order.size === sums.size) return sums;
  const fold = (xs: Float64Array): Float64Array => {
    const out = new Float64Array(order.size);
    for (let s = 0; s < xs.length; s++) out[order.get(c[s])!] += xs[s];
    return out;
  };
  const num = Object.fromEntries(Object.entries(sums.num).map(([k, v]) => [k, fold(v)])) as PhantomScenarioSums["num"];
  const den = Object.fromEntries(Object.entries(sums.den).map(([k, v]) => [k, fold(v)])) as PhantomScenarioSums["den"];
  return { num, den, size: order.size };
}

/**
 * Measures and intervals of a group's (or a subset's) scenario sums.
 * @throws RangeError when B > 0 without an rng
 * @example
 * phantomMeasures(sums, { B: 1000, rng: createRng(0) }).crfr.ci; // => [0.1, 0.3] (say)
 */
export function phantomMeasures<K extends PhantomMetricName = PhantomMetricName>(
  sums: PhantomScenarioSums,
  options: PhantomBootstrapOptions<K>,
): Record<K, Measure> {
  const names = (options.metrics ?? PHANTOM_METRICS) as readonly K[];
  if (options.B > 0 && !options.rng) throw new RangeError(argError("phantomMeasures", "options.rng", "an Rng when B > 0", options.rng));
  // Ratio slots shared by the measures (a difference uses two slots).
  const slots: [PhantomNumSeries, PhantomDenSeries][] = [];
  const slotOf = (num: PhantomNumSeries, den: PhantomDenSeries): number => {
    const i = slots.findIndex(([a, b]) => a === num && b === den);
    return i >= 0 ? i : slots.push([num, den]) - 1;
  };
  const plan = names.map((name) => {
    const spec = PHANTOM_METRIC_SPECS[name];
    return spec.kind === "ratio" ? { name, slot: slotOf(spec.num, spec.den), diff: -1 } : { name, slot: -1, a: slotOf(...spec.a), b: slotOf(...spec.b), diff: 0 };
  });
  const diffs: [number, number][] = [];
  for (const p of plan) if (p.diff === 0) p.diff = diffs.push([p.a!, p.b!]) - 1;
  const ratio = slots.map(([num, den]) => {
    const d = total(sums.den[den]);
    return d === 0 ? null : total(sums.num[num]) / d;
  });
  const byCluster = clusterSums(sums);
  const cis = options.B > 0 && sums.size > 0
    ? bootstrapRatios(slots.map(([num]) => byCluster.num[num]), slots.map(([, den]) => byCluster.den[den]), { B: options.B, rng: options.rng!, level: options.level, diffs })
    : null;
  const out = {} as Record<K, Measure>;
  for (const p of plan) {
    const spec = PHANTOM_METRIC_SPECS[p.name];
    if (spec.kind === "ratio") {
      const value = ratio[p.slot];
      out[p.name] = { value, n: total(sums.den[spec.den]), ci: value === null || !cis ? null : cis[p.slot] };
    } else {
      const ra = ratio[p.a!], rb = ratio[p.b!];
      const value = ra === null || rb === null ? null : ra - rb;
      const n = total(sums.den[spec.n]);
      // a gap whose pairs-with-both-records count is 0 has no interval (every replicate's n is 0)
      out[p.name] = { value, n, ci: value === null || n === 0 || !cis ? null : cis[slots.length + p.diff] };
    }
  }
  return out;
}
