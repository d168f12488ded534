/**
 * Paired hidden-profile data: unit = task (within its variant when sides are
 * models or runs; the task alone when the sides are variants). A side's Y is
 * the mean over tasks of the task means of session scores (metrics.md §5),
 * so each measure is Σ task mean / Σ 1 over the tasks having the phase;
 * improvement = Y^post − Y^pre and gap = Y^post − Y^full, each mean over its
 * own tasks, as `metrics hidden_profile` computes them.
 *
 * @example
 * const logs = await loadLogs(["test/fixtures/compare/hp-susceptible.jsonl", "test/fixtures/compare/hp-typical.jsonl"]);
 * const side = (m: string) => logs.hidden_profile.filter((r) => r.model === m);
 * const d = hiddenProfilePairedData(side("susceptible"), side("typical"), ["susceptible", "typical"]);
 * [d.units.length, d.units[0]]; // => [8, "baseline/hp-001"]
 * d.measures.map((m) => m.name); // => ["y_pre", "y_post", "y_full", "improvement", "gap", "y_post_majority"]
 */
import type { HiddenProfileRecord } from "../../paradigms/hidden_profile/kind.js";
import type { HpPhase } from "../../schema/vocab.js";
import { dedupeHiddenProfile } from "./measures/dedupe-hidden-profile.js";
import { hiddenProfileSessions } from "./measures/hp-sessions.js";
import { hiddenProfileTaskMeans, type HpRule } from "./measures/hp-summary.js";
import type { PairedData } from "../../metrics/compare/paired-data.js";
import { ratioPairedData, type RatioMeasureDef, type UnitSeries } from "../../metrics/compare/ratio-paired-data.js";

const CELLS: readonly [HpPhase, HpRule][] = [["pre", "average"], ["post", "average"], ["full", "average"], ["post", "majority"]];
const SERIES = CELLS.flatMap(([p, r]) => [`${p}_${r}`, `${p}_${r}_has`]);

function unitSeries(records: readonly HiddenProfileRecord[], byVariant: boolean): UnitSeries {
  const recs = dedupeHiddenProfile(records.map((r) => ({ ...r, model: "side", task_id: byVariant ? r.task_id : `${r.variant}/${r.task_id}`, variant: "side" })));
  const sessions = hiddenProfileSessions(recs);
  const units = new Map<string, Float64Array>();
  CELLS.forEach(([phase, rule], k) => {
    for (const [task, m] of hiddenProfileTaskMeans(sessions.filter((s) => s.phase === phase), rule)) {
      let v = units.get(task);
      if (!v) units.set(task, (v = new Float64Array(SERIES.length)));
      v[2 * k] = m;
      v[2 * k + 1] = 1;
    }
  });
  return { series: SERIES, units };
}

// Every difference gets the paired t interval over tasks (pairedT; the bootstrap covered 91.0% at 10 tasks, docs/intervals.md).
const one = (name: string, s: string): RatioMeasureDef => ({ name, terms: [{ coef: 1, num: s, den: `${s}_has` }], pairedT: true });
const DEFS: RatioMeasureDef[] = [
  one("y_pre", "pre_average"), one("y_post", "post_average"), one("y_full", "full_average"),
  { name: "improvement", n: "post_average_has", terms: [{ coef: 1, num: "post_average", den: "post_average_has" }, { coef: -1, num: "pre_average", den: "pre_average_has" }], pairedT: true },
  { name: "gap", n: "post_average_has", terms: [{ coef: 1, num: "post_average", den: "post_average_has" }, { coef: -1, num: "full_average", den: "full_average_has" }], pairedT: true },
  one("y_post_majority", "post_majority"),
];

/**
 * @param reference the reference side's records
 * @param other the other side's records
 * @param labels the sides' names
 * @param options `byVariant`: the sides are variants, so a unit is the task alone
 */
export function hiddenProfilePairedData(reference: readonly HiddenProfileRecord[], other: readonly HiddenProfileRecord[], labels: readonly [string, string], options: { byVariant?: boolean } = {}): PairedData {
  const byVariant = options.byVariant ?? false;
  return ratioPairedData("task", unitSeries(reference, byVariant), unitSeries(other, byVariant), DEFS, labels);
}
