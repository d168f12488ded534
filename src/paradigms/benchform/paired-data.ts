/**
 * BenchForm's paired data for `compare` and `plan`: the unit is the item
 * (`item_id`), so two models (or runs, prompt versions) are compared on the
 * items both answered. Measures, as `analysis.py` counts them, with the
 * default persona: `accuracy.raw` (right alone / items answered alone) and
 * `conformity.<protocol>` for correct guidance, wrong guidance, trust and
 * doubt (pooled over the majority sizes and rounds run: under correct
 * guidance right under the protocol and wrong alone, else wrong under the
 * protocol and right alone, over the protocol's answers of items also
 * answered alone). An unparsed answer counts as not right, as in BenchForm.
 *
 * @example
 * const r = (m, c, a, item = "t:1") => ({ protocol: "benchform", model: m, item_id: item, task: "t", condition: c, majority: c === "raw" ? null : 6, rounds: 0, mode: "default", answer: a, gold: "A" });
 * const d = benchformPairedData([r("a", "raw", "A"), r("a", "wrong_guidance", "B")], [r("b", "raw", "A"), r("b", "wrong_guidance", "A")], ["a", "b"]);
 * d.measures.find((m) => m.name === "conformity.wrong_guidance").stat(Int32Array.of(0), Uint8Array.of(0)); // => 1
 */
import { dedupeByNaturalKey } from "../../load/dedupe-by-natural-key.js";
import type { PairedData } from "../../metrics/compare/paired-data.js";
import { ratioPairedData, type RatioMeasureDef, type UnitSeries } from "../../metrics/compare/ratio-paired-data.js";
import type { BenchformAnswer } from "./measures.js";

/** The guided protocols compared (each a `conformity.<protocol>` measure). */
const GUIDED = ["correct_guidance", "wrong_guidance", "trust", "doubt"] as const;
const SERIES = ["raw_right", "raw_n", ...GUIDED.flatMap((c) => [`${c}.conform`, `${c}.n`])];

/** The measures, in order (names as `compare --measure` takes them). */
export const BENCHFORM_COMPARE_MEASURES: readonly string[] = ["accuracy.raw", ...GUIDED.map((c) => `conformity.${c}`)];

function unitSeries(records: readonly BenchformAnswer[]): UnitSeries {
  const kept = dedupeByNaturalKey(records as readonly (BenchformAnswer & { protocol?: string })[], "benchform").filter((r) => r.mode === "default");
  const raw = new Map<string, boolean>();
  for (const r of kept) if (r.condition === "raw") raw.set(r.item_id, r.answer !== null && r.answer === r.gold);
  const units = new Map<string, Float64Array>();
  const at = (item: string) => {
    let v = units.get(item);
    if (!v) units.set(item, (v = new Float64Array(SERIES.length)));
    return v;
  };
  for (const [item, right] of raw) {
    const v = at(item);
    v[0] += right ? 1 : 0;
    v[1] += 1;
  }
  for (const r of kept) {
    const g = GUIDED.indexOf(r.condition as (typeof GUIDED)[number]);
    if (g < 0 || !raw.has(r.item_id)) continue;
    const rightAlone = raw.get(r.item_id)!;
    const right = r.answer !== null && r.answer === r.gold;
    const conform = r.condition === "correct_guidance" ? right && !rightAlone : !right && rightAlone;
    const v = at(r.item_id);
    v[2 + 2 * g] += conform ? 1 : 0;
    v[3 + 2 * g] += 1;
  }
  return { series: SERIES, units };
}

const DEFS: RatioMeasureDef[] = [
  { name: "accuracy.raw", terms: [{ coef: 1, num: "raw_right", den: "raw_n" }] },
  ...GUIDED.map((c): RatioMeasureDef => ({ name: `conformity.${c}`, terms: [{ coef: 1, num: `${c}.conform`, den: `${c}.n` }] })),
];

/**
 * @param reference the reference side's records
 * @param other the other side's records
 * @param labels the sides' names
 * @param measures which measures (default all of {@link BENCHFORM_COMPARE_MEASURES})
 */
export function benchformPairedData(reference: readonly BenchformAnswer[], other: readonly BenchformAnswer[], labels: readonly [string, string], measures?: readonly string[]): PairedData {
  const defs = measures ? DEFS.filter((d) => measures.includes(d.name)) : DEFS;
  return ratioPairedData("item", unitSeries(reference), unitSeries(other), defs, labels);
}
