/**
 * What each paradigm's analysis offers the shared commands (`report`,
 * `metrics`, `compare`, `plan`): its measures document, the fields its
 * records are counted by, and how two sides of its records are paired. The
 * core reads this registry and names no paradigm; the paradigm registry
 * (`src/paradigms/registry.ts`) fills it from every paradigm folder.
 *
 * @example
 * const undo = registerAnalysis("mini", { facets: { label: "answer", by: "condition" } });
 * analysisOf("mini")?.facets; // => { label: "answer", by: "condition" }
 * undo();
 * analysisOf("mini");         // => undefined
 */
import type { AnyRecord } from "../../schema/records.js";
import type { CompareBy } from "../compare/compare-by.js";
import type { PairedData } from "../compare/paired-data.js";

/** Options a paradigm's measures get from `report` and `metrics`. */
export interface AnalysisMeasureOptions {
  bootstrap: number;
  seed: number;
}

/** How two sides of a paradigm's records are paired for `compare` and `plan`. */
export interface CompareSupport {
  /**
   * The paired data of two sides.
   * @param by what the sides are
   * @param ref the reference side's records
   * @param other the other side's records
   * @param labels the sides' names
   * @param all every record (e.g. panel conditions are compared within them)
   * @param seed seed of any split the pairing needs
   * @param measures only these measures (else all)
   */
  pairedData(by: CompareBy, ref: AnyRecord[], other: AnyRecord[], labels: [string, string], all: AnyRecord[], seed: number, measures?: readonly string[]): PairedData;
  /** Side values that are not sides of a comparison by `by` (e.g. the panel's solo and repair conditions). */
  notSides?(by: CompareBy): readonly string[];
  /** The default reference side by `by` among `sides`, or undefined for the first in sort order. */
  defaultReference?(by: CompareBy, sides: readonly string[]): string | undefined;
  /** The measure `plan` powers by default: [with two sides, with one side]. */
  planMeasure?: readonly [string, string];
}

/** One paradigm's analysis, as registered. */
export interface Analysis {
  /** Its measures document (`{value, n, ci}` measures in rows), or absent. */
  measures?(records: readonly AnyRecord[], options: AnalysisMeasureOptions): object | null;
  /** How its measure intervals are made, for a figure's title (default: 95% intervals). */
  measuresCaption?(options: AnalysisMeasureOptions): string;
  /** What a reader is told when it has no measures document (default: records and label counts only). */
  noMeasuresNote?: string;
  /** The label field and the field its records are counted by. */
  facets?: { readonly label: string; readonly by: string };
  /** Pairing for `compare` and `plan`. */
  compare?: CompareSupport;
  /** The record fields its `metrics` reads, so a log of millions of records is loaded with only these (absent: whole records). */
  metricFields?: readonly string[];
}

const ANALYSES = new Map<string, Analysis>();

/**
 * Register (or replace) a paradigm's analysis; returns the undo.
 *
 * @example
 * const undo = registerAnalysis("mini", {});
 * undo();
 */
export function registerAnalysis(name: string, analysis: Analysis): () => void {
  const prev = ANALYSES.get(name);
  ANALYSES.set(name, analysis);
  return () => {
    if (prev) ANALYSES.set(name, prev);
    else ANALYSES.delete(name);
  };
}

/**
 * A paradigm's registered analysis, or undefined.
 *
 * @example
 * analysisOf("nope"); // => undefined
 */
export function analysisOf(name: string): Analysis | undefined {
  return ANALYSES.get(name);
}

/**
 * The paradigms whose records can be compared and planned, in registration order.
 *
 * @example
 * comparableParadigms().includes("nope"); // => false
 */
export function comparableParadigms(): string[] {
  return [...ANALYSES.entries()].filter(([, a]) => a.compare !== undefined).map(([k]) => k);
}
