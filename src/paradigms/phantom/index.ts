/**
 * Phantom consensus (paper 000): 4 agents, 5 belief-context conditions, 3 actions, in one folder: record kind (`kind.ts`), protocol (`protocol/`:
 * bank, prompts, plan, driver, parser, simulated responder), measures
 * (`measures/`), tables and figures (`figures/`), paired data for `compare`
 * and `plan` (`paired-data.ts`) and its command-line sections (`cli/`).
 * Registered by its one line in `src/paradigms/all.ts`.
 *
 * @example
 * paradigm.name; // => "phantom"
 */
import type { Paradigm } from "../paradigm.js";
import { PHANTOM_KIND, type PhantomRecord } from "./kind.js";
import { protocol, responder } from "./protocol/index.js";
import { phantomMetrics } from "./measures/phantom-metrics.js";
import { phantomReportJson } from "./measures/phantom-report-json.js";
import { PHANTOM_METRICS, type PhantomMetricName } from "./measures/phantom-metric-names.js";
import { phantomPairedData } from "./paired-data.js";
import { argError } from "../../errors.js";

export * from "./kind.js";
export * from "./protocol/index.js";

/** The paradigm, as `src/paradigms/all.ts` registers it. */
export const paradigm: Paradigm = {
  name: "phantom",
  recordKind: PHANTOM_KIND,
  protocol,
  responder,
  measures: (records, o) => phantomReportJson(phantomMetrics(records as PhantomRecord[], { bootstrap: o.bootstrap, seed: o.seed })),
  facets: { label: "decision", by: "condition" },
  compare: {
    pairedData: (_by, ref, other, labels, _all, _seed, measures) => {
      for (const m of measures ?? []) if (!(PHANTOM_METRICS as readonly string[]).includes(m)) throw new RangeError(argError("compareRuns", "options.measures", PHANTOM_METRICS.join(", "), m));
      return phantomPairedData(ref as PhantomRecord[], other as PhantomRecord[], labels, (measures ?? PHANTOM_METRICS) as readonly PhantomMetricName[]);
    },
    planMeasure: ["ppg", "ppg"],
  },
  commands: [
    { words: ["metrics", "phantom"], help: "metrics phantom LOG... [--bootstrap B] [--seed S] [--by FIELD,...|all] [--scenarios PATH] [--json] [--csv]", module: new URL("./cli/metrics.js", import.meta.url).href },
    { words: ["scenarios", "validate"], help: "scenarios validate [PATH] [--quotas|--no-quotas] [--json]  check a phantom scenario bank (no PATH: the shipped bank, with its design quotas)", module: new URL("./cli/scenarios-validate.js", import.meta.url).href },
    { words: ["scenarios", "generate"], help: "scenarios generate --model M --out DIR [--count N]  draft phantom scenarios through the runner", module: new URL("./cli/scenarios-generate.js", import.meta.url).href },
    { words: ["scenarios", "annotate"], help: "scenarios annotate [--scenarios PATH] --out SHEET.csv [--sample N] [--seed S]  write a rubric sheet for annotators", module: new URL("./cli/scenarios-annotate.js", import.meta.url).href },
    { words: ["scenarios", "agreement"], help: "scenarios agreement A.csv B.csv [--bootstrap B] [--seed S] [--json]  Cohen's kappa per rubric item, disagreements", module: new URL("./cli/scenarios-agreement.js", import.meta.url).href },
  ],
};
export { PHANTOM_METRIC_FIELDS as metricFields } from "./measures/phantom-record-fields.js";
