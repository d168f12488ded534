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
import type { PhantomRecord } from "./kind.js";
import { paradigm as manifest } from "./manifest.js";
import { PHANTOM_METRIC_FIELDS } from "./measures/phantom-record-fields.js";
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
  ...manifest,
  metricFields: PHANTOM_METRIC_FIELDS,
  protocol,
  responder,
  measures: (records, o) => phantomReportJson(phantomMetrics(records as PhantomRecord[], { bootstrap: o.bootstrap, seed: o.seed })),
  compare: {
    pairedData: (_by, ref, other, labels, _all, _seed, measures) => {
      for (const m of measures ?? []) if (!(PHANTOM_METRICS as readonly string[]).includes(m)) throw new RangeError(argError("compareRuns", "options.measures", PHANTOM_METRICS.join(", "), m));
      return phantomPairedData(ref as PhantomRecord[], other as PhantomRecord[], labels, (measures ?? PHANTOM_METRICS) as readonly PhantomMetricName[]);
    },
    planMeasure: ["ppg", "ppg"],
  },
};
