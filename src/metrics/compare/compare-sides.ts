/**
 * Compare two sides on their shared units: for every measure the difference
 * other − reference with a paired cluster bootstrap interval (the shared
 * units resampled jointly for both sides; `pairedBootstrap`) — or the measure's own
 * interval where the paradigm gives one (`PairedMeasure.interval`: panel and judge rates,
 * judge `test_auc`, hidden-profile and phantom differences; `ci_method` says which) — a two-sided
 * paired permutation p-value (`pairedPermutationTest`; exact when 2^S is at
 * most the permutation count) and Holm-adjusted p-values across the measures
 * shown (`holmAdjust`). A measure undefined on one side is listed with null
 * values and takes no part in the Holm family; one with no data on either
 * side is left out and named in `notes`.
 *
 * Flags, never silent: fewer than {@link COMPARE_MIN_UNITS} shared units
 * (percentile intervals of a difference undercover there), and an interval
 * of zero width (every replicate gave the same difference) gets `ci_note`.
 *
 * Reference: E. Miller, "Adding Error Bars to Evals" (2024), §3; Holm (1979).
 *
 * @example
 * const logs = await loadLogs(["test/fixtures/compare/phantom-susceptible.jsonl", "test/fixtures/compare/phantom-typical.jsonl"]);
 * const side = (m: string) => logs.phantom.filter((r) => r.model === m);
 * const c = compareSides(phantomPairedData(side("susceptible"), side("typical"), ["susceptible", "typical"]), { B: 2000, seed: 0 });
 * c.p_adjustment; // => "Holm over the 19 measures with a p-value"
 * c.rows[3].measure; // => "ppg"
 * c.rows[3].ci;      // => [-0.63215243, -0.16784757] (paired t over the 20 scenarios)
 * c.rows[3].ci_method; // => "paired t over units (linearised ratio difference, t with units − 1 df)"
 */
import { argError } from "../../errors.js";
import { holmAdjust } from "../../stats/holm-adjust.js";
import { pairedBootstrap } from "../../stats/paired-bootstrap.js";
import { pairedPermutationTest } from "../../stats/paired-permutation-test.js";
import { createRng, deriveSeed } from "../../stats/rng.js";
import { unitPlural, type DroppedUnit, type PairedData } from "./paired-data.js";

/** The `ci_method` of a measure without its own interval. */
export const BOOTSTRAP_METHOD = "paired bootstrap percentile";

/** Below this many shared units the comparison warns that its intervals may undercover. */
export const COMPARE_MIN_UNITS = 10;

/** Options of {@link compareSides}. */
export interface CompareOptions {
  /** Bootstrap replicates (default 10,000; 0 = no intervals). */
  B?: number;
  /** Seed (default 0): the bootstrap stream is `deriveSeed(seed, "bootstrap")`, the permutations' `deriveSeed(seed, "permutation")`. */
  seed?: number;
  /** Random relabellings of the permutation test (default 10,000). */
  permutations?: number;
  /** Interval coverage (default 0.95). */
  level?: number;
}

/** One measure's comparison. */
export interface CompareRow {
  measure: string;
  reference_value: number | null;
  other_value: number | null;
  /** Denominators on the shared units. */
  reference_n: number;
  other_n: number;
  /** other − reference. */
  difference: number | null;
  ci: [number, number] | null;
  /** Which interval: "paired bootstrap percentile", or the measure's own (e.g. adjusted Wald; docs/intervals.md). */
  ci_method: string;
  /** Why the interval is degenerate (zero width), else null. */
  ci_note: string | null;
  /** Two-sided paired permutation p-value. */
  p: number | null;
  p_method: "exact" | "monte_carlo";
  /** Holm-adjusted across this comparison's measures with a p-value. */
  p_holm: number | null;
}

/** One comparison (two sides). */
export interface SideComparison {
  unit_kind: string;
  /** Shared units the comparison rests on. */
  units: number;
  unit_keys: string[];
  dropped: DroppedUnit[];
  rows: CompareRow[];
  /** How the p-values were adjusted, e.g. "Holm over the 19 measures with a p-value". */
  p_adjustment: string;
  warnings: string[];
  notes: string[];
}

/**
 * @param data shared units and measures (from a paradigm's extractor)
 * @param options `{ B = 10000, seed = 0, permutations = 10000, level = 0.95 }`
 * @throws RangeError for bad options
 */
export function compareSides(data: PairedData, options: CompareOptions = {}): SideComparison {
  const B = options.B ?? 10_000, seed = options.seed ?? 0, P = options.permutations ?? 10_000, level = options.level ?? 0.95;
  if (!Number.isInteger(seed)) throw new RangeError(argError("compareSides", "options.seed", "an integer", seed));
  const S = data.units.length;
  const unmeasured = data.measures.filter((m) => m.n[0] === 0 && m.n[1] === 0).map((m) => m.name);
  data = { ...data, measures: data.measures.filter((m) => m.n[0] > 0 || m.n[1] > 0) };
  // Measures with their own interval are not bootstrapped (the resampled rows, hence the others' intervals, are the same either way).
  const own = data.measures.map((m) => m.interval !== undefined && B > 0);
  const booted = pairedBootstrap(S, data.measures.filter((_, i) => !own[i]).map((m) => m.stat), { B, rng: createRng(deriveSeed(seed, "bootstrap")), level });
  const valued = pairedBootstrap(S, data.measures.filter((_, i) => own[i]).map((m) => m.stat), { B: 0, rng: createRng(0), level });
  let kb = 0, kv = 0;
  const boot = own.map((o) => (o ? valued[kv++] : booted[kb++]));
  const prng = createRng(deriveSeed(seed, "permutation"));
  const tests = data.measures.map((m) => pairedPermutationTest(S, m.stat, { permutations: P, rng: prng }));
  const holm = holmAdjust(tests.map((t) => t.p));
  const everyUnit = Int32Array.from({ length: S }, (_, i) => i);
  const rows = data.measures.map((m, i): CompareRow => {
    const r = boot[i];
    const own = m.interval && B > 0 && r.estimate !== null ? m.interval.ci(everyUnit, level) : null;
    const ci = m.interval && B > 0 ? own : r.ci;
    const zero = ci !== null && ci[0] === ci[1];
    return {
      measure: m.name, reference_value: r.reference, other_value: r.other, reference_n: m.n[0], other_n: m.n[1],
      difference: r.estimate, ci, ci_method: m.interval ? m.interval.method : BOOTSTRAP_METHOD,
      ci_note: zero ? (m.interval ? `zero width: ${m.interval.method} gave ${ci![0]}` : `zero width: all ${r.kept} bootstrap replicates gave ${ci![0]} (too few units or events)`) : null,
      p: tests[i].p, p_method: tests[i].method, p_holm: holm[i],
    };
  });
  const family = tests.filter((t) => t.p !== null).length;
  const methods = new Map<string, string[]>();
  for (const m of data.measures) if (m.interval && B > 0) methods.set(m.interval.method, [...(methods.get(m.interval.method) ?? []), m.name]);
  const bootedNames = data.measures.filter((m) => !(m.interval && B > 0)).map((m) => m.name);
  const methodNotes = [...methods].map(([method, names]) => `interval of ${names.join(", ")}: ${method}${bootedNames.length > 0 ? ` (the others: ${BOOTSTRAP_METHOD})` : ""}`);
  const kinds = unitPlural(data.unitKind);
  const warnings: string[] = [];
  if (S === 0) warnings.push(`no shared ${kinds}: nothing to compare`);
  else if (S < (data.minUnits?.units ?? COMPARE_MIN_UNITS)) {
    warnings.push(data.minUnits
      ? `only ${S} shared ${kinds} (< ${data.minUnits.units}): ${data.minUnits.why}`
      : `only ${S} shared ${kinds} (< ${COMPARE_MIN_UNITS}): percentile intervals of differences may undercover`);
  }
  return {
    unit_kind: data.unitKind, units: S, unit_keys: data.units, dropped: data.dropped, rows,
    p_adjustment: `Holm over the ${family} measure${family === 1 ? "" : "s"} with a p-value`,
    warnings, notes: [...(data.notes ?? []), ...methodNotes, ...(unmeasured.length ? [`not measured on either side (no data): ${unmeasured.join(", ")}`] : [])],
  };
}
