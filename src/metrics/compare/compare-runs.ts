/**
 * Compare models, runs, prompt versions or conditions of one protocol's
 * records: split them into sides (`compareSideOf`), take a reference side
 * (`reference`, default the first side in sorted order; `silent_peers` for
 * panel conditions), and compare every other side with it on their shared
 * units (`compareSides`: each measure's interval — the paired cluster bootstrap's or the
 * paradigm's own, named in `ci_method` — paired permutation p, Holm across the measures). The report carries its
 * provenance: `simulated`, B, seed, the permutation count and the run ids read.
 *
 * @example
 * const logs = await loadLogs(["test/fixtures/compare/phantom-susceptible.jsonl", "test/fixtures/compare/phantom-typical.jsonl"]);
 * const report = compareRuns("phantom", logs.phantom, { by: "model", B: 2000, seed: 0, measures: ["ppg", "crfr"] });
 * [report.reference, report.comparisons[0].other, report.comparisons[0].units]; // => ["susceptible", "typical", 20]
 * report.comparisons[0].rows[0].difference; // => -0.4 (PPG 0.2125 − 0.6125 on the 20 shared scenarios)
 * report.comparisons[0].rows[0].ci;         // => [-0.63215243, -0.16784757] (paired t over scenarios)
 */
import { argError } from "../../errors.js";
import type { AnyRecord } from "../../schema/records.js";
import { compareSideOf, type CompareBy } from "./compare-by.js";
import { compareSides, type CompareOptions, type SideComparison } from "./compare-sides.js";
import { compareSupport, pairedDataFor } from "./paired-data-for.js";
import { unitPlural } from "./paired-data.js";

import { COMPARE_PROTOCOLS, type CompareProtocol } from "./paired-data-for.js";
export { COMPARE_PROTOCOLS, type CompareProtocol };

/** Options of {@link compareRuns}. */
export interface CompareRunsOptions extends CompareOptions {
  /** What the sides are (default "model"). */
  by?: CompareBy;
  /** The reference side (default: see module doc). */
  reference?: string;
  /** Only these sides besides the reference (default all). */
  sides?: readonly string[];
  /** Only these measures (default every measure of the paradigm). */
  measures?: readonly string[];
}

/** One side against the reference. */
export interface RunComparison extends SideComparison {
  reference: string;
  other: string;
}

/** The whole report. */
export interface CompareReport {
  protocol: CompareProtocol;
  by: CompareBy;
  reference: string;
  sides: string[];
  /** True when any record read is simulated. */
  simulated: boolean;
  bootstrap: number;
  seed: number;
  permutations: number;
  level: number;
  /** Distinct run ids of the records read, sorted. */
  run_ids: string[];
  comparisons: RunComparison[];
  /** Sides left out because they share no unit with the reference (the call throws when no side is left). */
  skipped: { side: string; reason: string }[];
}

/**
 * @param protocol which paradigm the records are
 * @param records that protocol's validated records (e.g. `loadLogs(paths).phantom`); not modified
 * @param options see {@link CompareRunsOptions}
 * @throws RangeError with a plain message when there are fewer than two sides, the reference is unknown,
 *   or no side shares a unit with the reference (sides that share none are listed in `skipped`)
 */
export function compareRuns(protocol: CompareProtocol, records: readonly AnyRecord[], options: CompareRunsOptions = {}): CompareReport {
  const support = compareSupport(protocol, "compareRuns");
  const by = options.by ?? "model";
  const B = options.B ?? 10_000, seed = options.seed ?? 0, permutations = options.permutations ?? 10_000, level = options.level ?? 0.95;
  const groups = new Map<string, AnyRecord[]>();
  for (const r of records) {
    const k = compareSideOf(r, by);
    const xs = groups.get(k);
    if (xs) xs.push(r); else groups.set(k, [r]);
  }
  for (const c of support.notSides?.(by) ?? []) groups.delete(c);
  const sides = [...groups.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  if (sides.length < 2) throw new RangeError(`compareRuns: need at least two ${by === "run" ? "runs" : `${by}s`} to compare, found ${sides.length}${sides.length ? ` (${sides.join(", ")})` : ""}`);
  const reference = options.reference ?? support.defaultReference?.(by, sides) ?? sides[0];
  if (!groups.has(reference)) throw new RangeError(`compareRuns: reference ${JSON.stringify(reference)} is not among the ${by} values ${sides.join(", ")}`);
  const others = sides.filter((s) => s !== reference && (!options.sides || options.sides.includes(s)));
  const all = [...records];
  const comparisons: RunComparison[] = [];
  const skipped: { side: string; reason: string }[] = [];
  for (const other of others) {
    const labels: [string, string] = [reference, other];
    let data = pairedDataFor(protocol, by, groups.get(reference)!, groups.get(other)!, labels, all, seed, options.measures);
    if (options.measures) {
      const unknown = options.measures.filter((m) => !data.measures.some((x) => x.name === m));
      if (unknown.length) throw new RangeError(argError("compareRuns", "options.measures", data.measures.map((x) => x.name).join(", "), unknown.join(", ")));
      data = { ...data, measures: data.measures.filter((x) => options.measures!.includes(x.name)) };
    }
    if (data.units.length === 0) {
      skipped.push({ side: other, reason: `${other} and ${reference} share no ${data.unitKind}: nothing to compare (${data.dropped.length} ${unitPlural(data.unitKind)} are on one side only)` });
      continue;
    }
    comparisons.push({ reference, other, ...compareSides(data, { B, seed, permutations, level }) });
  }
  if (comparisons.length === 0 && skipped.length > 0) throw new RangeError(`compareRuns: ${skipped.map((s) => s.reason).join("; ")}`);
  const runIds = [...new Set(records.map((r) => (r as { run_id?: unknown }).run_id).filter((x): x is string => typeof x === "string"))].sort();
  return {
    protocol, by, reference, sides, simulated: records.some((r) => (r as { simulated?: unknown }).simulated === true),
    bootstrap: B, seed, permutations, level, run_ids: runIds, comparisons, skipped,
  };
}
