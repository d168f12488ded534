/**
 * Hidden profile (paper 001, HiddenBench): distributed information, multi-round discussion, in one folder: record kind (`kind.ts`), protocol (`protocol/`:
 * bank, prompts, plan, driver, parser, simulated responder), measures
 * (`measures/`), tables and figures (`figures/`), paired data for `compare`
 * and `plan` (`paired-data.ts`) and its command-line sections (`cli/`).
 * Registered by its one line in `src/paradigms/all.ts`.
 *
 * @example
 * paradigm.name; // => "hidden_profile"
 */
import type { Paradigm } from "../paradigm.js";
import type { HiddenProfileRecord } from "./kind.js";
import { paradigm as manifest } from "./manifest.js";
import { HP_METRIC_FIELDS } from "./measures/hp-metric-fields.js";
import { protocol, responder } from "./protocol/index.js";
import { hiddenProfileMetrics } from "./measures/hidden-profile-metrics.js";
import { hiddenProfilePairedData } from "./paired-data.js";

export * from "./kind.js";
export * from "./protocol/index.js";

/** The paradigm, as `src/paradigms/all.ts` registers it. */
export const paradigm: Paradigm = {
  ...manifest,
  metricFields: HP_METRIC_FIELDS,
  protocol,
  responder,
  measures: (records) => hiddenProfileMetrics(records as HiddenProfileRecord[]),
  compare: {
    pairedData: (by, ref, other, labels) => hiddenProfilePairedData(ref as HiddenProfileRecord[], other as HiddenProfileRecord[], labels, { byVariant: by === "condition" }),
    planMeasure: ["y_post", "improvement"],
  },
};
