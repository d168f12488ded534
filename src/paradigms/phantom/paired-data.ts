/**
 * Paired phantom data: unit = scenario (its agents, conditions and
 * replicates pooled, as the scenario bootstrap keeps them together); each
 * side's per-scenario sums come from `phantomScenarioSums`, so each side's
 * value equals `phantomMetrics` on the shared scenarios. Measures: the 19 of
 * metrics.md §1 (PPG and the Obs gaps as differences of two ratios).
 *
 * @example
 * const logs = await loadLogs(["test/fixtures/compare/phantom-susceptible.jsonl", "test/fixtures/compare/phantom-typical.jsonl"]);
 * const side = (m: string) => logs.phantom.filter((r) => r.model === m);
 * const d = phantomPairedData(side("susceptible"), side("typical"), ["susceptible", "typical"]);
 * [d.unitKind, d.units.length, d.measures[3].name]; // => ["scenario", 20, "ppg"]
 */
import type { PhantomRecord } from "../../paradigms/phantom/kind.js";
import { PHANTOM_METRICS, type PhantomMetricName } from "./measures/phantom-metric-names.js";
import { phantomGroups } from "./measures/phantom-groups.js";
import { phantomScenarioTable } from "./measures/phantom-scenario-table.js";
import { PHANTOM_DEN_SERIES, PHANTOM_METRIC_SPECS, PHANTOM_NUM_SERIES, phantomScenarioSums } from "./measures/phantom-scenario-sums.js";
import type { PairedData } from "../../metrics/compare/paired-data.js";
import { ratioPairedData, type RatioMeasureDef, type UnitSeries } from "../../metrics/compare/ratio-paired-data.js";

const SERIES = [...PHANTOM_NUM_SERIES.map((s) => `num.${s}`), ...PHANTOM_DEN_SERIES.map((s) => `den.${s}`)];

/** Per-scenario series of one side's records (pooled into one group, last record wins per key). */
function phantomUnitSeries(records: readonly PhantomRecord[]): UnitSeries {
  const pooled = phantomGroups(records.map((r) => ({ ...r, model: "side" })));
  const units = new Map<string, Float64Array>();
  if (pooled.length === 0) return { series: SERIES, units };
  const table = phantomScenarioTable(pooled[0].records);
  const sums = phantomScenarioSums(table);
  for (let row = 0; row < sums.size; row++) {
    const id = table.scenarioIds[row];
    let v = units.get(id);
    if (!v) units.set(id, (v = new Float64Array(SERIES.length)));
    PHANTOM_NUM_SERIES.forEach((s, j) => (v![j] += sums.num[s][row]));
    PHANTOM_DEN_SERIES.forEach((s, j) => (v![PHANTOM_NUM_SERIES.length + j] += sums.den[s][row]));
  }
  return { series: SERIES, units };
}

/**
 * The pseudo-units' weight of the adjusted Wald interval of a CRFR or P-CRFR difference: 1
 * (Agresti–Caffo's own; one 0/1 event per complete scenario, as the single measures use Wilson over
 * scenarios). The paired t leaves a rare event's difference at [0, 0] whenever neither side has
 * the event (resistant vs typical P-CRFR at 10 scenarios: 477 of 1,000 zero width, 52.3%
 * coverage). Measured (bench/compare-coverage.ts, 1,000 replications, 10 / 20 / 50 scenarios;
 * docs/intervals.md): typical vs susceptible CRFR 96.1 / 96.1 / 95.6%, P-CRFR 95.4 / 95.2 / 95.0%;
 * resistant vs typical 99.9 / 95.6 / 97.0% and 100 / 100 / 98.7% (the paired t 76.6 / 95.6 / 92.9%
 * and 52.3 / 81.5 / 92.9%); weight ½ put P-CRFR there at 92.9% at 50 and ¼ at 81.5% at 20.
 *
 * @example
 * PHANTOM_EVENT_PSEUDO_WEIGHT; // => 1
 */
export const PHANTOM_EVENT_PSEUDO_WEIGHT = 1;

/**
 * The ratio definition of each phantom measure. CRFR and P-CRFR differences get the adjusted Wald
 * interval ({@link PHANTOM_EVENT_PSEUDO_WEIGHT}); every other difference the paired t interval over
 * scenarios (`pairedT`: each scenario's linearised contribution, t with S − 1 df): the paired
 * percentile bootstrap covered the PPG difference 91.0% at 10 scenarios and 93.3% at 20, the
 * paired t 95.2% and 95.5% (bench/compare-coverage.ts, 1,000 replications; docs/intervals.md).
 */
function phantomDef(name: PhantomMetricName): RatioMeasureDef {
  const spec = PHANTOM_METRIC_SPECS[name];
  if (spec.kind === "ratio") {
    const terms = [{ coef: 1, num: `num.${spec.num}`, den: `den.${spec.den}` }];
    return spec.den === "complete" ? { name, terms, range: [0, 1], pseudo: PHANTOM_EVENT_PSEUDO_WEIGHT } : { name, terms, pairedT: true };
  }
  return {
    name, n: `den.${spec.n}`, pairedT: true,
    terms: [{ coef: 1, num: `num.${spec.a[0]}`, den: `den.${spec.a[1]}` }, { coef: -1, num: `num.${spec.b[0]}`, den: `den.${spec.b[1]}` }],
  };
}

/**
 * @param reference the reference side's records
 * @param other the other side's records
 * @param labels the sides' names
 * @param measures which measures (default all 19, cli.md order)
 */
export function phantomPairedData(reference: readonly PhantomRecord[], other: readonly PhantomRecord[], labels: readonly [string, string], measures: readonly PhantomMetricName[] = PHANTOM_METRICS): PairedData {
  return ratioPairedData("scenario", phantomUnitSeries(reference), phantomUnitSeries(other), measures.map(phantomDef), labels);
}
