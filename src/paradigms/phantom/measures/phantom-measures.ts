/**
 * The 19 measures of one set of per-scenario sums, with scenario-bootstrap
 * percentile intervals (spec metrics.md §1, §5), expanded for the number of
 * scenarios (Hesterberg's expanded percentile interval, {@link expandedLevel}:
 * the plain percentile interval covers ~90% at 10 scenarios); PPG, a
 * difference over the same pairs, gets the cluster-robust t interval over
 * scenarios with Hall's skewness correction ({@link ratioHallInterval}); CRFR and P-CRFR,
 * one event per scenario, get the Wilson interval over scenarios instead
 * (a scenario's replicates averaged first, {@link unitWilsonInterval}): a
 * bootstrap of a rare scenario event gives [0, 0] whenever no sampled
 * scenario has it. See docs/intervals.md. Point values are Σnum/Σden
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
import type { Measure } from "../../../stats/measure.js";
import type { Rng } from "../../../stats/rng.js";
import { bootstrapRatios } from "../../../stats/bootstrap-ratios.js";
import { expandedLevel } from "../../../stats/expanded-level.js";
import { ratioHallInterval } from "../../../stats/ratio-hall-interval.js";
import { unitWilsonInterval } from "../../../stats/unit-wilson-interval.js";
import { withIntervalNote } from "../../../stats/interval-note.js";
import { normalQuantile } from "../../../stats/normal.js";
import { WILSON_Z } from "../../../stats/wilson-interval.js";
import { argError } from "../../../errors.js";
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

/** The two-sided normal critical value of a coverage level. */
const zOf = (level: number): number => (level === 0.95 ? WILSON_Z : normalQuantile((1 + level) / 2));

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
  const level = options.level ?? 0.95;
  const cis = options.B > 0 && sums.size > 0
    ? bootstrapRatios(slots.map(([num]) => byCluster.num[num]), slots.map(([, den]) => byCluster.den[den]),
      { B: options.B, rng: options.rng!, level: expandedLevel(level, byCluster.size), diffs })
    : null;
  /** Scenarios (clusters) with a non-zero denominator of the series. */
  const units = (den: PhantomDenSeries): number => byCluster.den[den].reduce((a, d) => a + (d > 0 ? 1 : 0), 0);
  /** Wilson over scenarios of a scenario-level event (CRFR, P-CRFR): each scenario's share of its complete replicates. */
  const scenarioWilson = (num: PhantomNumSeries, den: PhantomDenSeries): [number, number] | null => {
    const shares: number[] = [];
    for (let s = 0; s < byCluster.size; s++) if (byCluster.den[den][s] > 0) shares.push(byCluster.num[num][s] / byCluster.den[den][s]);
    return unitWilsonInterval(shares, zOf(level));
  };
  const out = {} as Record<K, Measure>;
  for (const p of plan) {
    const spec = PHANTOM_METRIC_SPECS[p.name];
    if (spec.kind === "ratio") {
      const value = ratio[p.slot];
      const scenarioEvent = p.name === "crfr" || p.name === "p_crfr";
      const ci = value === null || !cis ? null : scenarioEvent ? scenarioWilson(spec.num, spec.den) : cis[p.slot];
      out[p.name] = withIntervalNote({ value, n: total(sums.den[spec.den]), ci }, units(spec.den), "scenarios");
    } else {
      const ra = ratio[p.a!], rb = ratio[p.b!];
      const value = ra === null || rb === null ? null : ra - rb;
      const n = total(sums.den[spec.n]);
      // PPG (both ratios over the same pairs): one signed ratio, cluster-robust t interval over scenarios
      // with Hall's skewness correction (the per-scenario drop is right-skewed; the plain t is short at 10)
      const sameDen = spec.a[1] === spec.b[1];
      let ci = value === null || n === 0 || !cis ? null : cis[slots.length + p.diff];
      if (ci && sameDen) {
        const num = byCluster.num[spec.a[0]].map((x, i) => x - byCluster.num[spec.b[0]][i]);
        ci = ratioHallInterval(num, byCluster.den[spec.a[1]], level, [-1, 1]) ?? ci;
      }
      // a gap whose pairs-with-both-records count is 0 has no interval (every replicate's n is 0)
      out[p.name] = withIntervalNote({ value, n, ci }, units(spec.n), "scenarios");
    }
  }
  return out;
}
